import { daysBetween, formatDate } from './dates.ts';
import { addMonths, type ForecastInput, forecastService } from './maintenance-forecast.ts';
import { formatKilometers, formatNumber } from './number-format.ts';

/**
 * Issue 27: the checks a counter runs before a reading or a hand-over is accepted. An odometer
 * reading far above the previous one is refused until the counter confirms it; a car due for
 * service or with open damage is handed over only with a reason. Pure: the server gathers the
 * inputs, the screens show the answers.
 */

/** More than this many km per booked day above the previous reading is implausible. */
export const KM_PER_BOOKED_DAY = 1_500;
/** A check-out more than this above the vehicle's kilometers is implausible: it did not move. */
export const CHECKOUT_KM_ABOVE_VEHICLE = 500;

export const HANDOVER_CHECK_MESSAGES = {
  implausible: (figures: ImplausibleReading) =>
    `La lectura del odómetro parece muy alta: ${formatKilometers(figures.reading)} es ` +
    `${formatKilometers(figures.increase)} más que la anterior ` +
    `(${formatKilometers(figures.previousKm)}${figures.previousDate ? ` del ${formatDate(figures.previousDate)}` : ''}); ` +
    `lo esperado es hasta ${formatKilometers(figures.maxIncrease)} más. Si es correcta, confírmala.`,
  /** The screen's question before it resends with `confirmImplausible`. */
  implausibleQuestion: (increase: number) =>
    `Esta lectura parece muy alta (+${formatKilometers(increase)}). ¿Es correcta?`,
  warningsHeader: 'El vehículo tiene avisos pendientes; para entregarlo indica un motivo:',
  overrideReasonRequired: 'El motivo para entregar con avisos es requerido',
  overrideReasonTooLong: 'El motivo no puede tener más de 500 caracteres',
  serviceOverdueKm: (kmPast: number) =>
    `Servicio vencido por kilómetros: superó su intervalo por ${formatKilometers(kmPast)}`,
  serviceOverdueTime: (dueDate: string) =>
    `Servicio vencido por tiempo desde el ${formatDate(dueDate)}`,
  serviceDueKm: (kmLeft: number, expected: number, days: number, perDay: number) =>
    `El servicio por kilómetros vence durante la renta: faltan ${formatKilometers(kmLeft)} y se ` +
    `esperan unos ${formatKilometers(expected)} en ${days} ${days === 1 ? 'día' : 'días'} ` +
    `(promedio ${formatNumber(perDay)} km/día)`,
  serviceDueTime: (dueDate: string) =>
    `El servicio por tiempo vence durante la renta: el ${formatDate(dueDate)}`,
  openDamage: (reservationId: number, reportedDate: string, damages: readonly DamageNote[]) =>
    `Daño abierto de la devolución del ${formatDate(reportedDate)} (reserva #${reservationId}): ` +
    damages.map((damage) => `${damage.area} (${damage.note})`).join('; '),
} as const;

const M = HANDOVER_CHECK_MESSAGES;

/** The booked days of a reservation: end − start, at least 1. */
export function bookedDays(reservation: { startDate: string; endDate: string }): number {
  return Math.max(1, daysBetween(reservation.startDate, reservation.endDate));
}

/** The figures of a refused reading (409 ODOMETER_IMPLAUSIBLE carries them as `odometer`). */
export interface ImplausibleReading {
  /** The reading it is compared with (the newest valid one, or the vehicle's kilometers). */
  previousKm: number;
  /** The day of that reading (YYYY-MM-DD); null when it is the vehicle's kilometers. */
  previousDate: string | null;
  reading: number;
  increase: number;
  maxIncrease: number;
}

/**
 * Whether a reading is implausibly high: more than 1,500 km per booked day above the previous
 * valid reading, or, at a check-out, more than 500 km above the vehicle's kilometers (the car
 * stood in the lot). Null means plausible.
 */
