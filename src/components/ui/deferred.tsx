import {
  type ComponentType,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
} from 'react';
import { whenIdle } from '../../lib/when-idle.ts';

export const DEFERRED_LOAD_FAILED =
  'No se pudo abrir esta ventana. Revisa tu conexión e inténtalo de nuevo.';

/**
 * A component the screen may never show (a dialog, most of the time), kept out of the screen's
 * first download: its module loads once the browser is idle after the screen is drawn, or at
 * once when it is wanted sooner. It draws nothing until it is first wanted; from then on it is
 * the component itself, so a dialog closes, and gives the focus back, exactly as it would have.
 * When its module cannot be loaded it says so and closes, so the next click tries again.
 *
 * Not React.lazy: a lazy component suspends on its first render even when its module is already
 * here, and React holds back showing what a Suspense boundary was waiting for by up to 300 ms.
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
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  // Once per component, however many copies are drawn (one per card on the board).
  let idleLoadAsked = false;
  const start = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  // biome-ignore lint/correctness/noComponentHookFactories: made once per dialog at module level, as React.lazy is.
  return function Deferred(props: P) {
    const want = dialog.isOpen(props);
    const [shown, setShown] = useState(want);
    const [, redraw] = useReducer((n: number) => n + 1, 0);
    if (want && !shown) setShown(true);
    // The screen's handlers as they are when a load fails, not as they were when it started.
    const latest = useRef(props);
    useLayoutEffect(() => {
      latest.current = props;
    });

    useEffect(() => {
      if (loaded) return;
      if (!want) {
        if (!idleLoadAsked) {
          idleLoadAsked = true;
          // Left to finish when the screen goes: the module is as good on the next screen.
          whenIdle(() => void start().catch(() => (idleLoadAsked = false)));
        }
        return;
      }
      let live = true;
      start().then(
        () => {
          if (live) redraw();
        },
        (error: unknown) => {
          console.error(error);
          void import('sonner').then(({ toast }) => toast.error(DEFERRED_LOAD_FAILED));
          // The screen's state goes back to closed, so asking again loads again.
          if (live) dialog.close(latest.current);
        },
      );
      return () => {
        live = false;
      };
    }, [want]);

    const Component = loaded;
    return shown && Component ? <Component {...props} /> : null;
  };
}
