import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * The backup format (docs/operations.md): gzip-compressed lines of JSON, the same for both
 * engines, so a backup of the embedded database restores into PostgreSQL and back.
 *   ["header", {format, version, schemaVersion, schemaWhen, engine, createdAt}]
 *   ["table", {name, columns}]   then one line per row: the row as a JSON object
 *   ["sequence", {name, lastValue, isCalled}]
 *   ["end", {tables: {name: rows}, sequences}]
 * Row lines are PostgreSQL's own row_to_json text, loaded back with json_populate_recordset,
 * so every type (bytea photos, ranges, arrays, numerics, time stamps) round-trips exactly.
 * The table list, columns and sequences are read from the catalogue, never written here.
 */
export const BACKUP_FORMAT = 'elite-drive-backup';
export const BACKUP_FORMAT_VERSION = 1;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../db/migrations', import.meta.url));

export interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this code knows, in order. */
export function journal(folder = MIGRATIONS_FOLDER): JournalEntry[] {
  const text = readFileSync(`${folder}/meta/_journal.json`, 'utf8');
  const entries = (JSON.parse(text) as { entries: JournalEntry[] }).entries;
  return entries.map(({ tag, when }) => ({ tag, when })).sort((a, b) => a.when - b.when);
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  /** The tag of the last migration applied to the source, e.g. "0013_vehicle_fleet_days". */
  schemaVersion: string;
  /** That migration's journal `when`, which orders versions. */
  schemaWhen: number;
  engine: 'pglite' | 'postgres';
  createdAt: string;
}

export interface BackupEnd {
  tables: Record<string, number>;
  sequences: number;
}

/** Anything that runs a statement and answers { rows } (both drivers and their transactions). */
export type Runner = Pick<Db, 'execute'>;

export async function rowsOf<T>(db: Runner, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The application's tables (schema public, not an extension's), by name. */
export async function tablesOf(db: Runner): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
          and not exists (select 1 from pg_depend d
                          where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
        order by c.relname`,
  );
  return rows.map((row) => row.name);
}

/** A table's stored columns in order (generated ones are computed again on load). */
export async function columnsOf(db: Runner, table: string): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select a.attname as name from pg_attribute a
        where a.attrelid = ${`public.${quoteIdent(table)}`}::regclass
          and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        order by a.attnum`,
  );
  return rows.map((row) => row.name);
}

export async function sequencesOf(db: Runner): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'S'
        order by c.relname`,
  );
  return rows.map((row) => row.name);
}

/** The last migration applied to this database, as this code's journal names it. */
export async function schemaVersionOf(db: Runner): Promise<{ tag: string; when: number }> {
  const rows = await rowsOf<{ when: string | number | null }>(
    db,
    sql`select max(created_at) as when from drizzle.__drizzle_migrations`,
  );
  const when = Number(rows[0]?.when ?? 0);
  const known = journal().find((entry) => entry.when === when);
  return { tag: known?.tag ?? `desconocida-${when}`, when };
}

const FETCH_ROWS = 500;

/**
 * Writes the whole database as backup lines, all read in one snapshot (a read-only repeatable
 * read transaction; on PGlite the transaction also holds the one connection, so requests wait
 * for it rather than fail). `emit` is awaited, so a slow writer slows the reading down.
 */
export async function dumpDatabase(
  database: { db: Db; kind: 'pglite' | 'postgres' },
  emit: (line: string) => Promise<void> | void,
): Promise<{ header: BackupHeader; end: BackupEnd }> {
  return database.db.transaction(
    async (tx) => {
      await tx.execute(sql`set local timezone = 'UTC'`);
      const version = await schemaVersionOf(tx);
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        version: BACKUP_FORMAT_VERSION,
        schemaVersion: version.tag,
        schemaWhen: version.when,
        engine: database.kind,
        createdAt: new Date().toISOString(),
      };
      await emit(JSON.stringify(['header', header]));
      const counts: Record<string, number> = {};
      for (const table of await tablesOf(tx)) {
        const columns = await columnsOf(tx, table);
        await emit(JSON.stringify(['table', { name: table, columns }]));
        const list = columns.map(quoteIdent).join(', ');
        await tx.execute(
          sql.raw(
            `declare backup_rows no scroll cursor for select row_to_json(x)::text as j from (select ${list} from public.${quoteIdent(table)}) x`,
          ),
        );
        let count = 0;
        for (;;) {
          const batch = await rowsOf<{ j: string }>(
            tx,
            sql.raw(`fetch ${FETCH_ROWS} from backup_rows`),
          );
          for (const row of batch) await emit(row.j);
          count += batch.length;
          if (batch.length < FETCH_ROWS) break;
        }
        await tx.execute(sql.raw('close backup_rows'));
        counts[table] = count;
      }
      const sequences = await sequencesOf(tx);
      for (const name of sequences) {
        const [row] = await rowsOf<{ last_value: string | number; is_called: boolean }>(
          tx,
          sql.raw(`select last_value, is_called from public.${quoteIdent(name)}`),
        );
        await emit(
          JSON.stringify([
            'sequence',
            { name, lastValue: String(row?.last_value ?? 1), isCalled: row?.is_called ?? false },
          ]),
        );
      }
      const end: BackupEnd = { tables: counts, sequences: sequences.length };
      await emit(JSON.stringify(['end', end]));
      return { header, end };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export interface TableSum {
  rows: number;
  /** An order-free sum of every row's md5 (first 60 bits), in hex: equal tables, equal sums. */
  checksum: string;
}

/** Row count and checksum of every application table, in one snapshot. */
export async function tableSums(db: Db): Promise<Record<string, TableSum>> {
  return db.transaction(
    async (tx) => {
      // Row text depends on the session's zone (timestamptz): the same on both sides.
      await tx.execute(sql`set local timezone = 'UTC'`);
      const sums: Record<string, TableSum> = {};
      for (const table of await tablesOf(tx)) {
        const list = (await columnsOf(tx, table)).map(quoteIdent).join(', ');
        const [row] = await rowsOf<{ n: string | number; s: string }>(
          tx,
          sql.raw(
            `select count(*) as n, coalesce(sum(('x' || substr(md5(x::text), 1, 15))::bit(60)::bigint), 0)::text as s from (select ${list} from public.${quoteIdent(table)}) x`,
          ),
        );
        sums[table] = {
          rows: Number(row?.n ?? 0),
          checksum: BigInt(row?.s ?? '0').toString(16),
        };
      }
      return sums;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
