import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle.ts';

/**
 * False until the browser is first idle after this component was drawn (and during the home
 * page's prerender and its hydration): what the first screen can do without waits until then,
 * so its code is not fetched ahead of the screen's pictures and data.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  return ready;
}
