// npm run db:backup -- [--out <file>] | db:restore -- <file> | db:move -- --to postgres://…
// (issue 31; docs/operations.md). Refusals print one Spanish sentence and exit with 1.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp, rename, rm, rmdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { sql } from 'drizzle-orm';
import {
  acquireDataDirLock,
  type DataDirLock,
  DataDirLockedError,
  type DataDirLockHolder,
  readDataDirLock,
} from '../db/data-dir-lock.ts';
import { type BackupHeader, dumpDatabase, type TableSum, tableSums } from './dump.ts';
import { BackupError, lineWriter, type Manifest, verifyBackup, writeBackupFile } from './files.ts';
import {
  isEmptyDatabase,
  isEmptyFolder,
  loadBackup,
  openTarget,
  replicationRoleRefusal,
  type Target,
} from './restore.ts';
import { BACKUP_TOKEN_HEADER, backupToken } from './token.ts';

const env = process.env;
const dataDir = resolve(env.DATA_DIR ?? 'data');
const pgliteDir = join(dataDir, 'pglite');

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at === -1) return undefined;
  const value = args[at + 1];
  if (!value || value.startsWith('--')) throw new BackupError(`Falta el valor de ${name}.`);
  return value;
}

function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = parsed.password ? '***' : '';
    return parsed.toString();
  } catch {
    return 'la URL dada';
  }
}

function printTables(tables: Record<string, number>) {
  const width = Math.max(...Object.keys(tables).map((name) => name.length), 5);
  for (const [name, rows] of Object.entries(tables))
    console.log(`  ${name.padEnd(width)}  ${rows.toLocaleString('en-US').padStart(10)}`);
}

function heldMessage(action: string, holder: DataDirLockHolder | null): string {
  return `La carpeta ${dataDir} está en uso por el servidor (proceso ${holder?.pid}, desde ${holder?.startedAt}). Deténgalo antes de ${action}.`;
}

/**
 * Takes DATA_DIR for this command (server/db/data-dir-lock.ts), so no server opens the folder
 * while it is read or written here; refuses when a live process holds it.
 */
function lockFolder(action: string): DataDirLock {
  try {
    return acquireDataDirLock(dataDir, `npm run db:${command}`);
  } catch (error) {
    if (error instanceof DataDirLockedError)
      throw new BackupError(heldMessage(action, error.holder));
    throw error;
  }
}

/**
 * A restore or move into PostgreSQL needs an empty database and a role that may pause triggers
 * (session_replication_role): refuses otherwise, before writing anything.
 */
async function checkPostgresTarget(target: Target, url: string, nothing: string) {
  if (!(await isEmptyDatabase(target.db)))
    throw new BackupError(
      `La base de datos ${describeUrl(url)} no está vacía; ${nothing}. Use una base de datos nueva.`,
    );
  const role = await replicationRoleRefusal(target.db);
  if (role)
    throw new BackupError(
      `El rol «${role}» de ${describeUrl(url)} no puede cambiar session_replication_role, que la carga necesita para pausar disparadores y claves foráneas; ${nothing}. Use un superusuario (o, desde PostgreSQL 15, GRANT SET ON PARAMETER session_replication_role TO ${role}).`,
    );
}

/** Loads a checked backup into PostgreSQL; on a failure half-way the database is left empty again. */
async function loadIntoPostgres(target: Target, file: string, header: BackupHeader) {
  try {
    await loadBackup(target, file, header);
  } catch (error) {
    await target.db.execute(
      sql.raw(
        'drop schema if exists drizzle cascade; drop schema public cascade; create schema public',
      ),
    );
    throw error;
  }
}

