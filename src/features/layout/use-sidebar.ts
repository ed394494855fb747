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

/**
 * Open by default on wide screens, closed on phones; crossing the breakpoint resets it.
 * Until the menu button is used, `screenDefault` is true and the sidebar takes that default from
 * CSS alone, so markup drawn before any script (the prerendered home page, which cannot know the
 * screen) is right on a phone and on a desktop alike.
 */
export function useSidebar() {
  const isMobile = useIsMobile();
  // `choice` null: the screen's default.
  const [state, setState] = useState<{ choice: boolean | null; mobile: boolean }>(() => ({
    choice: null,
    mobile: isMobile,
  }));
  if (state.mobile !== isMobile) setState({ choice: null, mobile: isMobile });
  const choice = state.mobile === isMobile ? state.choice : null;
  const open = choice ?? !isMobile;

  const setOpen = useCallback(
    (next: boolean) => setState((current) => ({ ...current, choice: next })),
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

  return { open, isMobile, screenDefault: choice === null, setOpen, toggle: () => setOpen(!open) };
}
