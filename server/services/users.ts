import { eq } from 'drizzle-orm';
import type { PublicUser, Role } from '#domain/roles.ts';
import type { RegisterData } from '#domain/user.ts';
import { MESSAGES } from '#domain/user.ts';
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

/** Creates an account; an e-mail or DUI already in use is a 409 with the spec's message. */
export async function createUser(
  db: Db,
  data: Omit<RegisterData, 'confirmPassword'>,
  role: Role = 'USER',
): Promise<UserRow> {
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
    if (sqlState(error) === UNIQUE_VIOLATION) throw conflict('USER_EXISTS', MESSAGES.userExists);
    throw error;
  }
}
