/**
 * Runs `callback` when the browser next has nothing to do (at the latest after `timeout` ms), or
 * shortly after where there is no idle callback (Safari). Returns what cancels it.
 */
export function whenIdle(callback: () => void, timeout = 1500): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(callback, 200);
    return () => clearTimeout(timer);
  }
  const idle = requestIdleCallback(callback, { timeout });
  return () => cancelIdleCallback(idle);
}
