// Temporal must exist before schedule-x runs; this module is the only one that loads either.
import 'temporal-polyfill/global';
import '@schedule-x/theme-default/dist/index.css';
import './calendar-theme.css';
import {
  type CalendarType,
  createViewMonthAgenda,
  createViewMonthGrid,
  createViewWeek,
  createViewWeekAgenda,
} from '@schedule-x/calendar';
import { createCalendarControlsPlugin } from '@schedule-x/calendar-controls';
import { ScheduleXCalendar, useCalendarApp } from '@schedule-x/react';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { TIME_ZONE, todayInElSalvador } from '#domain/dates.ts';
import { RENTAL_STATE_LABELS, type StateFilter } from '#domain/rental-state.ts';
import { Button } from '../../components/ui/button.tsx';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import {
  type CalendarEntry,
  type CalendarMode,
  MODE_LABELS,
  periodTitle,
  shiftPeriod,
  viewNameFor,
} from './calendar-events.ts';
import { CALENDAR_TRANSLATIONS } from './calendar-translations.ts';
import { keepMoreButtonLabels } from './more-button-labels.ts';

/** Colours per display status, as in the status badges: green now, blue ahead, grey done. */
/** The spec's mobile breakpoint (SPEC 9): below 768 px the calendar shows its agenda views. */
const NARROW = '(max-width: 767px)';

const STATUS_CALENDARS: Record<StateFilter | 'maintenance', CalendarType> = {
  // Service windows (issue 12): amber, the workshop's colour on the board.
  maintenance: {
    colorName: 'maintenance',
    label: 'Servicio',
    darkColors: { main: '#fbbf24', container: '#78350f', onContainer: '#fef3c7' },
    lightColors: { main: '#d97706', container: '#fef3c7', onContainer: '#78350f' },
  },
  active: {
    colorName: 'active',
    label: RENTAL_STATE_LABELS.out,
    darkColors: { main: '#34d399', container: '#064e3b', onContainer: '#d1fae5' },
    lightColors: { main: '#059669', container: '#d1fae5', onContainer: '#064e3b' },
  },
  upcoming: {
    colorName: 'upcoming',
    label: RENTAL_STATE_LABELS.booked,
    darkColors: { main: '#38bdf8', container: '#0c4a6e', onContainer: '#e0f2fe' },
    lightColors: { main: '#0284c7', container: '#e0f2fe', onContainer: '#0c4a6e' },
  },
  completed: {
    colorName: 'completed',
    label: RENTAL_STATE_LABELS.returned,
    darkColors: { main: '#a9b8d9', container: '#2a3c64', onContainer: '#eef2fa' },
    lightColors: { main: '#52689c', container: '#d5deef', onContainer: '#132140' },
  },
  overdue: {
    colorName: 'overdue',
    label: RENTAL_STATE_LABELS.overdue,
    darkColors: { main: '#f87171', container: '#7f1d1d', onContainer: '#fee2e2' },
    lightColors: { main: '#dc2626', container: '#fee2e2', onContainer: '#7f1d1d' },
  },
  'no-show': {
    colorName: 'no-show',
    label: RENTAL_STATE_LABELS['no-show'],
    darkColors: { main: '#fb923c', container: '#7c2d12', onContainer: '#ffedd5' },
    lightColors: { main: '#ea580c', container: '#ffedd5', onContainer: '#7c2d12' },
  },
  cancelled: {
    colorName: 'cancelled',
    label: RENTAL_STATE_LABELS.cancelled,
    darkColors: { main: '#64748b', container: '#1e293b', onContainer: '#e2e8f0' },
    lightColors: { main: '#475569', container: '#e2e8f0', onContainer: '#1e293b' },
  },
};

/** Narrower on phones so 'Anterior', 'Hoy' and 'Siguiente' fit on one line. */
const NAV_BUTTON = '!px-3 sm:!px-5';

function toEvents(entries: readonly CalendarEntry[]) {
  return entries.map((entry) => ({
    ...entry,
    start: Temporal.PlainDate.from(entry.start),
    end: Temporal.PlainDate.from(entry.end),
  }));
}

