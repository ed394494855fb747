import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore, TOKEN_KEY, toRouteRole, USER_KEY } from './session.ts';

const admin = { id: 1, role: 'ADMIN', firstName: 'Ana', email: 'ana@elite.sv' };

describe('session store', () => {
  beforeEach(() => localStorage.clear());

  it('starts signed in when a token and parseable user data are stored', () => {
    localStorage.setItem(TOKEN_KEY, 'jwt');
    localStorage.setItem(USER_KEY, JSON.stringify(admin));
    const state = createSessionStore(localStorage).getSnapshot();
    expect(state.status).toBe('authenticated');
    expect(state.token).toBe('jwt');
    expect(state.user).toMatchObject({
      firstName: 'Ana',
      routeRole: 'admin',
      isAuthenticated: true,
    });
  });

  it.each([
    ['broken JSON', '{not json'],
    ['a JSON value that is not a user', '42'],
  ])('silently clears both keys on %s', (_case, raw) => {
    localStorage.setItem(TOKEN_KEY, 'jwt');
    localStorage.setItem(USER_KEY, raw);
    const store = createSessionStore(localStorage);
    expect(store.getSnapshot().status).toBe('anonymous');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('is anonymous with a token but no user data, and drops the stray token', () => {
    localStorage.setItem(TOKEN_KEY, 'jwt');
    expect(createSessionStore(localStorage).getSnapshot().status).toBe('anonymous');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('login stores token and user, notifies subscribers and derives the route role', () => {
    const store = createSessionStore(localStorage);
    const listener = vi.fn();
    store.subscribe(listener);
    const user = store.login({ token: 'jwt', user: { id: 2, role: 'USER', firstName: 'Luis' } });
    expect(user.routeRole).toBe('customer');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('jwt');
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '')).toMatchObject({
      firstName: 'Luis',
      routeRole: 'customer',
      isAuthenticated: true,
    });
  });

  it('refuses a login payload without a user or token', () => {
    const store = createSessionStore(localStorage);
    expect(() => store.login({ token: 'jwt' })).toThrow('Invalid auth data');
    expect(() => store.login({ user: admin })).toThrow('Invalid auth data');
    expect(store.getSnapshot().status).toBe('anonymous');
  });

  it('logout removes both keys and runs the registered cleanups', () => {
    const store = createSessionStore(localStorage);
    store.login({ token: 'jwt', user: admin });
    const wipeCache = vi.fn();
    store.onLogout(wipeCache);
    store.logout();
    expect(store.getSnapshot()).toEqual({ status: 'anonymous', token: null, user: null });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(wipeCache).toHaveBeenCalledTimes(1);
  });

  it('updateUser rewrites the stored user and keeps the token', () => {
    const store = createSessionStore(localStorage);
    store.login({ token: 'jwt', user: admin });
    store.updateUser({ ...admin, firstName: 'Ana María' });
    expect(store.getSnapshot().user?.firstName).toBe('Ana María');
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '').firstName).toBe('Ana María');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('jwt');
  });

  it('updateUser with the user it already has tells nobody (no redraw of every screen)', () => {
    const store = createSessionStore(localStorage);
    store.login({ token: 'jwt', user: admin });
    const listener = vi.fn();
    store.subscribe(listener);
    store.updateUser({ ...admin });
    expect(listener).not.toHaveBeenCalled();
    store.updateUser({ ...admin, firstName: 'Ana María' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('reload picks up a logout made by another tab', () => {
    const store = createSessionStore(localStorage);
    store.login({ token: 'jwt', user: admin });
    localStorage.clear();
    store.reload();
    expect(store.getSnapshot().status).toBe('anonymous');
  });
});

describe('toRouteRole', () => {
  it.each([
    [{ role: 'ADMIN' }, 'admin'],
    [{ role: 'admin' }, 'admin'],
    [{ role: 'USER', roles: ['user', 'Admin'] }, 'admin'],
    [{ role: 'USER' }, 'customer'],
    [{ role: 'customer' }, 'customer'],
    [{ role: 'MANAGER' }, 'customer'],
    [{}, 'customer'],
  ] as const)('%o -> %s', (user, expected) => {
    expect(toRouteRole(user)).toBe(expected);
  });
});
