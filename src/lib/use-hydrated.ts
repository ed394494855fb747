import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React renders on the server (the build's prerender of the home page) and while
 * it adopts that markup in the browser; true from the render after. A screen drawn in the
 * browser from the start sees true at once. The change re-renders the calling component at
 * once, in one piece: keep it to small components (src/components/ui/hydration.tsx).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
