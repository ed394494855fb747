import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * Controls that need their script, on the prerendered home page drawn before it: inert (no
 * click, no focus, no Enter) until React has adopted them. `display: contents`, so the wrapper
 * has no box of its own. Its children are not rendered again when it lets them go.
 */
export function InertUntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <div className="contents" inert={!hydrated}>
      {children}
    </div>
  );
}

/** What only this browser can know (its connection, its queue): not in the prerendered page. */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
