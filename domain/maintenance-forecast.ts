import { addDays, daysBetween } from './dates.ts';

/**
 * Issue 12: when a vehicle's next service falls due, by km and/or by months since the last
 * service (whichever comes first), and which upcoming reservations it would fall due during.
 * Pure: the server gathers the inputs, the screens read the answer.
 */

export const SERVICE_STATES = ['upToDate', 'dueSoon', 'overdue'] as const;
export type ServiceState = (typeof SERVICE_STATES)[number];

export const SERVICE_STATE_LABELS: Record<ServiceState, string> = {
  upToDate: 'Al día',
  dueSoon: 'Próximo',
  overdue: 'Vencido',
};

/** 'próximo' means within this many km or days of the service (configurable per call). */
export interface DueSoonThresholds {
  km: number;
  days: number;
}
export const DEFAULT_THRESHOLDS: DueSoonThresholds = { km: 1_000, days: 14 };

/** How far back the odometer log is averaged before falling back to the whole history. */
export const AVERAGE_WINDOW_DAYS = 90;

export interface OdometerPoint {
  /** The reading's calendar day in El Salvador (yyyy-mm-dd). */
  date: string;
  km: number;
}

export interface UpcomingReservation {
  id: number;
  startDate: string;
  endDate: string;
}

export interface ForecastInput {
  today: string;
  kilometers: number;
  kmForMaintenance: number | null;
  monthsForMaintenance: number | null;
  lastService: { date: string; km: number } | null;
  /** Where the intervals count from when there was no service yet: the day the car came in. */
  since: string;
  readings: readonly OdometerPoint[];
  reservations: readonly UpcomingReservation[];
  thresholds?: DueSoonThresholds;
}

export interface ServiceClash {
  reservationId: number;
  startDate: string;
  endDate: string;
}

export interface ServiceForecast {
  state: ServiceState;
  kmSinceService: number;
  /** Km left to the km interval (negative when passed); null without a km interval. */
  kmToService: number | null;
  /** Days from today to the projected due date (negative when passed); null when unknown. */
  daysToService: number | null;
  /** Which interval falls due first; null for a vehicle with neither. */
  dueBy: 'km' | 'time' | null;
  projectedDueDate: string | null;
  avgKmPerDay: number;
  clashes: ServiceClash[];
}

