import { type ReactNode, useRef } from 'react';
import { useSeen } from './use-seen.ts';

/**
 * Its children, drawn (and their lazy code fetched) once the fallback's place comes into view.
 * For what sits at the bottom of the dashboard: its calendar subscriptions list the whole fleet
 * in a select, a 400 ms render at 4x during the page's load (issue 32) for a panel one or more
 * screens down.
 */
export function DrawnWhenSeen({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const seen = useSeen(box);
  return seen ? children : <div ref={box}>{fallback}</div>;
}
