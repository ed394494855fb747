import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_THRESHOLDS, type DueSoonThresholds } from '#domain/maintenance-forecast.ts';
import { DEFAULT_MAX_UPCOMING_RESERVATIONS } from '#domain/reservation.ts';
import { type DatabaseConfig, DEFAULT_STATEMENT_TIMEOUT_MS } from './db/client.ts';
import { type LogFormat, logFormatFor } from './logger.ts';
import { DEFAULT_MESSAGING, type MessagingOptions } from './services/messages/messaging.ts';

/** Sign-in throttling (README "Security policy"; DESIGN 9). */
export interface LoginThrottle {
  /** Failed attempts one address may make on one e-mail within the window, then 429. */
  perPair: number;
  /** Failed attempts one address may make on any e-mails within the window, then 429. */
  perAddress: number;
  /** Failures on one e-mail (from anywhere) before each attempt on it is slowed down. */
  emailFreeFailures: number;
  /** The first slow-down; it doubles with each further failure, up to emailDelayMaxMs. */
  emailDelayMs: number;
  emailDelayMaxMs: number;
  windowMs: number;
}

/** Registration attempts per address (each one may tell whether an e-mail or DUI exists). */
export interface RegisterThrottle {
  perAddress: number;
  windowMs: number;
}

export interface AppConfig {
  database: DatabaseConfig;
  jwtSecret: string;
  tokenTtl: string;
  loginThrottle: LoginThrottle;
  registerThrottle: RegisterThrottle;
  /** Upcoming or running reservations one customer may hold at once (admins are exempt). */
  maxUpcomingReservations: number;
  /** When a service counts as 'próximo' (issue 12); 1,000 km or 14 days when absent. */
  serviceDueSoon?: DueSoonThresholds;
  /** Folder with the built PWA; when absent the server answers only /api. */
  staticDir?: string;
  logger: boolean;
  /** Readable lines on a terminal, JSON otherwise (server/logger.ts); JSON when absent. */
  logFormat?: LogFormat;
  /** Trust X-Forwarded-For from a reverse proxy in front of us. */
  trustProxy: boolean;
  /** E-mail and push (issue 29): the defaults (no mail server, localhost links) when absent. */
  messages?: Partial<MessagingOptions>;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottle = {
  perPair: 5,
  perAddress: 20,
  emailFreeFailures: 5,
  emailDelayMs: 250,
  emailDelayMaxMs: 4_000,
  windowMs: 15 * 60_000,
};

export const DEFAULT_REGISTER_THROTTLE: RegisterThrottle = {
  perAddress: 10,
  windowMs: 60 * 60_000,
};

/** A positive whole number from the environment, or the fallback. */
function positiveInteger(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return text !== undefined && Number.isInteger(value) && value > 0 ? value : fallback;
}

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
    ? {
        kind: 'postgres',
        url: env.DATABASE_URL,
        statementTimeoutMs: positiveInteger(
          env.DB_STATEMENT_TIMEOUT_MS,
          DEFAULT_STATEMENT_TIMEOUT_MS,
        ),
      }
    : { kind: 'pglite', dataDir: join(dataDir, 'pglite'), lockDir: dataDir };
  return {
    database,
    jwtSecret: jwtSecretFor(dataDir, env.JWT_SECRET),
    tokenTtl: env.TOKEN_TTL ?? '12h',
    loginThrottle: DEFAULT_LOGIN_THROTTLE,
    registerThrottle: {
      ...DEFAULT_REGISTER_THROTTLE,
      perAddress: positiveInteger(
        env.REGISTER_LIMIT_PER_HOUR,
        DEFAULT_REGISTER_THROTTLE.perAddress,
      ),
    },
    maxUpcomingReservations: positiveInteger(
      env.MAX_UPCOMING_RESERVATIONS,
      DEFAULT_MAX_UPCOMING_RESERVATIONS,
    ),
    serviceDueSoon: {
      km: positiveInteger(env.SERVICE_DUE_SOON_KM, DEFAULT_THRESHOLDS.km),
      days: positiveInteger(env.SERVICE_DUE_SOON_DAYS, DEFAULT_THRESHOLDS.days),
    },
    staticDir: resolve(env.STATIC_DIR ?? 'dist'),
    logger: env.LOG_LEVEL !== 'silent',
    logFormat: logFormatFor(env, process.stdout.isTTY === true),
    trustProxy: env.TRUST_PROXY === '1',
    messages: messagingFromEnv(env),
  };
}

/** MAIL_URL, MAIL_FROM, PUBLIC_URL, VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY, MESSAGES_POLL_MS. */
function messagingFromEnv(env: NodeJS.ProcessEnv): Partial<MessagingOptions> {
  const vapid =
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
      : undefined;
  return {
    mailUrl: env.MAIL_URL || undefined,
    mailFrom: env.MAIL_FROM || DEFAULT_MESSAGING.mailFrom,
    publicUrl: env.PUBLIC_URL || `http://localhost:${env.PORT || 3000}`,
    ...(vapid ? { vapid } : {}),
    pollMs: positiveInteger(env.MESSAGES_POLL_MS, DEFAULT_MESSAGING.pollMs),
  };
}
