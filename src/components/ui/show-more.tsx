import { startTransition, useEffect, useRef, useState } from 'react';
import { formatNumber } from '#domain/number-format.ts';
import { Button } from './button.tsx';

/**
 * How many items of a long list are drawn (issue 14): the first `step`, and `step` more each time
 * the user asks. Starts again from `step` when `resetKey` changes (a new search or filter).
 */
export function useShownCount(step: number, resetKey: string) {
  const [state, setState] = useState({ key: resetKey, count: step });
  const count = state.key === resetKey ? state.count : step;
  return { count, showMore: () => setState({ key: resetKey, count: count + step }) };
}

/**
 * How many items the first render of a list draws: `first` (what a first screen shows), then no
 * limit from the next render on, which follows at once as a transition. `ready`: whether the
 * items are there yet (a screen that mounts while its data loads waits for them). The page shows its
 * first cards without waiting for the ones below the fold (issue 14: the board drew 100 cards,
 * 5,000 elements, in one 0.6-0.9 s task before the first one appeared).
 */
export function useFirstPaintLimit(first: number, ready = true): number {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (ready) startTransition(() => setPainted(true));
  }, [ready]);
  return painted ? Number.POSITIVE_INFINITY : first;
}

/** The first `count` items, plus any the screen must keep drawn (a card just moved). */
export function firstShown<T>(
  items: readonly T[],
  count: number,
  keep: (item: T) => boolean = () => false,
): T[] {
  return items.length <= count ? [...items] : items.filter((item, i) => i < count || keep(item));
}

interface ShowMoreProps {
  shown: number;
  total: number;
  /** How many more one press draws. */
  step: number;
  /** What the list holds, plural: 'vehículos'. */
  noun: string;
  onMore(): void;
}

/**
 * 'Mostrando X de Y' and a 'Mostrar más' button while some are left. When the last ones arrive
 * the button goes, so the focus moves to the count instead of falling to the page.
 */
export function ShowMore({ shown, total, step, noun, onMore }: ShowMoreProps) {
  const countRef = useRef<HTMLParagraphElement>(null);
  if (total <= 0) return null;
  const left = total - shown;
  return (
    <div className="flex flex-col items-center gap-2 py-2">
      <p ref={countRef} tabIndex={-1} className="text-xs text-navy-200 outline-none">
        Mostrando {formatNumber(Math.min(shown, total))} de {formatNumber(total)} {noun}
      </p>
      {left > 0 ? (
        <Button
          variant="secondary"
          onClick={() => {
            onMore();
            if (left <= step) requestAnimationFrame(() => countRef.current?.focus());
          }}
        >
          Mostrar más
        </Button>
      ) : null}
    </div>
  );
}
