import type { ReactNode } from 'react';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint.ts';
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

/**
 * What the first screen shows nothing of, or only below it (the top bar's sync state when all is
 * well, the footer): drawn once the browser is idle after the screen, so its code is not fetched
 * ahead of the screen's pictures and data (issue 32). Never in the prerendered page.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null;
}
