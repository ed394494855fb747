/**
 * The signed-in user, kept in localStorage under the keys the spec fixes ('authToken',
 * 'userData') so a reload or a second tab sees the same session.
 */
export const TOKEN_KEY = 'authToken';
export const USER_KEY = 'userData';

export type RouteRole = 'admin' | 'customer';

/** The user as the server sends it; every field optional because storage may hold old shapes. */
export interface StoredUser {
  id?: number | string;
  role?: string;
  roles?: readonly string[];
  firstName?: string;
  lastName?: string;
  name?: string;
  email?: string;
}

export interface SessionUser extends StoredUser {
  routeRole: RouteRole;
  isAuthenticated: true;
}

export type SessionState =
  | { status: 'authenticated'; token: string; user: SessionUser }
  | { status: 'anonymous'; token: null; user: null };

export interface SessionStore {
  getSnapshot(): SessionState;
  subscribe(listener: () => void): () => void;
  login(payload: { token?: unknown; user?: unknown }): SessionUser;
  updateUser(user: StoredUser): void;
  logout(): void;
  /** Runs on every logout, e.g. to wipe cached data on a shared device. */
  onLogout(cleanup: () => void): () => void;
  /** Re-reads storage, for changes made by another tab. */
  reload(): void;
}

const ANONYMOUS: SessionState = { status: 'anonymous', token: null, user: null };

/**
 * ADMIN (in `role` or in the `roles` list, any case) is admin; USER, CUSTOMER, unknown or
 * missing is customer. Kept here rather than importing domain/user.ts, which would pull zod
 * into the first download of every page.
 */
export function toRouteRole(user: Pick<StoredUser, 'role' | 'roles'>): RouteRole {
  const roles = [user.role, ...(Array.isArray(user.roles) ? user.roles : [])];
  return roles.some((role) => typeof role === 'string' && role.toUpperCase() === 'ADMIN')
    ? 'admin'
    : 'customer';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toSessionUser(user: StoredUser): SessionUser {
  return { ...user, routeRole: toRouteRole(user), isAuthenticated: true };
}

export function createSessionStore(storage: Storage): SessionStore {
  const listeners = new Set<() => void>();
  const cleanups = new Set<() => void>();

  function clearStorage(): void {
    storage.removeItem(TOKEN_KEY);
    storage.removeItem(USER_KEY);
  }

  function read(): SessionState {
    const token = storage.getItem(TOKEN_KEY);
    const rawUser = storage.getItem(USER_KEY);
    if (!token || !rawUser) {
      // Half a session is no session: drop the stray half so the next read agrees.
      if (token || rawUser) clearStorage();
      return ANONYMOUS;
    }
    try {
      const parsed: unknown = JSON.parse(rawUser);
      if (!isObject(parsed)) throw new TypeError('userData is not an object');
      return { status: 'authenticated', token, user: toSessionUser(parsed as StoredUser) };
    } catch {
      // The spec asks for a silent reset when stored data is corrupt.
      clearStorage();
      return ANONYMOUS;
    }
  }

  let state = read();

  function set(next: SessionState): void {
    state = next;
    for (const listener of listeners) listener();
  }

  function writeUser(token: string, user: StoredUser): SessionUser {
    const sessionUser = toSessionUser(user);
    try {
      storage.setItem(TOKEN_KEY, token);
      storage.setItem(USER_KEY, JSON.stringify(sessionUser));
    } catch {
      throw new Error('Error updating context');
    }
    set({ status: 'authenticated', token, user: sessionUser });
    return sessionUser;
  }

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    login({ token, user }) {
      if (typeof token !== 'string' || token === '' || !isObject(user)) {
        throw new Error('Invalid auth data');
      }
      return writeUser(token, user as StoredUser);
    },
    updateUser(user) {
      if (state.status !== 'authenticated') return;
      // The same user again (the start's revalidation, most of the time): nothing to redraw.
      if (JSON.stringify(toSessionUser(user)) === JSON.stringify(state.user)) return;
      writeUser(state.token, user);
    },
    logout() {
      clearStorage();
      set(ANONYMOUS);
      for (const cleanup of cleanups) cleanup();
    },
    onLogout(cleanup) {
      cleanups.add(cleanup);
      return () => cleanups.delete(cleanup);
    },
    reload() {
      const next = read();
      if (JSON.stringify(next) !== JSON.stringify(state)) set(next);
    },
  };
}

/** localStorage, or a memory stand-in where the browser refuses storage (privacy modes). */
function browserStorage(): Storage {
  try {
    const storage = window.localStorage;
    storage.getItem(TOKEN_KEY);
    return storage;
  } catch {
    const memory = new Map<string, string>();
    return {
      get length() {
        return memory.size;
      },
      clear: () => memory.clear(),
      getItem: (key) => memory.get(key) ?? null,
      key: (index) => [...memory.keys()][index] ?? null,
      removeItem: (key) => memory.delete(key),
      setItem: (key, value) => memory.set(key, String(value)),
    };
  }
}

export const session: SessionStore = createSessionStore(browserStorage());

if (typeof window !== 'undefined') {
  // Signing out in one tab signs out the others.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) session.reload();
  });
}