/** The same day `months` later, on the month's last day when it has no such day (31 Jan + 1). */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const monthIndex = y * 12 + (m - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(Math.min(d, lastDay))}`;
}

/** Km per day between the first and last of the readings; null when they span no whole day. */
function rate(points: readonly OdometerPoint[]): number | null {
  if (points.length < 2) return null;
  const sorted = [...points].sort((a, b) => a.date.localeCompare(b.date) || a.km - b.km);
  const first = sorted[0] as OdometerPoint;
  const last = sorted[sorted.length - 1] as OdometerPoint;
  const days = daysBetween(first.date, last.date);
  if (days < 1) return null;
  return Math.max(0, last.km - first.km) / days;
}

/**
 * Average km per day from the odometer log's last 90 days, falling back to the whole log when
 * those days hold too little, and to 0 when the log says nothing (the km date is then unknown).
 */
export function averageKmPerDay(readings: readonly OdometerPoint[], today: string): number {
  const from = addDays(today, -AVERAGE_WINDOW_DAYS);
  const recent = readings.filter((r) => r.date >= from && r.date <= today);
  const perDay = rate(recent) ?? rate(readings) ?? 0;
  return Math.round(perDay * 10) / 10;
}

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

export function forecastService(input: ForecastInput): ServiceForecast {
  const { today } = input;
  const thresholds = input.thresholds ?? DEFAULT_THRESHOLDS;
  const baseDate = input.lastService?.date ?? input.since;
  const baseKm = input.lastService?.km ?? 0;
  const avgKmPerDay = averageKmPerDay(input.readings, today);
  const kmInterval =
    input.kmForMaintenance && input.kmForMaintenance > 0 ? input.kmForMaintenance : null;
  const monthInterval =
    input.monthsForMaintenance && input.monthsForMaintenance > 0
      ? input.monthsForMaintenance
      : null;

  const kmSinceService = Math.max(0, input.kilometers - baseKm);
  const kmToService = kmInterval === null ? null : kmInterval - kmSinceService;
  const timeDueDate = monthInterval === null ? null : addMonths(baseDate, monthInterval);

  // The day the km interval is reached at the average pace; never before the last service.
  let kmDueDate: string | null = null;
  if (kmToService !== null && avgKmPerDay > 0) {
    kmDueDate = later(baseDate, addDays(today, Math.floor(kmToService / avgKmPerDay)));
  } else if (kmToService !== null && kmToService <= 0) {
    kmDueDate = later(baseDate, today);
  }

  let dueBy: ServiceForecast['dueBy'] = null;
  if (
    kmInterval !== null &&
    (timeDueDate === null || (kmDueDate !== null && kmDueDate <= timeDueDate))
  ) {
    dueBy = 'km';
  } else if (timeDueDate !== null) {
    dueBy = 'time';
  }
  const projectedDueDate =
    kmDueDate && timeDueDate ? earlier(kmDueDate, timeDueDate) : (kmDueDate ?? timeDueDate);
  const daysToService = projectedDueDate === null ? null : daysBetween(today, projectedDueDate);

  const overdue =
    (kmToService !== null && kmToService <= 0) || (timeDueDate !== null && timeDueDate <= today);
  const dueSoon =
    (kmToService !== null && kmToService <= thresholds.km) ||
    (daysToService !== null && daysToService <= thresholds.days);
  const state: ServiceState = overdue ? 'overdue' : dueSoon ? 'dueSoon' : 'upToDate';

  // A reservation clashes when the service falls due before it ends: the car would pass its
  // service on the road, or go out already due.
  const clashes =
    projectedDueDate === null
      ? []
      : input.reservations
          .filter((r) => r.endDate >= today && projectedDueDate <= r.endDate)
          .map((r) => ({ reservationId: r.id, startDate: r.startDate, endDate: r.endDate }));

  return {
    state,
    kmSinceService,
    kmToService,
    daysToService,
    dueBy,
    projectedDueDate,
    avgKmPerDay,
    clashes,
  };
}

const dayMonth = (isoDate: string) => `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}`;

/** The dashboard's line for one clash. */
export function clashMessage(clash: ServiceClash): string {
  return `Superará su servicio durante la reserva #${clash.reservationId} (${dayMonth(clash.startDate)} - ${dayMonth(clash.endDate)}): programa el servicio antes de la entrega`;
}

export interface IntervalProgress {
  /** Share of the km interval used (0 to 1), and km left (negative when passed). */
  km: { share: number; left: number } | null;
  /** Share of the time interval used (0 to 1), and days left (negative when passed). */
  time: { share: number; left: number } | null;
}

/** How far a vehicle is into its service intervals: the board card's bars (issue 12). */
export function intervalProgress(
  vehicle: {
    kilometers: number;
    kmForMaintenance: number | null;
    monthsForMaintenance: number | null;
  },
  lastService: { date: string; km: number } | null,
  since: string,
  today: string,
): IntervalProgress {
  const clamp = (n: number) => Math.min(1, Math.max(0, n));
  const baseDate = lastService?.date ?? since;
  const used = Math.max(0, vehicle.kilometers - (lastService?.km ?? 0));
  const km = vehicle.kmForMaintenance
    ? { share: clamp(used / vehicle.kmForMaintenance), left: vehicle.kmForMaintenance - used }
    : null;
  let time: IntervalProgress['time'] = null;
  if (vehicle.monthsForMaintenance) {
    const due = addMonths(baseDate, vehicle.monthsForMaintenance);
    const total = Math.max(1, daysBetween(baseDate, due));
    time = { share: clamp(daysBetween(baseDate, today) / total), left: daysBetween(today, due) };
  }
  return { km, time };
}
