import { beforeEach, describe, expect, it } from 'vitest';
import {
  guardRedirect,
  isReturnPathAllowed,
  landingPathAfterLogin,
  RETURN_PATH_KEY,
  rememberReturnPath,
  takeReturnPath,
} from './return-path.ts';
import type { SessionState } from './session.ts';

const signedIn = (routeRole: 'admin' | 'customer'): SessionState => ({
  status: 'authenticated',
  token: 'jwt',
  user: { id: 1, routeRole, isAuthenticated: true },
});
const anonymous: SessionState = { status: 'anonymous', token: null, user: null };

describe('guardRedirect', () => {
  it('sends visitors home', () => {
    expect(guardRedirect(anonymous, 'admin')).toBe('/');
    expect(guardRedirect(anonymous)).toBe('/');
  });

  it('sends the wrong role to its own base path', () => {
    expect(guardRedirect(signedIn('customer'), 'admin')).toBe('/customer');
    expect(guardRedirect(signedIn('admin'), 'customer')).toBe('/admin');
  });

  it('lets the right role, or any signed-in user when no role is required, through', () => {
    expect(guardRedirect(signedIn('admin'), 'admin')).toBeNull();
    expect(guardRedirect(signedIn('customer'))).toBeNull();
  });
});

describe('landing page after login', () => {
  it('goes to the role home when nothing was stored', () => {
    expect(landingPathAfterLogin('admin', null)).toBe('/admin');
    expect(landingPathAfterLogin('customer', null)).toBe('/customer');
  });

  it('returns a customer to the reservation page they asked for', () => {
    expect(landingPathAfterLogin('customer', '/customer/reservation-page/7?start=1')).toBe(
      '/customer/reservation-page/7?start=1',
    );
  });

  it('does not send an admin into the customer area, nor a customer into admin pages', () => {
    expect(landingPathAfterLogin('admin', '/customer/reservation-page/7')).toBe('/admin');
    expect(landingPathAfterLogin('customer', '/admin/reservation')).toBe('/customer');
  });

  it('allows pages any signed-in user or visitor may see', () => {
    expect(isReturnPathAllowed('/admin/vehicle', 'customer')).toBe(true);
    expect(isReturnPathAllowed('/customer/vehicles', 'admin')).toBe(true);
    expect(isReturnPathAllowed('/customer/vehicle-type/suv', 'admin')).toBe(true);
  });

  it('never leaves the site or loops back to the auth pages', () => {
    for (const href of ['//evil.example/x', '/\\evil.example', 'https://evil.example', '/login']) {
      expect(isReturnPathAllowed(href, 'customer')).toBe(false);
    }
    expect(isReturnPathAllowed('/customerx', 'admin')).toBe(true);
  });
});

describe('remembered path', () => {
  beforeEach(() => sessionStorage.clear());

  it('is used once', () => {
    rememberReturnPath('/customer/my-reservations');
    expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBe('/customer/my-reservations');
    expect(takeReturnPath()).toBe('/customer/my-reservations');
    expect(takeReturnPath()).toBeNull();
  });
});
