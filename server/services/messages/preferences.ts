/** What each person chose to receive, their push subscriptions and the one-click unsubscribe. */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type {
  NotificationPreferencesInput,
  NotificationPreferencesView,
  PushSubscriptionInput,
} from '#domain/message-contracts.ts';
import { MESSAGE_MESSAGES as M, staffPreferencesOf } from '#domain/messages.ts';
import { isAdmin, type PublicUser } from '#domain/roles.ts';
import type { Db } from '../../db/client.ts';
import { FOREIGN_KEY_VIOLATION, sqlState } from '../../db/pg-errors.ts';
import { notificationPreferences, pushSubscriptions } from '../../db/schema.ts';
import { forbidden } from '../../errors.ts';

export async function readPreferences(
  db: Db,
  user: PublicUser,
): Promise<NotificationPreferencesView> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, user.id));
  return {
    emailReminders: row?.emailReminders ?? true,
    push: row?.push ?? true,
    ...(isAdmin(user) ? { staff: staffPreferencesOf(row?.staff ?? {}) } : {}),
  };
}

/** PUT: the fields given change, the others stay; the whole is answered. */
export async function updatePreferences(
  db: Db,
  user: PublicUser,
  input: NotificationPreferencesInput,
): Promise<NotificationPreferencesView> {
  if (input.staff && !isAdmin(user)) throw forbidden(M.staffOnly);
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, user.id))
      .for('update');
    const staff = { ...staffPreferencesOf(current?.staff ?? {}) };
    for (const [kind, choice] of Object.entries(input.staff ?? {})) {
      const key = kind as keyof typeof staff;
      staff[key] = { ...staff[key], ...choice };
    }
    const values = {
      emailReminders: input.emailReminders ?? current?.emailReminders ?? true,
      push: input.push ?? current?.push ?? true,
      staff,
      updatedAt: new Date(),
    };
    await tx
      .insert(notificationPreferences)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set: values });
  });
  return readPreferences(db, user);
}

/** True when the endpoint is new (201), false when it was already there (200, one row). */
export async function subscribePush(db: Db, userId: number, input: PushSubscriptionInput) {
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
    // A browser handed to another account now notifies that account.
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: input.keys.p256dh, auth: input.keys.auth },
    })
    .returning({ created: sql<boolean>`(xmax = 0)` });
  return row?.created === true;
}

/** Removes the caller's own subscription; someone else's endpoint is left alone. */
export async function unsubscribePush(db: Db, userId: number, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
}

/**
 * The one-click unsubscribe token of a person: their id and an HMAC of it under the server's
 * secret, so a link works without signing in and cannot be made for someone else.
 */
const signatureOf = (secret: string, userId: number) =>
  createHmac('sha256', secret).update(`unsubscribe:${userId}`).digest('base64url').slice(0, 32);

export const unsubscribeToken = (secret: string, userId: number) =>
  `${userId}.${signatureOf(secret, userId)}`;

export function userOfUnsubscribeToken(secret: string, token: string): number | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const expected = Buffer.from(signatureOf(secret, userId));
  const given = Buffer.from(match[2] as string);
  return timingSafeEqual(expected, given) ? userId : null;
}

/** Turns the pickup reminder e-mails off for that person. */
export async function stopEmailReminders(db: Db, userId: number) {
  try {
    await db
      .insert(notificationPreferences)
      .values({ userId, emailReminders: false })
      .onConflictDoUpdate({
        target: notificationPreferences.userId,
        set: { emailReminders: false, updatedAt: new Date() },
      });
  } catch (error) {
    // An account deleted since the e-mail was sent gets nothing more anyway.
    if (sqlState(error) !== FOREIGN_KEY_VIOLATION) throw error;
  }
}
