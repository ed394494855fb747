import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { DatabaseConfig } from './db/client.ts';
import { type LogFormat, logFormatFor } from './logger.ts';

export interface LoginThrottle {
  /** Failed attempts allowed for one e-mail address within the window. */
  perEmail: number;
  /** Failed attempts allowed from one network address within the window. */
  perAddress: number;
  windowMs: number;
}

export interface AppConfig {
  database: DatabaseConfig;
  jwtSecret: string;
  tokenTtl: string;
  loginThrottle: LoginThrottle;
  /** Folder with the built PWA; when absent the server answers only /api. */
  staticDir?: string;
  logger: boolean;
  /** Readable lines on a terminal, JSON otherwise (server/logger.ts); JSON when absent. */
  logFormat?: LogFormat;
  /** Trust X-Forwarded-For from a reverse proxy in front of us. */
  trustProxy: boolean;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottle = {
  perEmail: 5,
  perAddress: 20,
  windowMs: 15 * 60_000,
};

/** The secret from JWT_SECRET, else one generated on first start and kept in the data folder. */
function jwtSecretFor(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  const database: DatabaseConfig = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: join(dataDir, 'pglite') };
  return {
    database,
    jwtSecret: jwtSecretFor(dataDir, env.JWT_SECRET),
    tokenTtl: env.TOKEN_TTL ?? '12h',
    loginThrottle: DEFAULT_LOGIN_THROTTLE,
    staticDir: resolve(env.STATIC_DIR ?? 'dist'),
    logger: env.LOG_LEVEL !== 'silent',
    logFormat: logFormatFor(env, process.stdout.isTTY === true),
    trustProxy: env.TRUST_PROXY === '1',
  };
}
