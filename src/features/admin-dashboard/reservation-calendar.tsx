import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { addDays, todayInElSalvador } from '#domain/dates.ts';
import { formatNumber } from '#domain/number-format.ts';
import type { ReservationView } from '#domain/reservation-contracts.ts';
import { Loading } from '../../components/ui/loading.tsx';
import {
  calendarRangeQuery,
  reservationCountsQuery,
  reservationsErrorMessage,
} from '../../lib/admin-reservations-api.ts';
import { maintenanceWindowsQuery } from './api/get-maintenance-windows.ts';
import {
  type CalendarMode,
  toCalendarEntries,
  toWindowEntries,
  visibleRange,
} from './calendar-events.ts';
import { useSeen } from './use-seen.ts';

// schedule-x, Temporal and their styles are fetched only when the dashboard shows a calendar.
const ScheduleCalendar = lazy(() => import('./schedule-calendar.tsx'));

interface ReservationCalendarProps {
  onOpen(reservation: ReservationView): void;
}

const COUNTERS = [
  { key: 'total', label: 'Total', dot: 'bg-gold-400' },
  { key: 'active', label: 'Activas', dot: 'bg-emerald-400' },
  { key: 'completed', label: 'Completadas', dot: 'bg-navy-300' },
  { key: 'upcoming', label: 'Próximas', dot: 'bg-sky-400' },
  { key: 'overdue', label: 'Atrasadas', dot: 'bg-red-400' },
  { key: 'noShow', label: 'No se presentaron', dot: 'bg-orange-400' },
] as const;

/** 'Calendario de Reservas' (SPEC 2.11): counters, then the month or week calendar. */
export function ReservationCalendar({ onOpen }: ReservationCalendarProps) {
  const today = todayInElSalvador();
  const [mode, setMode] = useState<CalendarMode>('month');
  const [date, setDate] = useState(today);
  // Only the visible days travel (issue 14); the previous range stays on screen meanwhile.
  const range = visibleRange(date, mode);
  const list = useQuery({ ...calendarRangeQuery(range), placeholderData: keepPreviousData });
  const countsQuery = useQuery(reservationCountsQuery());
  const reservations = list.data;
  const errorMessage = list.isError ? reservationsErrorMessage(list.error) : null;
  // Each entry's colour is its state as the server derived it (domain/rental-state.ts).
  const current = useMemo(() => reservations ?? [], [reservations]);
  const counts = countsQuery.data;
  // Service windows from 90 days back; the calendar still works without them.
  const windows = useQuery(maintenanceWindowsQuery(addDays(today, -90))).data;
  const entries = useMemo(
    () => [...toCalendarEntries(current), ...toWindowEntries(windows ?? [])],
    [current, windows],
  );
  // Drawn once its space comes into view: below the side column on a phone, at once on a desktop.
  const box = useRef<HTMLDivElement>(null);
  const seen = useSeen(box);
  const open = (id: string) => {
    const reservation = current.find((item) => String(item.id) === id);
    if (reservation) onOpen(reservation);
  };

  return (
    <section
      aria-labelledby="reservation-calendar-title"
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-navy-700 bg-navy-800/50 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reservation-calendar-title" className="text-lg font-bold text-white">
          Calendario de Reservas
        </h2>
        {/* Drawn at once with '—' until the counts arrive, so nothing below moves (issue 32). */}
        <ul
          aria-label="Resumen de reservas"
          aria-busy={counts ? undefined : true}
          className="flex flex-wrap gap-2 text-sm"
        >
          {COUNTERS.map(({ key, label, dot }) => (
            <li
              key={key}
              className="flex items-center gap-2 rounded-full border border-navy-600 bg-navy-900/60 px-3 py-1"
            >
              <span aria-hidden="true" className={`size-2.5 rounded-full ${dot}`} />
              <span className="text-navy-100">{label}</span>
              <span className="font-bold text-white">
                {counts ? formatNumber(counts[key]) : '—'}
              </span>
            </li>
          ))}
        </ul>
      </div>
      {/* The calendar's own height (toolbar and 800 px grid, see calendar-theme.css) is kept
          while its code and data arrive, so the page below it does not jump (issue 32). */}
      <div
        ref={box}
        className={errorMessage && !reservations ? '' : 'min-h-[57rem] sm:min-h-[53.5rem]'}
      >
        {errorMessage && !reservations ? (
          <p
            role="alert"
            className="rounded-lg border border-red-400/40 bg-red-500/10 p-3 text-sm text-red-200"
          >
            Error al cargar las reservaciones: {errorMessage}
          </p>
        ) : !reservations || !seen ? (
          <Loading text="Cargando calendario..." />
        ) : (
          <Suspense fallback={<Loading text="Cargando calendario..." />}>
            <ScheduleCalendar
              entries={entries}
              onOpen={open}
              mode={mode}
              date={date}
              onModeChange={setMode}
              onDateChange={setDate}
            />
          </Suspense>
        )}
      </div>
    </section>
  );
}