interface ScheduleCalendarProps {
  entries: readonly CalendarEntry[];
  onOpen(reservationId: string): void;
  /** Month or week, and a day in it: kept by the parent, which fetches just that range. */
  mode: CalendarMode;
  date: string;
  onModeChange(mode: CalendarMode): void;
  onDateChange(date: string): void;
}

/** The schedule-x month and week views with our own navigation (SPEC 2.11). */
export default function ScheduleCalendar({
  entries,
  onOpen,
  mode,
  date,
  onModeChange: setMode,
  onDateChange: setDate,
}: ScheduleCalendarProps) {
  const narrow = useMediaQuery(NARROW);
  const [rendered, setRendered] = useState(false);
  const [controls] = useState(createCalendarControlsPlugin);
  // schedule-x keeps the callbacks it was created with; these refs let them see the latest props.
  const onOpenRef = useRef(onOpen);
  const setModeRef = useRef(setMode);
  const setDateRef = useRef(setDate);
  useLayoutEffect(() => {
    onOpenRef.current = onOpen;
    setModeRef.current = setMode;
    setDateRef.current = setDate;
  });

  const calendarApp = useCalendarApp(
    {
      views: [
        createViewMonthGrid(),
        createViewWeek(),
        createViewMonthAgenda(),
        createViewWeekAgenda(),
      ],
      defaultView: viewNameFor(mode, narrow),
      selectedDate: Temporal.PlainDate.from(date),
      locale: 'es-ES',
      firstDayOfWeek: 1,
      timezone: TIME_ZONE,
      isDark: true,
      // We pick the phone views ourselves, at the app's 768 px breakpoint.
      isResponsive: false,
      translations: CALENDAR_TRANSLATIONS,
      calendars: STATUS_CALENDARS,
      events: toEvents(entries),
      monthGridOptions: { nEventsPerDay: 3 },
      callbacks: {
        onRender: () => setRendered(true),
        onEventClick: (event) => onOpenRef.current(String(event.id)),
        onSelectedDateUpdate: (selected) => setDateRef.current(selected.toString()),
        // '+N más' opens that day's week, where every reservation of the day is listed.
        onClickPlusEvents: (day) => {
          setModeRef.current('week');
          setDateRef.current(day.toString());
        },
      },
    },
    [controls],
  );

  useEffect(() => {
    calendarApp?.events.set(toEvents(entries));
  }, [calendarApp, entries]);

  const viewName = viewNameFor(mode, narrow);
  useEffect(() => {
    if (!rendered) return;
    controls.setDate(Temporal.PlainDate.from(date));
    if (controls.getView() !== viewName) controls.setView(viewName);
  }, [rendered, controls, date, viewName]);

  const gridRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!gridRef.current) return;
    return keepMoreButtonLabels(gridRef.current);
  }, []);

  return (
    <div className="elite-calendar flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            className={NAV_BUTTON}
            onClick={() => setDate(shiftPeriod(date, mode, -1))}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            Anterior
          </Button>
          <Button
            variant="secondary"
            className={NAV_BUTTON}
            onClick={() => setDate(todayInElSalvador())}
          >
            Hoy
          </Button>
          <Button
            variant="secondary"
            className={NAV_BUTTON}
            onClick={() => setDate(shiftPeriod(date, mode, 1))}
          >
            Siguiente
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
        <fieldset className="flex rounded-lg border border-navy-600 p-1">
          <legend className="sr-only">Vista del calendario</legend>
          {(['month', 'week'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={mode === option}
              onClick={() => setMode(option)}
              className={`min-h-11 rounded-md px-4 text-sm font-semibold ${
                mode === option ? 'bg-gold-400 text-navy-950' : 'text-navy-100 hover:bg-navy-700'
              }`}
            >
              {MODE_LABELS[option]}
            </button>
          ))}
        </fieldset>
      </div>
      <p aria-live="polite" className="text-lg font-semibold text-white">
        {periodTitle(date, mode)}
      </p>
      <div ref={gridRef}>
        <ScheduleXCalendar calendarApp={calendarApp} />
      </div>
    </div>
  );
}