async function backupThroughServer(out: { dir: string } | { file: string }) {
  const lock = readDataDirLock(dataDir);
  const secretFile = join(dataDir, 'jwt-secret');
  const secret =
    env.JWT_SECRET ?? (existsSync(secretFile) ? readFileSync(secretFile, 'utf8').trim() : '');
  if (!secret) throw new BackupError(`No se encontró el secreto del servidor en ${secretFile}.`);
  const port = lock?.port ?? Number(env.PORT ?? 3000);
  const url = `http://127.0.0.1:${port}/api/admin/backup`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { [BACKUP_TOKEN_HEADER]: backupToken(secret) } });
  } catch {
    throw new BackupError(
      `El servidor que usa ${dataDir} no responde en ${url}; no se hizo la copia.`,
    );
  }
  if (!response.ok || !response.body) {
    const text = await response.text().catch(() => '');
    throw new BackupError(`El servidor rechazó la copia (${response.status}): ${text}`);
  }
  const body = response.body;
  return writeBackupFile(
    out,
    (file) => pipeline(Readable.fromWeb(body as unknown as WebReadableStream), file),
    { gzipped: true },
  );
}

async function backupDirect(target: Target, out: { dir: string } | { file: string }) {
  try {
    return await writeBackupFile(out, async (gzip) => {
      await dumpDatabase(target, lineWriter(gzip));
    });
  } finally {
    await target.close();
  }
}

