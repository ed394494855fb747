import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmdirSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * One process per embedded database folder (issue 25). PGlite keeps the whole database in
 * DATA_DIR and has no lock of its own: two servers on one folder each wrote their own copy and
 * the bookings of one were lost. Whoever opens the folder (the server, `npm run db:seed`, a
 * backup) first takes `<DATA_DIR>/elite-drive.lock`; a second process refuses at once, naming the
 * folder and the process that holds it. A lock whose process is gone (killed with -9, a crash, a
 * reboot) is taken over.
 */
export const LOCK_FILE = 'elite-drive.lock';

export interface DataDirLockHolder {
  pid: number;
  /** When the holder took the lock (ISO 8601). */
  startedAt: string;
  /** What the holder is ('npm start', 'npm run db:seed'...). */
  command: string;
  /** The port the server listens on, once it does. */
  port?: number;
}

/** Releases the lock (idempotent); setPort records the server's port in it once it listens. */
export type DataDirLock = (() => void) & {
  readonly holder: DataDirLockHolder;
  setPort(port: number): void;
};

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dir: string,
    readonly holder: DataDirLockHolder,
  ) {
    const port = holder.port ? `, puerto ${holder.port}` : '';
    super(
      `La carpeta de datos ${dir} está en uso por otro proceso (pid ${holder.pid}: ` +
        `${holder.command}${port}, desde ${holder.startedAt}). Detén ese proceso o usa otra ` +
        'carpeta (DATA_DIR); dos procesos sobre la misma base de datos embebida perderían datos.',
    );
  }
}

/** Folders this process holds, so a second open in the same process is refused too. */
const heldHere = new Set<string>();

function lockPath(dir: string): string {
  return join(resolve(dir), LOCK_FILE);
}

function parseHolder(text: string): DataDirLockHolder | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { pid, startedAt, command, port } = value as Record<string, unknown>;
    if (!Number.isInteger(pid) || (pid as number) <= 0 || typeof startedAt !== 'string') {
      return null;
    }
    return {
      pid: pid as number,
      startedAt,
      command: typeof command === 'string' ? command : '',
      ...(Number.isInteger(port) ? { port: port as number } : {}),
    };
  } catch {
    return null;
  }
}

/** The lock file as written, or null when absent or unreadable (a half-written file). */
function readRaw(file: string): { text: string; holder: DataDirLockHolder | null } | null {
  try {
    const text = readFileSync(file, 'utf8');
    return { text, holder: parseHolder(text) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * When process `pid` started, on Linux (/proc): a pid alive now but started after the lock was
 * taken is another program that was given the same number (after a reboot, in a container).
 */
function processStartMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[19]);
    const bootLine = readFileSync('/proc/stat', 'utf8')
      .split('\n')
      .find((line) => line.startsWith('btime '));
    const bootSeconds = Number(bootLine?.split(' ')[1]);
    if (!Number.isFinite(ticks) || !Number.isFinite(bootSeconds)) return null;
    // USER_HZ is 100 on every Linux Node runs on.
    return bootSeconds * 1000 + ticks * 10;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it just belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True when the holder's process still runs and is the one that took the lock. */
function holds(holder: DataDirLockHolder, dir: string): boolean {
  // Our own pid: held only if this process really took it (else a previous life of the same
  // pid, e.g. pid 1 in a container restarted after a crash).
  if (holder.pid === process.pid) return heldHere.has(resolve(dir));
  if (!alive(holder.pid)) return false;
  const started = processStartMs(holder.pid);
  const lockedAt = Date.parse(holder.startedAt);
  // Process start times are known to the clock tick and the boot time to the second.
  if (started !== null && Number.isFinite(lockedAt) && started > lockedAt + 2_000) return false;
  return true;
}

/** Who holds `dir` now, or null when nobody does (no lock file, or its process is gone). */
export function readDataDirLock(dir: string): DataDirLockHolder | null {
  const raw = readRaw(lockPath(dir));
  if (!raw?.holder) return null;
  return holds(raw.holder, dir) ? raw.holder : null;
}

/** Creates the lock file only if it does not exist (O_EXCL): of two at once, one wins. */
function createExclusive(file: string, holder: DataDirLockHolder): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${JSON.stringify(holder)}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

const TAKEOVER_STALE_MS = 10_000;

function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Removes a stale lock file, if it is still the one judged stale. Takeovers are serialized by a
 * directory created with mkdir (atomic), so two processes replacing one dead holder cannot both
 * delete: the second re-reads the file and finds the first one's lock.
 */
function removeStale(file: string, staleText: string): void {
  const mutex = `${file}.takeover`;
  try {
    mkdirSync(mutex);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Another process is taking over right now, or died doing it long ago.
    try {
      if (Date.now() - statSync(mutex).mtimeMs > TAKEOVER_STALE_MS) rmdirSync(mutex);
    } catch {
      // gone already
    }
    return;
  }
  try {
    if (readRaw(file)?.text === staleText) unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  } finally {
    rmdirSync(mutex);
  }
}

/**
 * Takes `dir` for this process, or throws DataDirLockedError naming the process that holds it.
 * `command` says what this process is, for the message another process will show.
 */
export function acquireDataDirLock(dir: string, command: string): DataDirLock {
  const folder = resolve(dir);
  mkdirSync(folder, { recursive: true });
  const file = lockPath(folder);
  const holder: DataDirLockHolder = {
    pid: process.pid,
    startedAt: new Date().toISOString(),
    command,
  };
  for (let attempt = 0; ; attempt++) {
    if (!heldHere.has(folder) && createExclusive(file, holder)) break;
    const raw = readRaw(file);
    if (raw === null) continue; // released meanwhile: try again
    if (raw.holder && holds(raw.holder, folder)) throw new DataDirLockedError(folder, raw.holder);
    if (attempt >= 20) {
      throw new DataDirLockedError(
        folder,
        raw.holder ?? { pid: 0, startedAt: '?', command: 'desconocido' },
      );
    }
    // Unreadable: another process has just created it and is writing it; wait a moment. Still
    // unreadable after that, or its process is gone: take it over.
    if (!raw.holder && attempt <= 3) pause(25);
    else removeStale(file, raw.text);
  }
  heldHere.add(folder);

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    heldHere.delete(folder);
    process.off('exit', release);
    try {
      const raw = readRaw(file);
      if (raw?.holder?.pid === holder.pid && raw.holder.startedAt === holder.startedAt) {
        unlinkSync(file);
      }
    } catch {
      // Nothing to release: a stale lock is taken over anyway.
    }
  };
  // A script that ends without closing still leaves the folder free.
  process.on('exit', release);
  return Object.assign(release, {
    holder,
    setPort(port: number) {
      if (released) return;
      holder.port = port;
      // Written beside it and renamed over it: a reader never sees half a file.
      const next = `${file}.${process.pid}.tmp`;
      writeFileSync(next, `${JSON.stringify(holder)}\n`);
      renameSync(next, file);
    },
  });
}
