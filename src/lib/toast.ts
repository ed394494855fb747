import type { ExternalToast, toast as sonnerToast } from 'sonner';
import { lazyModule } from './lazy-module.ts';

type Sonner = typeof sonnerToast;
type Message = Parameters<Sonner>[0];

// Sonner (10 kB br) is code no screen needs to draw: the app says everything through this module
// (screens, the outbox's results, the update offer), and sonner loads with the first toast, or
// with the Toaster once the browser is idle (app.tsx).
// Before, the 17 modules that import `toast` put it in front of every signed-in page's first
// paint (issue 32).
const sonner = lazyModule(() => import('sonner'));

/** Runs `show` with sonner's toast: at once when it is here, else once it has loaded. */
function withSonner(show: (toast: Sonner) => void): void {
  const loaded = sonner.current();
  if (loaded) {
    show(loaded.toast);
    return;
  }
  void sonner.load().then(
    ({ toast }) => show(toast),
    (error: unknown) => console.error('No se pudo mostrar un aviso', error),
  );
}

/**
 * Sonner's `toast`, called the same way. It returns nothing: a toast that is dismissed later is
 * given its own `id`.
 */
export const toast = Object.assign(
  (message: Message, options?: ExternalToast) => withSonner((t) => t(message, options)),
  {
    success: (message: Message, options?: ExternalToast) =>
      withSonner((t) => t.success(message, options)),
    error: (message: Message, options?: ExternalToast) =>
      withSonner((t) => t.error(message, options)),
    warning: (message: Message, options?: ExternalToast) =>
      withSonner((t) => t.warning(message, options)),
    info: (message: Message, options?: ExternalToast) =>
      withSonner((t) => t.info(message, options)),
    dismiss: (id?: string | number) => withSonner((t) => t.dismiss(id)),
  },
);
