import { inArray, sql } from 'drizzle-orm';
import type { LoginThrottle } from '../config.ts';
import type { Db } from '../db/client.ts';
import { loginAttempts } from '../db/schema.ts';

const keysFor = (address: string, email: string) => ({
  address: `address:${address}`,
  email: `email:${email}`,
});

/** True when this address or this e-mail has used up its failed attempts for the window. */
export async function isLoginBlocked(
  db: Db,
  limits: LoginThrottle,
  address: string,
  email: string,
): Promise<boolean> {
  const keys = keysFor(address, email);
  const since = new Date(Date.now() - limits.windowMs);
  const rows = await db
    .select()
    .from(loginAttempts)
    .where(inArray(loginAttempts.key, [keys.address, keys.email]));
  return rows.some(
    (row) =>
      row.windowStartedAt > since &&
      row.failures >= (row.key === keys.email ? limits.perEmail : limits.perAddress),
  );
}

/** Counts one failure for the address and the e-mail, starting a new window when the old one ended. */
export async function recordLoginFailure(
  db: Db,
  limits: LoginThrottle,
  address: string,
  email: string,
): Promise<void> {
  const now = new Date();
  const since = new Date(now.getTime() - limits.windowMs);
  const keys = keysFor(address, email);
  await db
    .insert(loginAttempts)
    .values([
      { key: keys.address, failures: 1, windowStartedAt: now },
      { key: keys.email, failures: 1, windowStartedAt: now },
    ])
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: sql`case when ${loginAttempts.windowStartedAt} > ${since.toISOString()}::timestamptz then ${loginAttempts.failures} + 1 else 1 end`,
        windowStartedAt: sql`case when ${loginAttempts.windowStartedAt} > ${since.toISOString()}::timestamptz then ${loginAttempts.windowStartedAt} else excluded.window_started_at end`,
      },
    });
}

/** A successful sign-in forgives the e-mail's failures (not the address's: it may be shared). */
export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginAttempts).where(inArray(loginAttempts.key, [keysFor('', email).email]));
}
