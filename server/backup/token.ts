import { createHmac } from 'node:crypto';

/**
 * Header the backup route accepts from the local `npm run db:backup` (docs/operations.md). Who
 * holds the embedded folder is read with readDataDirLock (server/db/data-dir-lock.ts).
 */
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
