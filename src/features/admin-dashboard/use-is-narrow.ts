import { useSyncExternalStore } from 'react';

/** The spec's mobile breakpoint (SPEC 9): below 768 px the calendar shows its agenda views. */
const NARROW = '(max-width: 767px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useIsNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
}
