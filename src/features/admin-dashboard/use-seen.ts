import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element has come within `margin` of the screen, once; it stays true from then on.
 * On a phone the dashboard's calendar sits below the side column, a screen or more down: drawing
 * schedule-x there cost about 3 s of a phone's main thread during the page's load (issue 32), for
 * something the user sees only after scrolling. Without IntersectionObserver it is true at once.
 */
export function useSeen(ref: RefObject<Element | null>, margin = '0px'): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen, margin]);
  return seen;
}
