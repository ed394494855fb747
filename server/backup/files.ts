import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { link, mkdir, readdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { TIME_ZONE } from '#domain/dates.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupEnd,
  type BackupHeader,
  journal,
} from './dump.ts';

export const BACKUP_EXTENSION = 'ndjson.gz';
const NAME = /^elite-drive-\d{4}-\d{2}-\d{2}T\d{4}(-\d+)?\.ndjson\.gz$/;

/** A refusal the commands print as it is and exit non-zero on (nothing has been written). */
export class BackupError extends Error {}

export interface Manifest {
  file: string;
  format: typeof BACKUP_FORMAT;
  schemaVersion: string;
  schemaWhen: number;
  engine: 'pglite' | 'postgres';
  createdAt: string;
  tables: Record<string, number>;
  sequences: number;
  bytes: number;
  sha256: string;
}

/** `elite-drive-YYYY-MM-DDTHHMM`, the minute in El Salvador. */
export function backupBaseName(now: Date = new Date()): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `elite-drive-${parts.year}-${parts.month}-${parts.day}T${parts.hour}${parts.minute}`;
}

export function manifestPath(file: string): string {
  return `${file}.manifest.json`;
}

/**
 * Writes a backup atomically: the bytes go to a temporary name beside the target, are read back
 * and checked (header, every table, the end line), and only then is the file given its name
 * (never over an existing one: a second backup in the same minute gets "-2") and its manifest
 * written. `produce` writes the uncompressed lines (`gzipped` false) or an already-compressed
 * stream (true, as the server sends it).
 */
export async function writeBackupFile(
  target: { dir: string } | { file: string },
  produce: (out: Writable) => Promise<void>,
  options: { gzipped?: boolean; now?: Date } = {},
): Promise<{ file: string; manifest: Manifest }> {
  const dir = 'dir' in target ? target.dir : dirname(target.file);
  await mkdir(dir, { recursive: true });
  const temporary = join(dir, `.elite-drive-${process.pid}-${Date.now()}.partial`);
  try {
    const fileStream = createWriteStream(temporary, { flags: 'wx' });
    if (options.gzipped) {
      await produce(fileStream);
      if (!fileStream.writableFinished) {
        await new Promise<void>((resolve, reject) => {
          fileStream.on('finish', resolve).on('error', reject);
          if (!fileStream.writableEnded) fileStream.end();
        });
      }
    } else {
      const gzip = createGzip();
      const done = pipeline(gzip, fileStream);
      await produce(gzip);
      if (!gzip.writableEnded) gzip.end();
      await done;
    }
    const checked = await inspectBackup(temporary);
    let file: string;
    if ('file' in target) {
      file = target.file;
      if (existsSync(file)) throw new BackupError(`El archivo ${file} ya existe; no se reemplaza.`);
      await link(temporary, file);
    } else {
      const base = backupBaseName(options.now);
      for (let n = 1; ; n++) {
        file = join(dir, `${base}${n === 1 ? '' : `-${n}`}.${BACKUP_EXTENSION}`);
        try {
          await link(temporary, file); // fails if the name exists: nothing is overwritten
          break;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || n > 99) throw error;
        }
      }
    }
    const manifest: Manifest = {
      file: basename(file),
      format: BACKUP_FORMAT,
      schemaVersion: checked.header.schemaVersion,
      schemaWhen: checked.header.schemaWhen,
      engine: checked.header.engine,
      createdAt: checked.header.createdAt,
      tables: checked.end.tables,
      sequences: checked.end.sequences,
      bytes: checked.bytes,
      sha256: checked.sha256,
    };
    const manifestTemporary = `${temporary}.manifest`;
    await writeFile(manifestTemporary, `${JSON.stringify(manifest, null, 2)}\n`);
    await link(manifestTemporary, manifestPath(file)).catch(async (error) => {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await writeFile(manifestPath(file), `${JSON.stringify(manifest, null, 2)}\n`);
    });
    await unlink(manifestTemporary);
    return { file, manifest };
  } finally {
    await rm(temporary, { force: true });
  }
}

export async function sha256Of(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  await pipeline(
    createReadStream(file),
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        bytes += chunk.length;
        callback();
      },
    }),
  );
  return { sha256: hash.digest('hex'), bytes };
}

/** One parsed line of a backup: a control line, or a row (kept as its JSON text). */
export type BackupLine =
  | { kind: 'header'; header: BackupHeader }
  | { kind: 'table'; name: string; columns: string[] }
  | { kind: 'row'; json: string }
  | { kind: 'sequence'; name: string; lastValue: string; isCalled: boolean }
  | { kind: 'end'; end: BackupEnd };

const DAMAGED = 'La copia de seguridad está dañada o incompleta';

