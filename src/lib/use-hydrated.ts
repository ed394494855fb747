import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React renders on the server and while it adopts that markup in the browser (the
 * prerendered home page); true from the render after. A screen rendered in the browser from the
 * start sees true at once. Controls that need their script are inert until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
