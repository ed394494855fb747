import { createHmac } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded folder's lock (issue 25's contract): `<DATA_DIR>/elite-drive.lock`, JSON
 * `{ pid, startedAt, command, port? }`, held while that process is alive. Only read here.
 */
export interface FolderLock {
  pid: number;
  startedAt: string;
  command: string;
  port?: number;
}

export function lockFile(dataDir: string): string {
  return join(dataDir, 'elite-drive.lock');
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock's holder when a live process holds the folder, else null. */
export function heldBy(dataDir: string): FolderLock | null {
  const file = lockFile(dataDir);
  if (!existsSync(file)) return null;
  try {
    const lock = JSON.parse(readFileSync(file, 'utf8')) as FolderLock;
    if (!Number.isInteger(lock.pid) || lock.pid === process.pid) return null;
    return alive(lock.pid) ? lock : null;
  } catch {
    return null;
  }
}

/** Header the backup route accepts from a local command (docs/operations.md). */
export const BACKUP_TOKEN_HEADER = 'x-backup-token';
export const BACKUP_TOKEN_SCOPE = 'db-backup';

/**
 * A one-minute HS256 token with scope "db-backup", signed with the server's own secret (read
 * from JWT_SECRET or DATA_DIR/jwt-secret): only someone who can read that secret can ask the
 * running server for a backup. It carries no user, so it opens no other route.
 */
export function backupToken(secret: string, now: number = Date.now()): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const seconds = Math.floor(now / 1000);
  const body = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ scope: BACKUP_TOKEN_SCOPE, iat: seconds, exp: seconds + 60 })}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}
