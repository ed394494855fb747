import { type RefObject, useCallback, useEffect, useRef } from 'react';

/**
 * On a phone the board is a strip of columns, one in view, swiped sideways. Two things a strip
 * needs that dnd-kit and CSS do not give:
 *
 * - Dragging a card to the next column. dnd-kit's auto-scroll steps a few pixels per tick, and the
 *   strip's scroll snapping turned each step into a whole column, so a card meant for the
 *   neighbour landed two columns away. Here the strip is left out of auto-scroll; a finger that
 *   rests near the edge moves it exactly one column, then again only after another pause.
 * - Height. The strip is as tall as its tallest column, so the page was thousands of pixels tall
 *   below a short column; it takes the height of the column in view instead.
 */

/** How near the screen's side the finger must rest, as a share of the strip's width. */
const EDGE_SHARE = 0.12;
/** How long the finger rests there before the strip moves, and between two moves. */
const DWELL_MS = 600;
/** About how long a smooth scroll of one column takes. */
const SLIDE_MS = 500;

/** The strip scrolls sideways only when its columns do not all fitHeight (phones, small tablets). */
function isStrip(strip: HTMLElement): boolean {
  return strip.scrollWidth > strip.clientWidth + 1;
}

function columnsOf(strip: HTMLElement): HTMLElement[] {
  return [...strip.children].filter((el): el is HTMLElement => el instanceof HTMLElement);
}

function scrollPadding(strip: HTMLElement): number {
  return Number.parseFloat(getComputedStyle(strip).scrollPaddingLeft) || 0;
}

/** The column whose left edge is nearest the strip's scrolled position. */
function columnInView(strip: HTMLElement): HTMLElement | undefined {
  const left = strip.getBoundingClientRect().left + scrollPadding(strip);
  let best: HTMLElement | undefined;
  let distance = Number.POSITIVE_INFINITY;
  for (const column of columnsOf(strip)) {
    const d = Math.abs(column.getBoundingClientRect().left - left);
    if (d < distance) {
      best = column;
      distance = d;
    }
  }
  return best;
}

/** Scrolls the strip one column left (-1) or right (1), landing on the column's snap point. */
function stepColumn(strip: HTMLElement, direction: -1 | 1) {
  const columns = columnsOf(strip);
  const current = columnInView(strip);
  const next = columns[(current ? columns.indexOf(current) : 0) + direction];
  if (!next) return;
  const left = strip.scrollLeft + next.getBoundingClientRect().left;
  strip.scrollTo({
    left: left - strip.getBoundingClientRect().left - scrollPadding(strip),
    behavior: 'smooth',
  });
}

/** Where the finger (or mouse) is now, in viewport pixels. */
function clientX(event: TouchEvent | MouseEvent): number | undefined {
  return 'touches' in event ? event.touches[0]?.clientX : event.clientX;
}

export function useColumnStrip(strip: RefObject<HTMLElement | null>) {
  const stopRef = useRef<() => void>(() => undefined);

  // The pointer is read from the events themselves: dnd-kit's drag delta also counts how far the
  // strip has scrolled, so after one column it would place the finger a column too far.
  const onDragStart = useCallback(() => {
    stopRef.current();
    const el = strip.current;
    if (!el) return;
    let x: number | undefined;
    let edge: { side: -1 | 1; since: number } | null = null;
    const track = (event: TouchEvent | MouseEvent) => {
      x = clientX(event) ?? x;
    };
    const tick = setInterval(() => {
      if (x === undefined || !isStrip(el)) return;
      const box = el.getBoundingClientRect();
      const zone = box.width * EDGE_SHARE;
      const side = x > box.right - zone ? 1 : x < box.left + zone ? -1 : null;
      if (side === null) {
        edge = null;
      } else if (edge?.side !== side) {
        edge = { side, since: Date.now() };
      } else if (Date.now() - edge.since >= DWELL_MS) {
        // The next pause counts from when this column has slid in, not from when it started.
        edge.since = Date.now() + SLIDE_MS;
        stepColumn(el, side);
      }
    }, 100);
    window.addEventListener('touchmove', track, { passive: true });
    window.addEventListener('mousemove', track, { passive: true });
    stopRef.current = () => {
      clearInterval(tick);
      window.removeEventListener('touchmove', track);
      window.removeEventListener('mousemove', track);
      stopRef.current = () => undefined;
    };
  }, [strip]);
  const onDragEnd = useCallback(() => stopRef.current(), []);
  useEffect(() => () => stopRef.current(), []);

  // The strip is as tall as the column in view (measured again when it scrolls or grows).
  useEffect(() => {
    const el = strip.current;
    if (!el) return;
    const fitHeight = () => {
      if (!isStrip(el)) {
        el.style.height = '';
        return;
      }
      const column = columnInView(el);
      if (column) el.style.height = `${column.offsetHeight}px`;
    };
    const resize = new ResizeObserver(fitHeight);
    resize.observe(el);
    for (const column of columnsOf(el)) resize.observe(column);
    el.addEventListener('scroll', fitHeight, { passive: true });
    // No first call here: the observer reports every observed box once, after the browser's own
    // layout, before the frame is painted. Measuring here forced the page's first layout inside
    // the board's render task (issue 32: about 50 ms at full speed, four times that on a phone).
    return () => {
      resize.disconnect();
      el.removeEventListener('scroll', fitHeight);
    };
  }, [strip]);

  return {
    onDragStart,
    onDragEnd,
    /** dnd-kit may still scroll the page and a long column up and down, never the strip. */
    canAutoScroll: (element: Element) => element !== strip.current,
  };
}
