import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type App, buildApp } from '../app.ts';
import { type AppConfig, DEFAULT_LOGIN_THROTTLE } from '../config.ts';
import type { DatabaseConfig } from '../db/client.ts';

export type Engine = 'pglite' | 'postgres';

/** The PostgreSQL server tests may make databases on, when one is given (CI gives one). */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

/** PGlite always; PostgreSQL too when a server URL is given. */
export const ENGINES: Engine[] = POSTGRES_URL ? ['pglite', 'postgres'] : ['pglite'];

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * A fresh, empty database of our own on the PostgreSQL server at `serverUrl`; the returned
 * function drops it.
 */
export async function createPostgresDatabase(
  serverUrl = POSTGRES_URL,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!serverUrl) throw new Error('No PostgreSQL URL for tests');
  const name = `elite_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  return {
    url: withDatabase(serverUrl, name),
    drop: () => run(`drop database if exists ${name} with (force)`),
  };
}

export function testConfig(
  database: DatabaseConfig,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  return {
    database,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    tokenTtl: '1h',
    loginThrottle: DEFAULT_LOGIN_THROTTLE,
    // Test files register many accounts from one address; the throttle has tests of its own.
    registerThrottle: { perAddress: 10_000, windowMs: 60 * 60_000 },
    // Fixtures book many times for one person; the limit of 5 is tested on its own.
    maxUpcomingReservations: 10_000,
    logger: false,
    trustProxy: false,
    ...overrides,
  };
}

/** A whole app on a database of its own, dropped again when the app closes. */
export async function createTestApp(
  engine: Engine,
  overrides: Partial<AppConfig> = {},
): Promise<App> {
  if (engine === 'pglite') return buildApp(testConfig({ kind: 'pglite' }, overrides));
  const database = await createPostgresDatabase();
  const app = await buildApp(testConfig({ kind: 'postgres', url: database.url }, overrides));
  app.addHook('onClose', database.drop);
  return app;
}

const SPANISH = /\b(el|la|los|las|de|del|no|es|un|una|tu|tus|se|ya|para|con|por|debe|puedes)\b/i;
const ENGLISH = /\b(the|is|must|expected|invalid|required|request|body|not found|bad)\b/i;

/** True for a message a Spanish reader understands and no English leaks into. */
export function isSpanishMessage(message: unknown): boolean {
  return (
    typeof message === 'string' &&
    (SPANISH.test(message) || /[áéíóúñ¿¡]/i.test(message)) &&
    !ENGLISH.test(message)
  );
}
