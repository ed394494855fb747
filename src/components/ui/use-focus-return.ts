import { useLayoutEffect, useRef } from 'react';

/**
 * Where focus goes when a modal closes. Radix returns focus only to a `Dialog.Trigger`; our
 * dialogs open from state (a card's button, a menu item, a drop), so without this the focus fell
 * on the page body and the next Tab started over at the skip link.
 */

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
const MODAL = '[role="dialog"], [role="alertdialog"]';
/** Long enough for a list to refetch after a delete; the watch ends at the first user action. */
const WATCH_MS = 5_000;

interface Opener {
  element: HTMLElement;
  /** The page's controls when the dialog opened: the neighbours to fall back on. */
  before: HTMLElement[];
  after: HTMLElement[];
}

const OPEN_MODAL = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

/**
 * The last control focused outside any dialog or menu. A dialog opens after its opener may be
 * gone from focus (a menu item closes its menu, a confirm dialog hands over to the next one), so
 * the opener is whatever the user last stood on in the page.
 */
let lastPageControl: HTMLElement | null = null;

/** The control that stands for a focused element: a menu item stands for its menu's button. */
function pageControlFor(el: EventTarget | null): HTMLElement | null {
  if (!(el instanceof HTMLElement) || el === document.body) return null;
  const menu = el.closest('[role="menu"]');
  if (menu) {
    return menu.id ? document.querySelector<HTMLElement>(`[aria-controls="${menu.id}"]`) : null;
  }
  return el.closest(MODAL) ? null : el;
}

if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    lastPageControl = pageControlFor(event.target) ?? lastPageControl;
  });
}

function pageControls(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => !el.closest(MODAL) && !el.closest('[role="menu"]'),
  );
}

function capture(): Opener | null {
  const element = pageControlFor(document.activeElement) ?? lastPageControl;
  if (!element?.isConnected) return null;
  const controls = pageControls();
  const at = controls.indexOf(element);
  return {
    element,
    before: at === -1 ? [] : controls.slice(0, at).reverse(),
    after: at === -1 ? [] : controls.slice(at + 1),
  };
}

function isShown(el: HTMLElement): boolean {
  return el.isConnected && el.getClientRects().length > 0 && !el.closest('[inert]');
}

/** The opener if it is still there, else the nearest control after it, else before it. */
function target(opener: Opener): HTMLElement | null {
  if (isShown(opener.element)) return opener.element;
  return opener.after.find(isShown) ?? opener.before.find(isShown) ?? null;
}

function focusLater(opener: Opener) {
  const first = target(opener);
  first?.focus();
  // The opener may vanish a moment later (the list refetches after a delete): follow it then.
  const observer = new MutationObserver(() => {
    if (opener.element.isConnected) return;
    const active = document.activeElement;
    if (active === null || active === document.body) target(opener)?.focus();
    stop();
  });
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('keydown', stop, true);
    document.removeEventListener('pointerdown', stop, true);
  };
  const timer = setTimeout(stop, WATCH_MS);
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('keydown', stop, true);
  document.addEventListener('pointerdown', stop, true);
}

/**
 * Remembers what had focus when `open` turned true (before Radix moves focus inside) and gives
 * the `onCloseAutoFocus` handler that puts it back, or on the nearest control when it is gone.
 */
export function useFocusReturn(open: boolean) {
  const opener = useRef<Opener | null>(null);
  // A layout effect runs before Radix's focus scope (a passive effect) moves the focus.
  useLayoutEffect(() => {
    if (!open) return;
    opener.current = capture();
  }, [open]);

  return (event: Event) => {
    event.preventDefault();
    const saved = opener.current;
    opener.current = null;
    // Another dialog opened from this one (confirm -> details): that one owns the focus now.
    if (!saved || document.querySelector(OPEN_MODAL)) return;
    focusLater(saved);
  };
}
