import { startTransition, useCallback, useEffect, useState } from 'react';

/** Below this width the sidebar floats over the page instead of pushing it. */
const MOBILE_QUERY = '(max-width: 767.98px)';

/**
 * Whether the screen is phone-sized: false on the first render, as on the server that
 * prerendered the home page (which cannot know), then the browser's answer as a transition, in
 * slices (an external store would re-render the whole frame in one long task on a phone). What
 * shows meanwhile is right on any screen: the sidebar takes its default from CSS.
 */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const update = () => startTransition(() => setMobile(query.matches));
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return mobile;
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
