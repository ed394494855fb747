import {
  cloneElement,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';

interface TriggerProps {
  onPointerEnter?(event: PointerEvent<HTMLElement>): void;
  onPointerLeave?(event: PointerEvent<HTMLElement>): void;
  onFocus?(event: FocusEvent<HTMLElement>): void;
  onBlur?(event: FocusEvent<HTMLElement>): void;
  onKeyDown?(event: KeyboardEvent<HTMLElement>): void;
  'aria-describedby'?: string;
}

interface TooltipProps {
  /** Shown on hover and keyboard focus; the trigger still needs its own accessible name. */
  content: ReactNode;
  children: ReactElement<TriggerProps>;
  side?: 'top' | 'bottom';
}

/** How long a pointer rests on the trigger before the hint shows; focus shows it at once. */
const HOVER_DELAY_MS = 300;
const GAP_PX = 6;
const EDGE_PX = 8;

/**
 * A short hint for an icon button, on hover and keyboard focus; Escape, leaving or blurring
 * hides it. Nothing of it exists until it shows: mounting costs no state and no layout effect.
 * (Radix's tooltip set state as each trigger mounted, and a board of cards with two hints each
 * was drawn a second time in one blocking task on a phone: issue 32.) Touch screens never
 * show it: a tap is a click, not a hover.
 */
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  const id = useId();
  const [anchor, setAnchor] = useState<DOMRect | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const own = children.props;

  const show = (element: HTMLElement, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAnchor(element.getBoundingClientRect()), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setAnchor(null);
  };

  const trigger = cloneElement(children, {
    onPointerEnter(event) {
      own.onPointerEnter?.(event);
      if (event.pointerType !== 'touch') show(event.currentTarget, HOVER_DELAY_MS);
    },
    onPointerLeave(event) {
      own.onPointerLeave?.(event);
      hide();
    },
    onFocus(event) {
      own.onFocus?.(event);
      if (event.currentTarget.matches(':focus-visible')) show(event.currentTarget, 0);
    },
    onBlur(event) {
      own.onBlur?.(event);
      hide();
    },
    onKeyDown(event) {
      own.onKeyDown?.(event);
      if (event.key === 'Escape' && anchor) {
        // The hint goes, not the dialog or menu around the button.
        event.stopPropagation();
        hide();
      }
    },
    ...(anchor ? { 'aria-describedby': id } : {}),
  });

  return (
    <>
      {trigger}
      {anchor
        ? createPortal(
            <TooltipBubble id={id} anchor={anchor} side={side}>
              {content}
            </TooltipBubble>,
            document.body,
          )
        : null}
    </>
  );
}

interface BubbleProps {
  id: string;
  anchor: DOMRect;
  side: 'top' | 'bottom';
  children: ReactNode;
}

/** Centred on the trigger, above (or below) it, and kept inside the window. */
function TooltipBubble({ id, anchor, side, children }: BubbleProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const bubble = ref.current;
    if (!bubble) return;
    const { width, height } = bubble.getBoundingClientRect();
    const centre = anchor.left + anchor.width / 2;
    const left = Math.min(
      Math.max(centre - width / 2, EDGE_PX),
      window.innerWidth - width - EDGE_PX,
    );
    const above = anchor.top - GAP_PX - height;
    const below = anchor.bottom + GAP_PX;
    const top = side === 'top' ? (above >= 0 ? above : below) : below;
    bubble.style.left = `${Math.max(left, EDGE_PX)}px`;
    bubble.style.top = `${top}px`;
    bubble.style.visibility = 'visible';
  }, [anchor, side]);
  return (
    <div
      ref={ref}
      id={id}
      role="tooltip"
      style={{ position: 'fixed', left: 0, top: 0, visibility: 'hidden' }}
      className="pointer-events-none z-[60] max-w-[calc(100vw-16px)] rounded-md bg-navy-50 px-2.5 py-1.5 text-xs font-medium text-navy-950 shadow-lg"
    >
      {children}
    </div>
  );
}
