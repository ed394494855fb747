import type { DragMoveEvent } from '@dnd-kit/core';
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

/** The pointer's x during a drag: where it started plus how far it has moved. */
function pointerX(event: DragMoveEvent): number | null {
  const start = event.activatorEvent;
  let x: number | undefined;
  if (typeof TouchEvent !== 'undefined' && start instanceof TouchEvent) {
    x = start.touches[0]?.clientX ?? start.changedTouches[0]?.clientX;
  } else if (start instanceof MouseEvent) {
    x = start.clientX;
  }
  return x === undefined ? null : x + event.delta.x;
}

export function useColumnStrip(strip: RefObject<HTMLElement | null>) {
  const edge = useRef<{ side: -1 | 1; since: number } | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    edge.current = null;
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const onDragMove = useCallback(
    (event: DragMoveEvent) => {
      const el = strip.current;
      const x = pointerX(event);
      if (!el || x === null || !isStrip(el)) return;
      const box = el.getBoundingClientRect();
      const zone = box.width * EDGE_SHARE;
      const side = x > box.right - zone ? 1 : x < box.left + zone ? -1 : null;
      if (side === null) {
        stop();
        return;
      }
      if (edge.current?.side === side) return;
      stop();
      edge.current = { side, since: Date.now() };
      timer.current = setInterval(() => {
        if (!edge.current || Date.now() - edge.current.since < DWELL_MS) return;
        edge.current.since = Date.now();
        stepColumn(el, side);
      }, 100);
    },
    [strip, stop],
  );

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
    fitHeight();
    return () => {
      resize.disconnect();
      el.removeEventListener('scroll', fitHeight);
    };
  }, [strip]);

  return {
    onDragMove,
    onDragEnd: stop,
    /** dnd-kit may still scroll the page and a long column up and down, never the strip. */
    canAutoScroll: (element: Element) => element !== strip.current,
  };
}
