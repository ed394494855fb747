import type { LucideIcon } from 'lucide-react';
import Bell from 'lucide-react/icons/bell';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import Car from 'lucide-react/icons/car';
import CarFront from 'lucide-react/icons/car-front';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import House from 'lucide-react/icons/house';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import LogIn from 'lucide-react/icons/log-in';
import Mail from 'lucide-react/icons/mail';
import Settings from 'lucide-react/icons/settings';
import UserPlus from 'lucide-react/icons/user-plus';
import Wrench from 'lucide-react/icons/wrench';
import type { SessionState } from '../../lib/session.ts';

export interface MenuItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

const VISITOR_MENU: readonly MenuItem[] = [
  { to: '/', label: 'Página Principal', icon: House },
  { to: '/customer/vehicles', label: 'Vehículos', icon: Car },
  { to: '/login', label: 'Iniciar Sesión', icon: LogIn },
  { to: '/register', label: 'Registrarse', icon: UserPlus },
];

const ADMIN_MENU: readonly MenuItem[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/operations', label: 'Operaciones de hoy', icon: ClipboardCheck },
  { to: '/admin/reservation', label: 'Gestión de Reservas', icon: CalendarCheck },
  { to: '/admin/vehicle', label: 'Gestión de Vehículos', icon: CarFront },
  { to: '/admin/maintenance', label: 'Mantenimiento', icon: Wrench },
  // The customers' list icon (already in the first download; admins never see both menus).
  { to: '/admin/reports', label: 'Reportes', icon: ClipboardList },
  { to: '/admin/messages', label: 'Mensajes', icon: Mail },
  { to: '/admin/notifications', label: 'Notificaciones', icon: Bell },
  { to: '/admin/settings', label: 'Configuración', icon: Settings },
];

const CUSTOMER_MENU: readonly MenuItem[] = [
  { to: '/customer', label: 'Inicio', icon: House },
  { to: '/customer/vehicles', label: 'Vehículos', icon: Car },
  { to: '/customer/my-reservations', label: 'Mis Reservas', icon: ClipboardList },
  { to: '/customer/notifications', label: 'Notificaciones', icon: Bell },
];

export function menuFor(state: SessionState): readonly MenuItem[] {
  if (state.status !== 'authenticated') return VISITOR_MENU;
  return state.user.routeRole === 'admin' ? ADMIN_MENU : CUSTOMER_MENU;
}

/** Home pages would otherwise light up for every page beneath them. */
const EXACT_MATCH = new Set(['/', '/admin', '/customer']);

/** Root and role homes match exactly, others by whole path segments ('/a' not '/ab'). */
export function isMenuItemActive(itemPath: string, pathname: string): boolean {
  const current = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (EXACT_MATCH.has(itemPath)) return current === itemPath;
  return current === itemPath || current.startsWith(`${itemPath}/`);
}

export interface SidebarHeader {
  title: string;
  subtitle?: string;
}

export const BRAND = 'ELITE DRIVE';

export function sidebarHeaderFor(state: SessionState): SidebarHeader {
  if (state.status !== 'authenticated') return { title: BRAND };
  return state.user.routeRole === 'admin'
    ? { title: 'Panel Administrativo', subtitle: `${BRAND} Admin` }
    : { title: 'Portal Cliente', subtitle: BRAND };
}
