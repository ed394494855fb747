import CalendarDays from 'lucide-react/icons/calendar-days';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { todayInElSalvador } from '#domain/dates.ts';
import { isoToDateText, maskDateText, parseDateText, withinLimits } from './date-text.ts';

// The month grid is only needed once someone opens it; the public pages stay light without it.
const DateCalendar = lazy(() => import('./date-calendar.tsx'));

export const DATE_FORMAT_MESSAGE = 'Escriba la fecha como dd/mm/aaaa';

/**
 * A limit of the calendar, YYYY-MM-DD, or a function giving it when the calendar opens: the day
 * in El Salvador takes a date formatter, which a page need not build while it loads.
 */
export type DateLimit = string | (() => string);

const resolveLimit = (limit: DateLimit | undefined) =>
  typeof limit === 'function' ? limit() : limit;

interface DateFieldProps {
  label: string;
  name?: string;
  /** YYYY-MM-DD, or '' when no whole day is written. */
  value: string;
  onChange(value: string): void;
  min?: DateLimit | undefined;
  max?: DateLimit | undefined;
  /** Days the calendar greys out and will not pick (a vehicle's booked days). */
  isTaken?: ((iso: string) => boolean) | undefined;
  error?: string | undefined;
  disabled?: boolean;
  autoComplete?: string;
  id?: string;
  className?: string;
}

/**
 * A date typed as dd/mm/aaaa whatever the browser's language, with a Spanish calendar beside it.
 * The value going out is YYYY-MM-DD or '' while the text is not yet a real day; the limits are
 * the calendar's (the forms explain a typed day outside them in their own words).
 */
export function DateField({
  label,
  name,
  value,
  onChange,
  min,
  max,
  isTaken,
  error,
  disabled = false,
  autoComplete,
  id,
  className = '',
}: DateFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [text, setText] = useState(() => isoToDateText(value));
  const [touched, setTouched] = useState(false);
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const row = useRef<HTMLDivElement>(null);

  // A value set from outside (cleared, carried over from a search) replaces the text.
  useEffect(() => {
    setText((current) =>
      (parseDateText(current) ?? '') === value ? current : isoToDateText(value),
    );
  }, [value]);

  // A click or focus outside closes the calendar, as a popup should.
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      const target = event.target as Element;
      // The calendar is drawn at the end of the page, outside this field's own box.
      if (!container.current?.contains(target) && !target.closest?.('[data-date-calendar]')) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);

  function write(next: string) {
    setText(next);
    const parsed = parseDateText(next) ?? '';
    if (parsed !== value) onChange(parsed);
  }

  function close() {
    setOpen(false);
    toggle.current?.focus();
  }

  const malformed = text !== '' && parseDateText(text) === null && (touched || text.length >= 10);
  const shownError = error ?? (malformed ? DATE_FORMAT_MESSAGE : undefined);
  const errorId = shownError ? `${inputId}-error` : undefined;
  const formatId = `${inputId}-format`;

  /** The calendar's props: the limits and today are only worked out once it is open. */
  function calendarDays() {
    const low = resolveLimit(min);
    const high = resolveLimit(max);
    const today = todayInElSalvador();
    const clamp = (iso: string) => (low && iso < low ? low : high && iso > high ? high : iso);
    return {
      value: withinLimits(value, low, high) ? value : '',
      initial: clamp(value || today),
      today,
      min: low,
      max: high,
      isTaken,
    };
  }

  return (
    <div ref={container} className={`relative flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-navy-100">
        {label}
      </label>
      <div ref={row} className="flex gap-2">
        <input
          id={inputId}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete={autoComplete ?? 'off'}
          placeholder="dd/mm/aaaa"
          maxLength={10}
          value={text}
          disabled={disabled}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={[errorId, formatId].filter(Boolean).join(' ')}
          onChange={(event) => write(maskDateText(event.target.value))}
          onKeyDown={(event) => {
            // Alt+ArrowDown opens a date field's calendar, as it does a native one.
            if (event.altKey && event.key === 'ArrowDown') {
              event.preventDefault();
              setOpen(true);
            }
          }}
          onBlur={() => setTouched(true)}
          onFocus={() => setTouched(false)}
          // Never narrower than 'dd/mm/aaaa' itself: the year is always whole (issue 32).
          className={`min-h-11 w-full min-w-[8.75rem] rounded-lg border bg-navy-950/60 px-3 text-base text-white tabular-nums placeholder:text-navy-300 focus-visible:outline-gold-400 disabled:opacity-60 ${
            shownError ? 'border-red-400' : 'border-navy-600 hover:border-navy-400'
          }`}
        />
        <button
          ref={toggle}
          type="button"
          aria-label="Abrir calendario"
          aria-describedby={`${inputId}-label-copy`}
          aria-haspopup="dialog"
          aria-expanded={open}
          disabled={disabled}
          onClick={() => setOpen((was) => !was)}
          className="grid size-11 shrink-0 place-items-center rounded-lg border border-navy-600 text-navy-100 hover:border-gold-400 hover:text-gold-200 disabled:opacity-60"
        >
          <CalendarDays aria-hidden="true" className="size-5" />
        </button>
      </div>
      <span id={`${inputId}-label-copy`} className="sr-only">
        {label}
      </span>
      <span id={formatId} className="sr-only">
        Formato dd/mm/aaaa
      </span>
      {shownError ? (
        <p id={errorId} className="text-sm text-red-300">
          {shownError}
        </p>
      ) : null}
      {open && row.current ? (
        <Suspense fallback={null}>
          <DateCalendar
            label={label}
            anchor={row.current}
            {...calendarDays()}
            onPick={(iso) => {
              write(isoToDateText(iso));
              close();
            }}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