export function implausibleReading(input: {
  kind: 'checkout' | 'checkin';
  reading: number;
  previous: { km: number; date: string } | null;
  vehicleKm: number;
  bookedDays: number;
}): ImplausibleReading | null {
  const { reading } = input;
  if (input.kind === 'checkout' && reading - input.vehicleKm > CHECKOUT_KM_ABOVE_VEHICLE) {
    const sameAsPrevious = input.previous?.km === input.vehicleKm;
    return {
      previousKm: input.vehicleKm,
      previousDate: sameAsPrevious ? (input.previous?.date ?? null) : null,
      reading,
      increase: reading - input.vehicleKm,
      maxIncrease: CHECKOUT_KM_ABOVE_VEHICLE,
    };
  }
  const previousKm = input.previous?.km ?? input.vehicleKm;
  const maxIncrease = KM_PER_BOOKED_DAY * Math.max(1, input.bookedDays);
  if (reading - previousKm <= maxIncrease) return null;
  return {
    previousKm,
    previousDate: input.previous?.date ?? null,
    reading,
    increase: reading - previousKm,
    maxIncrease,
  };
}

export interface DamageNote {
  area: string;
  note: string;
}

export const CHECKOUT_WARNING_KINDS = [
  'serviceOverdue',
  'serviceDueDuringRental',
  'openDamage',
] as const;
export type CheckoutWarningKind = (typeof CHECKOUT_WARNING_KINDS)[number];

/** One reason to think twice before a hand-over; `message` is its Spanish line. */
export interface CheckoutWarning {
  kind: CheckoutWarningKind;
  message: string;
  /** 'km' or 'time' for a service warning; null for damage. */
  dueBy: 'km' | 'time' | null;
  /** The service's due day by time (YYYY-MM-DD), when that is the warning. */
  dueDate: string | null;
  /** Km left to the service (negative when passed), for a km warning. */
  kmToService: number | null;
  /** The reservation whose return reported the damage, for a damage warning. */
  reservationId: number | null;
  damages: DamageNote[];
}

const warning = (
  kind: CheckoutWarningKind,
  message: string,
  fields: Partial<Omit<CheckoutWarning, 'kind' | 'message'>> = {},
): CheckoutWarning => ({
  kind,
  message,
  dueBy: null,
  dueDate: null,
  kmToService: null,
  reservationId: null,
  damages: [],
  ...fields,
});

/**
 * The service warnings of a check-out today for a rental of `reservation`'s dates: the service
 * is overdue, or falls due before the car is back, by time, or by km at the forecast's average
 * km per day over the booked days. Uses the same forecast as the dashboard (issue 12).
 */
export function serviceWarnings(
  input: ForecastInput,
  reservation: { startDate: string; endDate: string },
): CheckoutWarning[] {
  const forecast = forecastService({ ...input, reservations: [] });
  const { today } = input;
  const months =
    input.monthsForMaintenance && input.monthsForMaintenance > 0
      ? input.monthsForMaintenance
      : null;
  const timeDue =
    months === null ? null : addMonths(input.lastService?.date ?? input.since, months);
  const warnings: CheckoutWarning[] = [];
  const { kmToService, avgKmPerDay } = forecast;
  if (kmToService !== null && kmToService <= 0) {
    warnings.push(
      warning('serviceOverdue', M.serviceOverdueKm(-kmToService), { dueBy: 'km', kmToService }),
    );
  } else if (kmToService !== null) {
    const days = bookedDays(reservation);
    const expected = Math.round(avgKmPerDay * days);
    if (avgKmPerDay > 0 && expected >= kmToService) {
      warnings.push(
        warning(
          'serviceDueDuringRental',
          M.serviceDueKm(kmToService, expected, days, avgKmPerDay),
          {
            dueBy: 'km',
            kmToService,
          },
        ),
      );
    }
  }
  if (timeDue !== null && timeDue <= today) {
    warnings.push(
      warning('serviceOverdue', M.serviceOverdueTime(timeDue), { dueBy: 'time', dueDate: timeDue }),
    );
  } else if (timeDue !== null && timeDue <= reservation.endDate) {
    warnings.push(
      warning('serviceDueDuringRental', M.serviceDueTime(timeDue), {
        dueBy: 'time',
        dueDate: timeDue,
      }),
    );
  }
  return warnings;
}

/** A return's damage that no maintenance record closed yet. */
export function openDamageWarning(damage: {
  reservationId: number;
  reportedDate: string;
  damages: readonly DamageNote[];
}): CheckoutWarning {
  return warning(
    'openDamage',
    M.openDamage(damage.reservationId, damage.reportedDate, damage.damages),
    {
      reservationId: damage.reservationId,
      damages: damage.damages.map(({ area, note }) => ({ area, note })),
    },
  );
}

/** The 409's message: a header and one warning per line. */
export function warningsMessage(warnings: readonly CheckoutWarning[]): string {
  return [M.warningsHeader, ...warnings.map((item) => item.message)].join('\n');
}
