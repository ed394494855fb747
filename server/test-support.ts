import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type App, buildApp } from './app.ts';
import { type AppConfig, DEFAULT_LOGIN_THROTTLE } from './config.ts';
import type { DatabaseConfig } from './db/client.ts';

export type Engine = 'pglite' | 'postgres';

const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

/** PGlite always; PostgreSQL too when a server URL is given (CI gives one). */
export const ENGINES: Engine[] = postgresUrl ? ['pglite', 'postgres'] : ['pglite'];

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** A fresh, empty PostgreSQL database of our own; the returned function drops it. */
async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!postgresUrl) throw new Error('No PostgreSQL URL for tests');
  const name = `elite_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: withDatabase(postgresUrl, name),
    drop: async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
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
