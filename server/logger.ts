import type { FastifyRequest, FastifyServerOptions } from 'fastify';

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

/** A calendar feed's URL is its secret (docs/security.md): logs keep the route, not the token. */
export function loggedUrl(url: string): string {
  return url.replace(/^(\/api\/calendar-feeds\/)[^/?#]+\.ics/, '$1[oculto].ics');
}

/** Fastify's request line, with the URL passed through `loggedUrl`. */
const serializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};

export function loggerOptions(level: string, format: LogFormat): FastifyServerOptions['logger'] {
  if (format === 'json') return { level, serializers };
  return {
    level,
    serializers,
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