/** The lines of a backup file, in order; a damaged or cut gzip stream throws a BackupError. */
export async function* backupLines(file: string): AsyncGenerator<BackupLine> {
  const gunzip = createGunzip();
  const source = createReadStream(file);
  source.on('error', (error) => gunzip.destroy(error));
  // A damaged stream can fail after the reading below has stopped (at a bad line, say) and
  // readline has let go of it: kept here, never an uncaught exception.
  let streamError: Error | undefined;
  gunzip.on('error', (error) => {
    streamError = error;
  });
  const lines = createInterface({
    input: source.pipe(gunzip),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  try {
    for await (const text of lines) {
      if (text === '') continue;
      if (text.startsWith('{')) {
        yield { kind: 'row', json: text };
        continue;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new BackupError(`${DAMAGED} (una línea no se puede leer).`);
      }
      const [kind, body] = parsed as [string, Record<string, unknown>];
      if (kind === 'header') yield { kind, header: body as unknown as BackupHeader };
      else if (kind === 'table')
        yield { kind, name: String(body.name), columns: body.columns as string[] };
      else if (kind === 'sequence')
        yield {
          kind,
          name: String(body.name),
          lastValue: String(body.lastValue),
          isCalled: body.isCalled === true,
        };
      else if (kind === 'end') yield { kind, end: body as unknown as BackupEnd };
      else throw new BackupError(`${DAMAGED} (línea desconocida).`);
    }
    if (streamError) throw streamError;
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${DAMAGED} (${(error as Error).message}).`);
  } finally {
    lines.close();
    source.destroy();
    gunzip.destroy();
  }
}

/**
 * Reads a whole backup once and checks its shape: a header first, every row under a table, the
 * end line last with the same row counts. Nothing is trusted before this passes.
 */
export async function inspectBackup(file: string): Promise<{
  header: BackupHeader;
  end: BackupEnd;
  sha256: string;
  bytes: number;
}> {
  const { sha256, bytes } = await sha256Of(file);
  let header: BackupHeader | undefined;
  let end: BackupEnd | undefined;
  let table: string | undefined;
  const counts: Record<string, number> = {};
  for await (const line of backupLines(file)) {
    if (end) throw new BackupError(`${DAMAGED} (datos después del final).`);
    if (line.kind === 'header') {
      if (header) throw new BackupError(`${DAMAGED} (dos encabezados).`);
      if (line.header.format !== BACKUP_FORMAT || line.header.version !== BACKUP_FORMAT_VERSION)
        throw new BackupError('El archivo no es una copia de seguridad de ELITE DRIVE.');
      header = line.header;
    } else if (!header) {
      throw new BackupError('El archivo no es una copia de seguridad de ELITE DRIVE.');
    } else if (line.kind === 'table') {
      table = line.name;
      counts[table] = 0;
    } else if (line.kind === 'row') {
      if (table === undefined) throw new BackupError(`${DAMAGED} (fila sin tabla).`);
      counts[table] = (counts[table] ?? 0) + 1;
    } else if (line.kind === 'end') {
      end = line.end;
    }
  }
  if (!header) throw new BackupError('El archivo no es una copia de seguridad de ELITE DRIVE.');
  if (!end) throw new BackupError(`${DAMAGED} (falta el final: el archivo está truncado).`);
  for (const [name, rows] of Object.entries(end.tables)) {
    if (counts[name] !== rows)
      throw new BackupError(`${DAMAGED} (la tabla ${name} no tiene las filas anunciadas).`);
  }
  return { header, end, sha256, bytes };
}

/**
 * Everything a restore checks before it writes: the manifest beside the file, its checksum, the
 * file's own shape, and a schema this code knows (an older one is migrated forward).
 */
export async function verifyBackup(file: string): Promise<{
  header: BackupHeader;
  end: BackupEnd;
  manifest: Manifest;
}> {
  if (!existsSync(file)) throw new BackupError(`No existe el archivo ${file}.`);
  const manifestFile = manifestPath(file);
  if (!existsSync(manifestFile))
    throw new BackupError(
      `Falta el manifiesto ${basename(manifestFile)} junto a la copia; sin él no se puede comprobar.`,
    );
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  } catch {
    throw new BackupError(`El manifiesto ${basename(manifestFile)} no se puede leer.`);
  }
  const { sha256, bytes } = await sha256Of(file);
  if (sha256 !== manifest.sha256 || bytes !== manifest.bytes)
    throw new BackupError(
      `La suma de comprobación no coincide con el manifiesto (${bytes} bytes, se esperaban ${manifest.bytes}): la copia está dañada o incompleta. No se restauró nada.`,
    );
  const { header, end } = await inspectBackup(file);
  const known = journal();
  const latest = known[known.length - 1];
  if (latest && header.schemaWhen > latest.when)
    throw new BackupError(
      `La copia es de una versión más nueva de la base de datos (${header.schemaVersion}) que esta aplicación (${latest.tag}); actualice la aplicación antes de restaurarla.`,
    );
  if (!known.some((entry) => entry.when === header.schemaWhen))
    throw new BackupError(
      `La copia usa una versión de la base de datos que esta aplicación no conoce (${header.schemaVersion}).`,
    );
  return { header, end, manifest };
}

/** Keeps the newest `keep` backups in `dir` (by name, which sorts by time) and their manifests. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => NAME.test(name)).sort();
  const removed = names.slice(0, Math.max(0, names.length - keep));
  for (const name of removed) {
    await rm(join(dir, name), { force: true });
    await rm(manifestPath(join(dir, name)), { force: true });
  }
  return removed;
}

/** Lines into a writable stream, minding its back-pressure. */
export function lineWriter(out: Writable): (line: string) => Promise<void> | void {
  return (line) => {
    if (out.write(`${line}\n`)) return;
    return new Promise<void>((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      out.once('error', onError);
      out.once('drain', () => {
        out.off('error', onError);
        resolve();
      });
    });
  };
}
