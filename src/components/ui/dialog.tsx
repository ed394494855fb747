import { deferred } from './deferred.tsx';
import type { ConfirmDialogProps, DialogProps } from './dialog-panels.tsx';
import { useFocusReturn } from './use-focus-return.ts';

// Radix's dialogs, with their focus scope and portal, are code a screen does not run until a
// dialog opens: they load then, or once the browser is idle after the screen is drawn, so opening
// one is still at once (issue 32: the admin screens' first paint waited for them). Loading them
// is `deferred`'s: drawn from the first opening on, and closed with a message when they cannot be
// loaded.
const DialogPanel = deferred(
  () => import('./dialog-panels.tsx').then((module) => module.DialogPanel),
  { isOpen: (props) => props.open, close: (props) => props.onOpenChange(false) },
);
const ConfirmPanel = deferred(
  () => import('./dialog-panels.tsx').then((module) => module.ConfirmPanel),
  { isOpen: (props) => props.open, close: (props) => props.onOpenChange(false) },
);

/**
 * A modal window (Radix): focus trapped inside, Escape and the close button dismiss it, and focus
 * goes back to the control that opened it (or the nearest one when that is gone).
 */
export function Dialog(props: DialogProps) {
  const returnFocus = useFocusReturn(props.open);
  return <DialogPanel {...props} returnFocus={returnFocus} />;
}

/**
 * A question that needs an answer before anything happens (Radix AlertDialog): focus starts on
 * the safe choice, Escape cancels, and focus goes back as in `Dialog`.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const returnFocus = useFocusReturn(props.open);
  return <ConfirmPanel {...props} returnFocus={returnFocus} />;
}
