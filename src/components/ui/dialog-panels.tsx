import X from 'lucide-react/icons/x';
import * as AlertPrimitive from 'radix-ui/alert-dialog';
import * as DialogPrimitive from 'radix-ui/dialog';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';

const OVERLAY = 'fixed inset-0 z-50 bg-black/70 backdrop-blur-sm';
const PANEL =
  'fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 ' +
  'overflow-y-auto rounded-2xl border border-navy-700 bg-navy-900 p-6 text-navy-50 shadow-2xl ' +
  'focus:outline-none';

const WIDTHS = { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-3xl' } as const;

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}

/** Where the focus goes when the window closes (`useFocusReturn`, kept by the always-mounted part). */
interface FocusReturn {
  returnFocus: (event: Event) => void;
}

/** `Dialog`'s window, Radix's (loaded when a dialog first opens, see dialog.tsx). */
export function DialogPanel({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  children,
  returnFocus,
}: DialogProps & FocusReturn) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={OVERLAY} />
        <DialogPrimitive.Content
          className={`${PANEL} ${WIDTHS[size]}`}
          onCloseAutoFocus={returnFocus}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <DialogPrimitive.Title className="text-xl font-bold text-white">
              {title}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label="Cerrar"
              className="-m-2 grid size-11 shrink-0 place-items-center rounded-lg text-navy-200 hover:bg-navy-700 hover:text-white"
            >
              <X aria-hidden="true" className="size-5" />
            </DialogPrimitive.Close>
          </div>
          {description ? (
            <DialogPrimitive.Description className="mb-4 text-sm text-navy-200">
              {description}
            </DialogPrimitive.Description>
          ) : (
            <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
          )}
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Shown on the confirm button while the action runs. */
  pendingLabel?: string;
  pending?: boolean;
  destructive?: boolean;
  onConfirm(): void;
  /** Fields the answer may carry (e.g. an optional reason), between the question and the buttons. */
  children?: ReactNode;
}

/** `ConfirmDialog`'s window, Radix's AlertDialog (loaded as `DialogPanel` is). */
export function ConfirmPanel({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancelar',
  pendingLabel,
  pending = false,
  destructive = false,
  onConfirm,
  children,
  returnFocus,
}: ConfirmDialogProps & FocusReturn) {
  return (
    <AlertPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertPrimitive.Portal>
        <AlertPrimitive.Overlay className={OVERLAY} />
        <AlertPrimitive.Content className={`${PANEL} ${WIDTHS.sm}`} onCloseAutoFocus={returnFocus}>
          <AlertPrimitive.Title className="text-xl font-bold text-white">
            {title}
          </AlertPrimitive.Title>
          <AlertPrimitive.Description className="mt-3 text-sm text-navy-100">
            {description}
          </AlertPrimitive.Description>
          {children}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertPrimitive.Cancel asChild>
              <Button variant="ghost" disabled={pending}>
                {cancelLabel}
              </Button>
            </AlertPrimitive.Cancel>
            <Button
              variant="primary"
              disabled={pending}
              className={destructive ? '!bg-red-600 !text-white hover:!bg-red-500' : ''}
              onClick={onConfirm}
            >
              {pending && pendingLabel ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </AlertPrimitive.Content>
      </AlertPrimitive.Portal>
    </AlertPrimitive.Root>
  );
}
