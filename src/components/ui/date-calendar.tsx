import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { addMonths, dayAfterKey, monthWeeks, withinLimits } from './date-text.ts';

const WEEKDAYS = [
  ['L', 'lunes'],
  ['M', 'martes'],
  ['X', 'miércoles'],
  ['J', 'jueves'],
  ['V', 'viernes'],
  ['S', 'sábado'],
  ['D', 'domingo'],
] as const;

// UTC on both sides: a calendar date is no instant, so no zone may shift it by a day.
const dayName = new Intl.DateTimeFormat('es-SV', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthName = new Intl.DateTimeFormat('es-SV', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const asDate = (iso: string) => new Date(`${iso}T12:00:00Z`);
const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase('es') + text.slice(1);

/** 21.5rem: seven 44 px days and the padding. */
const PANEL_WIDTH_PX = 344;

/** Page coordinates just under the field, moved left as far as needed to stay on screen. */
function placeUnder(anchor: HTMLElement, width: number) {
  const box = anchor.getBoundingClientRect();
  const room = document.documentElement.clientWidth - width - 8;
  return {
    top: box.bottom + window.scrollY + 8,
    left: Math.max(8, Math.min(box.left, room)) + window.scrollX,
  };
}

const NAV_BUTTON =
  'grid size-11 place-items-center rounded-lg text-navy-100 hover:bg-navy-700 hover:text-white';

export interface DateCalendarProps {
  /** What the field is for, to name the calendar ('Calendario: Fecha de Inicio'). */
  label: string;
  /** The field the calendar opens under. */
  anchor: HTMLElement;
  value: string;
  /** The day that has focus first when nothing is chosen yet. */
  initial: string;
  today: string;
  min?: string | undefined;
  max?: string | undefined;
  /** Days inside the limits that are taken (a booked vehicle): greyed and not pickable. */
  isTaken?: ((iso: string) => boolean) | undefined;
  onPick(iso: string): void;
  onClose(): void;
}

/**
 * A Spanish month (weeks from Monday) after the WAI-ARIA date picker dialog: one day in the tab
 * order, arrows move by day and week, PageUp/PageDown by month (with Shift by year), Home/End to
 * the week's ends, Enter or Space picks, Escape closes. Days outside the limits can be reached
 * (so the arrows never jump) but not picked. Loaded only when a field opens it.
 */
export default function DateCalendar({
  label,
  anchor,
  value,
  initial,
  today,
  min,
  max,
  isTaken,
  onPick,
  onClose,
}: DateCalendarProps) {
  const [focused, setFocused] = useState(value || initial);
  const grid = useRef<HTMLTableElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const headingId = useId();

  // Drawn at the end of the page (a card with hidden overflow would cut it), under its field and
  // kept on screen; placed again when the window changes size.
  const [place, setPlace] = useState(() => placeUnder(anchor, PANEL_WIDTH_PX));
  useLayoutEffect(() => {
    const put = () => setPlace(placeUnder(anchor, panel.current?.offsetWidth ?? PANEL_WIDTH_PX));
    put();
    window.addEventListener('resize', put);
    return () => window.removeEventListener('resize', put);
  }, [anchor]);

  useEffect(() => {
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  function pick(iso: string) {
    if (withinLimits(iso, min, max) && !isTaken?.(iso)) onPick(iso);
  }

  function onKeyDown(event: KeyboardEvent) {
    const next = dayAfterKey(focused, event.key, event.shiftKey);
    if (next) {
      event.preventDefault();
      setFocused(next);
    }
  }

  return createPortal(
    <div
      ref={panel}
      data-date-calendar=""
      style={place}
      role="dialog"
      aria-modal="false"
      aria-label={`Calendario: ${label}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
      className="absolute top-0 left-0 z-40 w-[21.5rem] max-w-[calc(100vw-1rem)] rounded-xl border border-navy-600 bg-navy-900 p-3 text-navy-50 shadow-2xl"
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <button
          type="button"
          aria-label="Mes anterior"
          onClick={() => setFocused(addMonths(focused, -1))}
          className={NAV_BUTTON}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <h2 id={headingId} aria-live="polite" className="font-semibold text-white">
          {capitalized(monthName.format(asDate(focused)))}
        </h2>
        <button
          type="button"
          aria-label="Mes siguiente"
          onClick={() => setFocused(addMonths(focused, 1))}
          className={NAV_BUTTON}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <table
        ref={grid}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date picker is a grid of days moved through by arrows.
        role="grid"
        aria-labelledby={headingId}
        onKeyDown={onKeyDown}
        className="w-full border-collapse text-center text-sm"
      >
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={long} scope="col" abbr={long} className="pb-1 font-medium text-navy-300">
                <span aria-hidden="true">{short}</span>
                <span className="sr-only">{long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(focused).map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((day, index) =>
                day ? (
                  <DayCell
                    key={day}
                    day={day}
                    focused={day === focused}
                    selected={day === value}
                    isToday={day === today}
                    allowed={withinLimits(day, min, max)}
                    taken={isTaken?.(day) ?? false}
                    onPick={() => pick(day)}
                  />
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: empty cells have no date; their place is their identity.
                  <td key={`empty-${index}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>,
    document.body,
  );
}

interface DayCellProps {
  day: string;
  focused: boolean;
  selected: boolean;
  isToday: boolean;
  allowed: boolean;
  taken: boolean;
  onPick(): void;
}

function DayCell({ day, focused, selected, isToday, allowed, taken, onPick }: DayCellProps) {
  const look = selected
    ? 'bg-gold-400 font-bold text-navy-950'
    : taken && allowed
      ? 'bg-navy-800 text-navy-400 line-through'
      : allowed
        ? 'text-navy-50 hover:bg-navy-700'
        : 'text-navy-400 line-through';
  const open = allowed && !taken;
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: the day's button inside is what takes the focus.
    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a day of the date picker's grid.
    <td role="gridcell" aria-selected={selected}>
      <button
        type="button"
        data-date={day}
        tabIndex={focused ? 0 : -1}
        aria-label={`${dayName.format(asDate(day))}${taken && allowed ? ', ocupado' : ''}`}
        aria-current={isToday ? 'date' : undefined}
        aria-disabled={open ? undefined : true}
        data-taken={taken && allowed ? '' : undefined}
        onClick={onPick}
        className={`mx-auto grid size-11 place-items-center rounded-lg ${look} ${
          isToday ? 'ring-1 ring-gold-400/70' : ''
        }`}
      >
        {Number(day.slice(8))}
      </button>
    </td>
  );
}
