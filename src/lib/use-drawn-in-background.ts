import { useDeferredValue, useEffect } from 'react';

/** Whether a visit's first screen has been drawn: the next screens are drawn at once. */
let firstScreenDrawn = false;

/**
 * False in the first render of a visit's first screen, then true in a background render that
 * React draws in slices, yielding to the browser between them. The router mounts a screen with an
 * update that is not a transition, so a heavy screen was one long task of the start (the
 * management page's: 150-250 ms, Lighthouse's blocking time). Screens opened later in the visit
 * get true at once, with no in-between render to flash.
 */
export function useDrawnInBackground(): boolean {
  const drawn = useDeferredValue(true, firstScreenDrawn ? undefined : false);
  useEffect(() => {
    if (drawn) firstScreenDrawn = true;
  }, [drawn]);
  return drawn;
}
