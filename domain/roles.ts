// Who is who, without zod, so the first page load of the app can use it.

/** Roles as the server stores them. */
export const ROLES = ['ADMIN', 'USER'] as const;
export type Role = (typeof ROLES)[number];

/** The user as the API shows it: never a password hash, never a DUI outside admin views. */
export interface PublicUser {
  id: number;
  role: Role;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
}

export function isAdmin(user: { role?: string | null; roles?: readonly string[] } | null): boolean {
  if (!user) return false;
  if (user.role?.toUpperCase() === 'ADMIN') return true;
  return (user.roles ?? []).some((role) => role.toUpperCase() === 'ADMIN');
}
