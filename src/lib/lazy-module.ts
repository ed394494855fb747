import { useEffect, useReducer, useRef } from 'react';
import { whenIdle } from './when-idle.ts';

/**
 * A module a screen needs only once the user opens something (a dialog, a select's list, a
 * card's menu): loaded when first wanted, or once the browser is idle after the screen is drawn.
 * Not React.lazy: a lazy component suspends on its first render even when its module is already
 * here, React holds back showing what a Suspense boundary waited for by up to 300 ms, and a failed
 * load would reach the screen's error boundary instead of a message and a second try.
 */
export interface LazyModule<M> {
  /** The module, once loaded. */
  current(): M | undefined;
  load(): Promise<M>;
  /**
   * Loads it once the browser is idle: asked once however many copies are drawn (one per card
   * on the board), and left to finish when the screen goes, since the next screen may use it.
   */
  loadWhenIdle(): void;
}

export function lazyModule<M>(importModule: () => Promise<M>): LazyModule<M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  let idleLoadAsked = false;
  const load = () => {
    loading ??= importModule().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        // The next ask tries again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    current: () => loaded,
    load,
    loadWhenIdle() {
      if (loaded || idleLoadAsked) return;
      idleLoadAsked = true;
      whenIdle(() => void load().catch(() => (idleLoadAsked = false)));
    },
  };
}

/** What the screen says when a list's code cannot be loaded (offline before it was ever cached). */
export const LIST_LOAD_FAILED =
  'No se pudo abrir esta lista. Revisa tu conexión e inténtalo de nuevo.';

/**
 * `module`'s exports once loaded: asked for when `wanted`, else when the browser is idle. When it
 * cannot be loaded while wanted, `onFailure` runs (the screen says so and stops wanting it).
 */
export function useLazyModule<M>(
  module: LazyModule<M>,
  wanted: boolean,
  onFailure: () => void,
): M | undefined {
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  // The screen's handler as it is when a load fails, not as it was when the load started.
  const failure = useRef(onFailure);
  useEffect(() => {
    failure.current = onFailure;
  });
  useEffect(() => {
    if (module.current()) return;
    if (!wanted) {
      module.loadWhenIdle();
      return;
    }
    let live = true;
    module.load().then(
      () => {
        if (live) redraw();
      },
      (error: unknown) => {
        console.error(error);
        if (live) failure.current();
      },
    );
    return () => {
      live = false;
    };
  }, [module, wanted]);
  return module.current();
}
