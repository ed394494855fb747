import { useSyncExternalStore } from 'react';

/**
 * Whether `query` (a CSS media query) matches now, kept up to date as the window changes. For
 * what must be drawn in one layout only (the management page draws its table or its cards, not
 * both); what CSS alone can switch stays in CSS. False where there is no window (the prerender).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