async function backup(args: string[]) {
  const outFile = option(args, '--out');
  const out = outFile
    ? { file: resolve(outFile) }
    : { dir: resolve(env.BACKUP_DIR ?? join(dataDir, 'backups')) };
  const started = Date.now();
  let result: { file: string; manifest: Manifest };
  let how: string;
  if (env.DATABASE_URL) {
    how = `PostgreSQL ${describeUrl(env.DATABASE_URL)}`;
    result = await backupDirect(await openTarget({ kind: 'postgres', url: env.DATABASE_URL }), out);
  } else {
    let lock: DataDirLock | undefined;
    try {
      lock = acquireDataDirLock(dataDir, 'npm run db:backup');
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
    }
    if (!lock) {
      // A server holds the folder: it takes the snapshot and streams it here.
      how = `el servidor en marcha (${dataDir})`;
      result = await backupThroughServer(out);
    } else {
      try {
        if (!existsSync(pgliteDir) || isEmptyFolder(pgliteDir))
          throw new BackupError(`No hay base de datos en ${pgliteDir}.`);
        how = `la base de datos integrada ${pgliteDir}`;
        result = await backupDirect(await openTarget({ kind: 'pglite', dataDir: pgliteDir }), out);
      } finally {
        lock();
      }
    }
  }
  const { file, manifest } = result;
  console.log(`Copia de seguridad de ${how}:`);
  console.log(`  ${file}`);
  console.log(
    `  esquema ${manifest.schemaVersion}, ${(manifest.bytes / 1024 / 1024).toFixed(1)} MB, sha256 ${manifest.sha256}, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  printTables(manifest.tables);
}

/** Restores into an empty PostgreSQL. */
async function restoreIntoPostgres(url: string, file: string, header: BackupHeader) {
  const target = await openTarget({ kind: 'postgres', url });
  try {
    await checkPostgresTarget(target, url, 'no se restauró nada');
    await loadIntoPostgres(target, file, header);
    return await tableSums(target.db);
  } finally {
    await target.close();
  }
}

/** Restores into a new folder beside DATA_DIR/pglite and renames it into place when complete. */
async function restoreIntoFolder(file: string, header: BackupHeader) {
  const staging = `${pgliteDir}.restoring-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  try {
    const target = await openTarget({ kind: 'pglite', dataDir: staging });
    let sums: Record<string, TableSum>;
    try {
      await loadBackup(target, file, header);
      sums = await tableSums(target.db);
    } finally {
      await target.close();
    }
    if (existsSync(pgliteDir)) await rmdir(pgliteDir); // empty, checked before
    await rename(staging, pgliteDir);
    return sums;
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

async function restore(args: string[]) {
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file) throw new BackupError('Indique el archivo: npm run db:restore -- <archivo>');
  const path = resolve(file);
  const { manifest, header } = await verifyBackup(path);
  let sums: Record<string, TableSum>;
  let into: string;
  if (env.DATABASE_URL) {
    into = `PostgreSQL ${describeUrl(env.DATABASE_URL)}`;
    sums = await restoreIntoPostgres(env.DATABASE_URL, path, header);
  } else {
    into = pgliteDir;
    const lock = lockFolder('restaurar');
    try {
      if (!isEmptyFolder(pgliteDir))
        throw new BackupError(
          `La carpeta ${pgliteDir} no está vacía; no se restauró nada. Use un DATA_DIR nuevo o mueva esa carpeta.`,
        );
      sums = await restoreIntoFolder(path, header);
    } finally {
      lock();
    }
  }
  const mismatched = Object.entries(manifest.tables).filter(
    ([name, rows]) => sums[name]?.rows !== rows,
  );
  console.log(`Restaurada ${path} (esquema ${manifest.schemaVersion}) en ${into}:`);
  printTables(Object.fromEntries(Object.entries(sums).map(([name, sum]) => [name, sum.rows])));
  if (mismatched.length > 0)
    throw new BackupError(
      `Las filas no coinciden con el manifiesto en: ${mismatched.map(([name]) => name).join(', ')}.`,
    );
}

async function move(args: string[]) {
  const url = option(args, '--to');
  if (!url || !/^postgres(ql)?:\/\//.test(url))
    throw new BackupError('Indique el destino: npm run db:move -- --to postgres://…');
  const lock = lockFolder('mover los datos');
  if (!existsSync(pgliteDir) || isEmptyFolder(pgliteDir)) {
    lock();
    throw new BackupError(`No hay base de datos integrada en ${pgliteDir}.`);
  }
  const started = Date.now();
  const target = await openTarget({ kind: 'postgres', url });
  const scratch = await mkdtemp(join(tmpdir(), 'elite-drive-move-'));
  let source: Target | undefined;
  try {
    await checkPostgresTarget(target, url, 'no se movió nada');
    source = await openTarget({ kind: 'pglite', dataDir: pgliteDir });
    await source.migrate();
    const sourceDb = source;
    const { file, manifest } = await writeBackupFile({ dir: scratch }, async (gzip) => {
      await dumpDatabase(sourceDb, lineWriter(gzip));
    });
    const dumped = Date.now();
    const { header } = await verifyBackup(file);
    await loadIntoPostgres(target, file, header);
    const loaded = Date.now();
    const [before, after] = await Promise.all([tableSums(source.db), tableSums(target.db)]);
    const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    const width = Math.max(...names.map((name) => name.length), 5);
    let bad = 0;
    console.log(`Movida ${pgliteDir} a ${describeUrl(url)} (esquema ${manifest.schemaVersion}):`);
    console.log(`  ${'tabla'.padEnd(width)}  ${'filas'.padStart(10)}  suma de comprobación`);
    for (const name of names) {
      const a = before[name];
      const b = after[name];
      const same = a && b && a.rows === b.rows && a.checksum === b.checksum;
      if (!same) bad++;
      console.log(
        `  ${name.padEnd(width)}  ${String(b?.rows ?? '-').padStart(10)}  ${b?.checksum ?? '-'}  ${same ? 'ok' : `DISTINTA (origen ${a?.rows ?? '-'} filas, ${a?.checksum ?? '-'})`}`,
      );
    }
    console.log(
      `  ${(manifest.bytes / 1024 / 1024).toFixed(1)} MB comprimidos; volcado ${((dumped - started) / 1000).toFixed(1)} s, carga ${((loaded - dumped) / 1000).toFixed(1)} s, verificación ${((Date.now() - loaded) / 1000).toFixed(1)} s`,
    );
    if (bad > 0) throw new BackupError(`${bad} tablas no coinciden tras el movimiento.`);
    console.log(`Listo. Inicie la aplicación con DATABASE_URL=${describeUrl(url)}`);
  } finally {
    await source?.close();
    await target.close();
    await rm(scratch, { recursive: true, force: true });
    lock();
  }
}

const [command, ...args] = process.argv.slice(2);
const commands: Record<string, (args: string[]) => Promise<void>> = { backup, restore, move };
const run = command ? commands[command] : undefined;
try {
  if (!run) throw new BackupError('Uso: cli.ts backup|restore|move');
  await run(args);
  process.exit(0);
} catch (error) {
  console.error(
    error instanceof BackupError ? error.message : `Error: ${(error as Error).stack ?? error}`,
  );
  process.exit(1);
}
