import { type ComponentType, useState } from 'react';
import { lazyModule, useLazyModule } from '../../lib/lazy-module.ts';
import { toast } from '../../lib/toast.ts';

export const DEFERRED_LOAD_FAILED =
  'No se pudo abrir esta ventana. Revisa tu conexión e inténtalo de nuevo.';

/**
 * A component the screen may never show (a dialog, most of the time), kept out of the screen's
 * first download: its module loads once the browser is idle after the screen is drawn, or at
 * once when it is wanted sooner (`lazyModule`). It draws nothing until it is first wanted; from
 * then on it is the component itself, so a dialog closes, and gives the focus back, exactly as it
 * would have. When its module cannot be loaded it says so and closes, so the next click tries
 * again.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  dialog: {
    /** Whether these props ask for it to be shown (a dialog's open state). */
    isOpen(props: P): boolean;
    /** Tells the screen it is not shown after all (its module could not be loaded). */
    close(props: P): void;
  },
): ComponentType<P> {
  const module = lazyModule(load);

  // biome-ignore lint/correctness/noComponentHookFactories: made once per dialog at module level, as React.lazy is.
  return function Deferred(props: P) {
    const want = dialog.isOpen(props);
    const [shown, setShown] = useState(want);
    if (want && !shown) setShown(true);
    const Component = useLazyModule(module, want, () => {
      toast.error(DEFERRED_LOAD_FAILED);
      // The screen's state goes back to closed, so asking again loads again.
      dialog.close(props);
    });
    return shown && Component ? <Component {...props} /> : null;
  };
}
