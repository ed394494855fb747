import { useEffect, useRef, useState } from 'react';

/**
 * The width a chart is drawn at, kept current: charts draw in real pixels so their text stays
 * the page's size on a phone instead of shrinking with a scaled viewBox.
 */
export function useElementWidth<T extends HTMLElement>(initial = 600) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth || initial);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width) || initial);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [initial]);
  return { ref, width };
}
