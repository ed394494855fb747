import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import { schema } from './schema.ts';

/** The one database type the rest of the server sees, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The lock on DATA_DIR this process holds while the embedded database is open. */
  dataDirLock?: DataDirLock;
  close(): Promise<void>;
}

export type DatabaseConfig =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** The longest one statement may run (DB_STATEMENT_TIMEOUT_MS); 30 s when absent. */
      statementTimeoutMs?: number;
    }
  /**
   * dataDir undefined means an in-memory database (tests). lockDir (DATA_DIR) is taken for this
   * process before the files are opened: one process per folder (server/db/data-dir-lock.ts).
   */
  | { kind: 'pglite'; dataDir?: string; lockDir?: string };

/** What this process is, for the message a second one shows ('npm start', 'npm run db:seed'). */
export function processCommand(): string {
  const event = process.env.npm_lifecycle_event;
  if (event) return event === 'start' ? 'npm start' : `npm run ${event}`;
  return process.argv.slice(1).join(' ');
}

export const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;
const CONNECT_TIMEOUT_MS = 5_000;

function warnLost(state: string, error: Error): void {
  console.warn(`PostgreSQL: conexión ${state} perdida (${error.message})`);
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens the database and brings its schema up to date before anyone can query it. */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.poolSize ?? 10,
      // A database that does not answer is reported within seconds, never waited on forever.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      // A slow query, or a transaction left open, cannot hold a connection forever: PostgreSQL
      // cancels it (57014 / 25P03) and the API answers 503 (server/http-errors.ts).
      statement_timeout: config.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
      idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
    });
    // No database error may end the process (issue 25). An idle connection dropped by the server
    // (restart, failover, crash, pg_terminate_backend) is reported by the pool; one checked out
    // (inside a transaction, between two statements) has the pool's listener removed while it is
    // lent, so every connection gets one of its own for its whole life. A broken connection is
    // not queryable any more, and the pool removes it when it is released.
    pool.on('error', (error) => warnLost('inactiva', error));
    pool.on('connect', (client) => {
      client.on('error', (error) => warnLost('en uso', error));
    });
    const db = drizzleNodePg(pool, { schema });
    await migrateNodePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  // Refuses at once, before a file of the database is touched, when another process holds it.
  const lock = config.lockDir ? acquireDataDirLock(config.lockDir, processCommand()) : undefined;
  try {
    if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
    const client = await PGlite.create(config.dataDir ?? 'memory://', {
      extensions: { btree_gist },
    });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      ...(lock ? { dataDirLock: lock } : {}),
      close: async () => {
        try {
          await client.close();
        } finally {
          lock?.();
        }
      },
    };
  } catch (error) {
    lock?.();
    throw error;
  }
}
