import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import LogOut from 'lucide-react/icons/log-out';
import UserRound from 'lucide-react/icons/user-round';
import { clearReturnPath } from '../../lib/return-path.ts';
import { type SessionUser, session } from '../../lib/session.ts';
import { useSession } from '../../lib/use-session.ts';
import { isMenuItemActive, menuFor, sidebarHeaderFor } from './menu.ts';

export const SIDEBAR_ID = 'app-sidebar';

interface SidebarProps {
  open: boolean;
  /** Not toggled yet: open on wide screens and closed on phones by CSS alone (use-sidebar.ts). */
  screenDefault: boolean;
  /** Called after a menu item or logout is chosen (closes the overlay on phones). */
  onNavigate: () => void;
}

export function Sidebar({ open, screenDefault, onNavigate }: SidebarProps) {
  const state = useSession();
  const pathname = useRouterState({ select: (router) => router.location.pathname });
  const navigate = useNavigate();
  const header = sidebarHeaderFor(state);

  async function logout() {
    onNavigate();
    // Leave the guarded page first, so its guard does not remember it for the next user.
    await navigate({ to: '/' });
    clearReturnPath();
    // Loaded on demand: only a device with push turned on has anything to undo (issue 29).
    await import('../../lib/push-device.ts')
      .then(({ forgetPushDevice }) => forgetPushDevice())
      .catch(() => undefined);
    session.logout();
  }

  return (
    <aside
      id={SIDEBAR_ID}
      inert={!open}
      className={`flex w-64 shrink-0 flex-col border-r border-navy-700 bg-navy-950 transition-[translate,visibility] duration-200 max-md:fixed max-md:top-14 max-md:bottom-0 max-md:left-0 max-md:z-40 md:sticky md:top-0 md:h-dvh md:transition-none ${
        screenDefault
          ? 'max-md:invisible max-md:-translate-x-full'
          : open
            ? 'translate-x-0'
            : 'invisible -translate-x-full md:hidden'
      }`}
    >
      <div className="border-b border-navy-700 px-5 py-5">
        <p className="text-lg font-bold tracking-wide text-gold-400">{header.title}</p>
        {header.subtitle ? <p className="text-xs text-navy-200">{header.subtitle}</p> : null}
      </div>

      <nav aria-label="Menú principal" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="flex flex-col gap-1">
          {menuFor(state).map((item) => {
            const active = isMenuItemActive(item.to, pathname);
            const Icon = item.icon;
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  onClick={onNavigate}
                  aria-current={active ? 'page' : undefined}
                  activeOptions={{ exact: true, includeSearch: false }}
                  className={`flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors ${
                    active
                      ? 'bg-gold-400 text-navy-950'
                      : 'text-navy-100 hover:bg-navy-800 hover:text-white'
                  }`}
                >
                  <Icon aria-hidden="true" className="size-5 shrink-0" />
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      {state.status === 'authenticated' ? (
        <div className="border-t border-navy-700 p-4">
          <UserBox user={state.user} />
          <button
            type="button"
            onClick={logout}
            className="mt-3 flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium text-red-300 transition-colors hover:bg-red-500/10 hover:text-red-200"
          >
            <LogOut aria-hidden="true" className="size-5" />
            Cerrar Sesión
          </button>
        </div>
      ) : null}
    </aside>
  );
}

function UserBox({ user }: { user: SessionUser }) {
  return (
    <div className="flex items-center gap-3 rounded-lg bg-navy-800/70 p-3">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-gold-400/15 text-gold-300">
        <UserRound aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 text-sm">
        <p className="truncate font-semibold text-white">
          {user.firstName || user.name || 'Usuario'}
        </p>
        <p className="truncate text-xs text-navy-200">{user.email || 'No disponible'}</p>
        <p className="text-xs font-medium text-gold-300">
          {user.routeRole === 'admin' ? 'Administrador' : 'Cliente'}
        </p>
      </div>
    </div>
  );
}
