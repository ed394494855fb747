import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** Below this width the sidebar floats over the page instead of pushing it. */
const MOBILE_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isMobileNow = () => window.matchMedia(MOBILE_QUERY).matches;

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}

/** Open by default on wide screens, closed on phones; crossing the breakpoint resets it. */
export function useSidebar() {
  const isMobile = useIsMobile();
  const [state, setState] = useState(() => ({ open: !isMobile, mobile: isMobile }));
  if (state.mobile !== isMobile) setState({ open: !isMobile, mobile: isMobile });
  const open = state.mobile === isMobile ? state.open : !isMobile;

  const setOpen = useCallback(
    (next: boolean) => setState((current) => ({ ...current, open: next })),
    [],
  );

  // The overlay is modal-like on phones: Escape dismisses it.
  useEffect(() => {
    if (!(isMobile && open)) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isMobile, open, setOpen]);

  return { open, isMobile, setOpen, toggle: () => setOpen(!open) };
}
