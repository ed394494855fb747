import type { FastifyServerOptions } from 'fastify';

export type LogFormat = 'pretty' | 'json';

/**
 * One readable line per event on a terminal (pino-pretty: time, level, message, then the
 * details on the same line); JSON lines otherwise, for files and log collectors. LOG_FORMAT
 * overrides the guess either way.
 */
export function logFormatFor(env: NodeJS.ProcessEnv, stdoutIsTerminal: boolean): LogFormat {
  if (env.LOG_FORMAT === 'pretty' || env.LOG_FORMAT === 'json') return env.LOG_FORMAT;
  return stdoutIsTerminal ? 'pretty' : 'json';
}

export function loggerOptions(level: string, format: LogFormat): FastifyServerOptions['logger'] {
  if (format === 'json') return { level };
  return {
    level,
    transport: {
      target: 'pino-pretty',
      options: {
        colorize: true,
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname',
        singleLine: true,
      },
    },
  };
}
