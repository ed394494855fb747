import { Outlet, useRouterState } from '@tanstack/react-router';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { lazy, Suspense } from 'react';
import { AfterFirstPaint, InertUntilHydrated } from '../../components/ui/hydration.tsx';
import { InstallButton } from '../../components/ui/install-button.tsx';
import { BRAND } from './menu.ts';
import { useShiftPrefetch } from './shift-prefetch.ts';
import { SIDEBAR_ID, Sidebar } from './sidebar.tsx';
import { useSidebar } from './use-sidebar.ts';

// Below every page and drawn once the browser is idle after the screen: its code (opening hours, contact links) stays
// out of the first load.
const SiteFooter = lazy(() =>
  import('./site-footer.tsx').then((module) => ({ default: module.SiteFooter })),
);

// Once the browser is idle after the first paint (the worker precaches it, so offline too): the top bar's sync
// state is empty on a first visit, and its code stays out of the first download.
const OfflineIndicator = lazy(async () => ({
  default: (await import('../../components/ui/offline-indicator.tsx')).OfflineIndicator,
}));

/** The frame of every screen: skip link, sidebar, top bar and the page itself. */
export function AppLayout() {
  const sidebar = useSidebar();
  useShiftPrefetch();
  // The company's contact is for customers and visitors; staff screens end with their work.
  const onStaffScreen = useRouterState({
    select: (state) => state.location.pathname.startsWith('/admin'),
  });
  const closeOnPhone = () => {
    if (sidebar.isMobile) sidebar.setOpen(false);
  };

  return (
    <div className="flex min-h-dvh">
      <a
        href="#main-content"
        className="fixed top-2 left-2 z-50 inline-flex min-h-11 -translate-y-24 items-center rounded-lg bg-gold-400 px-4 font-semibold text-navy-950 focus:translate-y-0"
      >
        Saltar al contenido
      </a>

      {sidebar.isMobile && sidebar.open ? (
        <button
          type="button"
          tabIndex={-1}
          aria-label="Cerrar menú"
          onClick={() => sidebar.setOpen(false)}
          className="fixed inset-x-0 top-14 bottom-0 z-30 bg-black/60 backdrop-blur-sm"
        />
      ) : null}

      <Sidebar
        open={sidebar.open}
        screenDefault={sidebar.screenDefault}
        onNavigate={closeOnPhone}
      />

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-40 flex h-14 items-center gap-3 border-b border-navy-700 bg-navy-900/90 px-3 backdrop-blur sm:px-4">
          <InertUntilHydrated>
            <button
              type="button"
              onClick={sidebar.toggle}
              aria-label={sidebar.open ? 'Ocultar menú' : 'Mostrar menú'}
              aria-expanded={sidebar.open}
              aria-controls={SIDEBAR_ID}
              className="grid size-11 place-items-center rounded-lg text-navy-100 hover:bg-navy-800 hover:text-white"
            >
              {sidebar.screenDefault ? (
                <>
                  <X aria-hidden="true" className="size-6 max-md:hidden" />
                  <Menu aria-hidden="true" className="size-6 md:hidden" />
                </>
              ) : sidebar.open ? (
                <X aria-hidden="true" className="size-6" />
              ) : (
                <Menu aria-hidden="true" className="size-6" />
              )}
            </button>
          </InertUntilHydrated>
          <span className="font-bold tracking-widest text-gold-400">{BRAND}</span>
          <div className="ml-auto flex min-w-0 items-center gap-2">
            <AfterFirstPaint>
              <Suspense fallback={null}>
                <OfflineIndicator />
              </Suspense>
            </AfterFirstPaint>
            <InstallButton />
          </div>
        </header>

        <main id="main-content" tabIndex={-1} className="flex-1 px-4 py-6 sm:px-6 lg:px-10">
          <Outlet />
        </main>
        {onStaffScreen ? null : (
          <AfterFirstPaint>
            <Suspense fallback={null}>
              <SiteFooter />
            </Suspense>
          </AfterFirstPaint>
        )}
      </div>
    </div>
  );
}
