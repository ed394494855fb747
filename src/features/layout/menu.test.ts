import { describe, expect, it } from 'vitest';
import type { SessionState } from '../../lib/session.ts';
import { isMenuItemActive, menuFor, sidebarHeaderFor } from './menu.ts';

const as = (routeRole: 'admin' | 'customer'): SessionState => ({
  status: 'authenticated',
  token: 't',
  user: { routeRole, isAuthenticated: true },
});
const visitor: SessionState = { status: 'anonymous', token: null, user: null };

describe('isMenuItemActive', () => {
  it('matches the root and the role homes exactly', () => {
    expect(isMenuItemActive('/', '/')).toBe(true);
    expect(isMenuItemActive('/', '/login')).toBe(false);
    expect(isMenuItemActive('/admin', '/admin')).toBe(true);
    expect(isMenuItemActive('/admin', '/admin/')).toBe(true);
    expect(isMenuItemActive('/admin', '/admin/vehicle')).toBe(false);
    expect(isMenuItemActive('/customer', '/customer/vehicles')).toBe(false);
  });

  it('matches other items by whole path segments', () => {
    expect(isMenuItemActive('/admin/vehicle', '/admin/vehicle')).toBe(true);
    expect(isMenuItemActive('/admin/vehicle', '/admin/vehicle/12')).toBe(true);
    expect(isMenuItemActive('/admin/vehicle', '/admin/vehicles')).toBe(false);
    expect(isMenuItemActive('/customer/my-reservations', '/customer/my-reservations/')).toBe(true);
  });
});

describe('menus by role', () => {
  const labels = (state: SessionState) => menuFor(state).map((item) => `${item.to} ${item.label}`);

  it('gives each role the items of SPEC 2.3', () => {
    expect(labels(visitor)).toEqual([
      '/ Página Principal',
      '/customer/vehicles Vehículos',
      '/login Iniciar Sesión',
      '/register Registrarse',
    ]);
    expect(labels(as('admin'))).toEqual([
      '/admin Dashboard',
      '/admin/operations Operaciones de hoy',
      '/admin/reservation Gestión de Reservas',
      '/admin/vehicle Gestión de Vehículos',
      '/admin/maintenance Mantenimiento',
      '/admin/reports Reportes',
      '/admin/messages Mensajes',
      '/admin/notifications Notificaciones',
      '/admin/settings Configuración',
    ]);
    expect(labels(as('customer'))).toEqual([
      '/customer Inicio',
      '/customer/vehicles Vehículos',
      '/customer/my-reservations Mis Reservas',
      '/customer/notifications Notificaciones',
    ]);
  });

  it('titles the sidebar by role', () => {
    expect(sidebarHeaderFor(visitor)).toEqual({ title: 'ELITE DRIVE' });
    expect(sidebarHeaderFor(as('admin'))).toEqual({
      title: 'Panel Administrativo',
      subtitle: 'ELITE DRIVE Admin',
    });
    expect(sidebarHeaderFor(as('customer'))).toEqual({
      title: 'Portal Cliente',
      subtitle: 'ELITE DRIVE',
    });
  });
});
