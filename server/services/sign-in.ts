import { setTimeout as sleep } from 'node:timers/promises';
import type { PublicUser } from '#domain/roles.ts';
import { MESSAGES } from '#domain/user.ts';
import type { LoginThrottle } from '../config.ts';
import type { Db } from '../db/client.ts';
import { unauthorized } from '../errors.ts';
import { clearLoginFailures, loginVerdict, recordLoginFailure } from './login-throttle.ts';
import { verifyAgainstDecoy, verifyPassword } from './passwords.ts';
import { findUserByEmail, toPublicUser } from './users.ts';

/** A sign-in's outcome: the user, or how long the caller must wait before trying again. */
export type SignInOutcome =
  | { user: PublicUser; retryAfterSeconds?: never }
  | { user?: never; retryAfterSeconds: number };

/**
 * Checks an e-mail and password under the sign-in throttle (services/login-throttle.ts).
 * A wrong password and an unknown e-mail cost the same time (the decoy hash) and answer the same
 * 401, so an answer never tells whether an account exists.
 */
export async function signIn(
  db: Db,
  limits: LoginThrottle,
  address: string,
  email: string,
  password: string,
): Promise<SignInOutcome> {
  const verdict = await loginVerdict(db, limits, address, email);
  if (verdict.retryAfterSeconds !== null) return { retryAfterSeconds: verdict.retryAfterSeconds };
  // An e-mail under attack from many addresses is slowed down for everyone, owner included,
  // but never closed to the owner: the delay is capped.
  if (verdict.delayMs > 0) await sleep(verdict.delayMs);
  const row = await findUserByEmail(db, email);
  const valid = row
    ? await verifyPassword(row.passwordHash, password)
    : await verifyAgainstDecoy(password);
  if (!row || !valid) {
    await recordLoginFailure(db, limits, address, email);
    throw unauthorized(MESSAGES.invalidCredentials);
  }
  await clearLoginFailures(db, address, email);
  return { user: toPublicUser(row) };
}
