import type { RouteRole, SessionState } from './session.ts';

/**
 * Where a visitor wanted to go before being asked to sign in. sessionStorage, so it dies with
 * the tab and never leaks to the next person on a shared device.
 */
export const RETURN_PATH_KEY = 'redirectAfterLogin';

export const BASE_PATHS = { admin: '/admin', customer: '/customer' } as const;

export function basePathFor(role: RouteRole): (typeof BASE_PATHS)[RouteRole] {
  return BASE_PATHS[role];
}

/** Pages any signed-in user may open, even under another role's prefix. */
const SIGNED_IN_PAGES = ['/admin/vehicle', '/admin/maintenance'];
const PUBLIC_PAGES = ['/customer/vehicles', '/customer/vehicle-type'];
const AUTH_PAGES = ['/login', '/register'];

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** True when `href` is a same-site path that a user with `role` may land on after login. */
export function isReturnPathAllowed(href: string, role: RouteRole): boolean {
  // Only local absolute paths: '//evil.example' and '/\evil' would leave the site.
  if (!href.startsWith('/') || href.startsWith('//') || href.startsWith('/\\')) return false;
  const pathname = href.split(/[?#]/, 1)[0] ?? '';
  if (AUTH_PAGES.some((page) => isUnder(pathname, page))) return false;
  if ([...SIGNED_IN_PAGES, ...PUBLIC_PAGES].some((page) => isUnder(pathname, page))) return true;
  if (isUnder(pathname, BASE_PATHS.admin)) return role === 'admin';
  if (isUnder(pathname, BASE_PATHS.customer)) return role === 'customer';
  return true;
}

/** The stored page when allowed for the role, else the role's home. */
export function landingPathAfterLogin(role: RouteRole, stored: string | null): string {
  return stored && isReturnPathAllowed(stored, role) ? stored : basePathFor(role);
}

/**
 * Where a guard sends the current session for a page needing `requiredRole`, or null to let it
 * through: visitors to '/', the wrong role to its own home.
 */
export function guardRedirect(
  state: SessionState,
  requiredRole?: RouteRole,
): '/' | (typeof BASE_PATHS)[RouteRole] | null {
  if (state.status !== 'authenticated') return '/';
  if (requiredRole && state.user.routeRole !== requiredRole) {
    return basePathFor(state.user.routeRole);
  }
  return null;
}

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberReturnPath(href: string): void {
  tabStorage()?.setItem(RETURN_PATH_KEY, href);
}

/** Reads and forgets the stored path, so it is used once. */
export function takeReturnPath(): string | null {
  const storage = tabStorage();
  const href = storage?.getItem(RETURN_PATH_KEY) ?? null;
  storage?.removeItem(RETURN_PATH_KEY);
  return href;
}

export function clearReturnPath(): void {
  tabStorage()?.removeItem(RETURN_PATH_KEY);
}
