import { useEffect, useReducer, useRef } from 'react';
import { whenIdle } from './when-idle.ts';

/**
 * A module a screen needs only once the user opens something (a select's list, a card's menu):
 * loaded when first wanted, or once the browser is idle after the screen is drawn. Not React.lazy,
 * for the reasons `deferred` gives (src/components/ui/deferred.tsx): a lazy component suspends
 * even when its module is here, and a failed load would reach the screen's error boundary.
 */
/** What the screen says when a list's code cannot be loaded (offline before it was ever cached). */
export const LIST_LOAD_FAILED =
  'No se pudo abrir esta lista. Revisa tu conexión e inténtalo de nuevo.';

/** Says LIST_LOAD_FAILED in a toast (sonner loads on demand too). */
export function sayListLoadFailed(): void {
  void import('sonner').then(({ toast }) => toast.error(LIST_LOAD_FAILED));
}

export interface LazyModule<M> {
  /** The module, once loaded. */
  current(): M | undefined;
  load(): Promise<M>;
}

export function lazyModule<M>(importModule: () => Promise<M>): LazyModule<M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    current: () => loaded,
    load() {
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
    },
  };
}

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
  const failure = useRef(onFailure);
  useEffect(() => {
    failure.current = onFailure;
  });
  useEffect(() => {
    if (module.current()) return;
    if (!wanted) return whenIdle(() => void module.load().catch(() => undefined));
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
