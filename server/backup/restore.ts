import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Db } from '../db/client.ts';
import { schema } from '../db/schema.ts';
import {
  type BackupHeader,
  journal,
  MIGRATIONS_FOLDER,
  quoteIdent,
  rowsOf,
  tablesOf,
} from './dump.ts';
import { BackupError, backupLines } from './files.ts';

/** A database opened without migrating it, so a restore can choose how far to migrate. */
export interface Target {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(folder?: string): Promise<void>;
  close(): Promise<void>;
}

export async function openTarget(
  config: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string },
): Promise<Target> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 2 });
    // A connection lost while idle must not end the command with an unhandled 'error' event; one
    // lost in use fails its query, and the command then stops with that error.
    pool.on('error', (error) => console.warn(`PostgreSQL: conexión perdida (${error.message})`));
    const db = drizzleNodePg(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: (folder = MIGRATIONS_FOLDER) => migrateNodePg(db, { migrationsFolder: folder }),
      close: () => pool.end(),
    };
  }
  if (!config.dataDir.startsWith('memory://')) mkdirSync(config.dataDir, { recursive: true });
  const client = await PGlite.create(config.dataDir, { extensions: { btree_gist } });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: (folder = MIGRATIONS_FOLDER) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

/** A PostgreSQL database is empty when it has no table, view or sequence of ours yet. */
export async function isEmptyDatabase(db: Db): Promise<boolean> {
  const [row] = await rowsOf<{ n: string | number }>(
    db,
    sql`select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p', 'v', 'm', 'S')`,
  );
  return Number(row?.n ?? 0) === 0;
}

/**
 * Whether this connection's role may set session_replication_role, which a restore needs to load
 * rows with triggers and foreign keys paused: a superuser may, or a role given
 * `GRANT SET ON PARAMETER session_replication_role` (PostgreSQL 15+). Tried in a transaction
 * rolled back at once, so nothing is written. Answers the role's name when it may not.
 */
export async function replicationRoleRefusal(db: Db): Promise<string | null> {
  const [who] = await rowsOf<{ role: string }>(db, sql`select current_user as role`);
  const probe = new Error('probe');
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      throw probe;
    });
  } catch (error) {
    if (error === probe) return null;
    const code =
      (error as { code?: string; cause?: { code?: string } }).code ??
      (error as { cause?: { code?: string } }).cause?.code;
    if (code === '42501') return who?.role ?? '?';
    throw error;
  }
  return null;
}

export function isEmptyFolder(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/** A copy of the migrations folder whose journal stops at `when` (the backup's schema). */
export async function migrationsUpTo(when: number): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'elite-drive-migrations-'));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const path = join(folder, 'meta', '_journal.json');
  const full = JSON.parse(await readFile(path, 'utf8')) as { entries: { when: number }[] };
  full.entries = full.entries.filter((entry) => entry.when <= when);
  await writeFile(path, JSON.stringify(full));
  return folder;
}

const BATCH_BYTES = 4 * 1024 * 1024;
const BATCH_ROWS = 2_000;

/**
 * Loads a checked backup into an empty target: the schema as the backup had it (the migrations
 * up to its version), then every row and sequence in one transaction with triggers and foreign
 * keys paused (session_replication_role = replica, as pg_dump's --disable-triggers; on
 * PostgreSQL that needs a superuser or the database owner with that right), then the newer
 * migrations bring an older backup up to date.
 */
export async function loadBackup(
  target: Target,
  file: string,
  header: BackupHeader,
): Promise<void> {
  const latest = journal().at(-1);
  const partial = latest && header.schemaWhen < latest.when;
  const folder = partial ? await migrationsUpTo(header.schemaWhen) : MIGRATIONS_FOLDER;
  try {
    await target.migrate(folder);
  } finally {
    if (partial) await rm(folder, { recursive: true, force: true });
  }
  await target.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    // Rows a migration may have written (defaults) give way to the backup's own.
    const existing = await tablesOf(tx);
    if (existing.length > 0)
      await tx.execute(
        sql.raw(`truncate ${existing.map((t) => `public.${quoteIdent(t)}`).join(', ')}`),
      );
    let table: string | undefined;
    let columns = '';
    let batch: string[] = [];
    let bytes = 0;
    const flush = async () => {
      if (!table || batch.length === 0) return;
      const json = `[${batch.join(',')}]`;
      batch = [];
      bytes = 0;
      await tx.execute(
        sql`${sql.raw(`insert into public.${quoteIdent(table)} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::public.${quoteIdent(table)}, `)}${json}::json)`,
      );
    };
    for await (const line of backupLines(file)) {
      if (line.kind === 'table') {
        await flush();
        if (!existing.includes(line.name))
          throw new BackupError(`La tabla ${line.name} de la copia no existe en el destino.`);
        table = line.name;
        columns = line.columns.map(quoteIdent).join(', ');
      } else if (line.kind === 'row') {
        batch.push(line.json);
        bytes += line.json.length;
        if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) await flush();
      } else if (line.kind === 'sequence') {
        await flush();
        await tx.execute(
          sql`select setval(${`public.${quoteIdent(line.name)}`}::regclass, ${line.lastValue}::bigint, ${line.isCalled})`,
        );
      } else if (line.kind === 'end') {
        await flush();
      }
    }
  });
  if (partial) await target.migrate();
}
