import { eq } from 'drizzle-orm';
import type { PublicUser, Role } from '#domain/roles.ts';
import { MESSAGES, type NewAccount } from '#domain/user.ts';
import type { Db } from '../db/client.ts';
import { sqlState, UNIQUE_VIOLATION } from '../db/pg-errors.ts';
import { users } from '../db/schema.ts';
import { conflict } from '../errors.ts';
import { hashPassword } from './passwords.ts';

export type UserRow = typeof users.$inferSelect;

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    role: row.role,
    firstName: row.firstName,
    lastName: row.lastName,
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
  };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * Creates an account; an e-mail or document (type and number) already in use is a 409 with the
 * spec's message (for a passport, the same sentence naming the passport).
 */
export async function createUser(db: Db, data: NewAccount, role: Role = 'USER'): Promise<UserRow> {
  const { password, ...profile } = data;
  const passwordHash = await hashPassword(password);
  try {
    const [row] = await db
      .insert(users)
      .values({ ...profile, passwordHash, role })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) {
      const message =
        profile.documentType === 'passport' ? MESSAGES.passportUserExists : MESSAGES.userExists;
      throw conflict('USER_EXISTS', message);
    }
    throw error;
  }
}
