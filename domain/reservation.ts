import { daysBetween, parseCalendarDate, todayInElSalvador } from './dates.ts';
import { roundToCents } from './money.ts';
import { isAdmin } from './user.ts';
import { z } from './zod.ts';

/** The longest rental we take in one booking: a year keeps a typo from blocking a car for ever. */
export const MAX_RENTAL_DAYS = 365;

export const RESERVATION_MESSAGES = {
  vehicleRequired: 'ID del vehículo es requerido',
  vehicleInvalid: 'ID del vehículo no es válido',
  userInvalid: 'ID del usuario no es válido',
  startRequired: 'La fecha de inicio es requerida',
  endRequired: 'La fecha de fin es requerida',
  startInvalid: 'La fecha de inicio no es válida',
  endInvalid: 'La fecha de fin no es válida',
  startInPast: 'La fecha de inicio no puede ser anterior a hoy',
  endNotAfterStart: 'La fecha de fin debe ser posterior a la fecha de inicio',
  endBeforeStart: 'La fecha de fin no puede ser anterior a la fecha de inicio',
  tooLong: `Una reserva no puede superar ${MAX_RENTAL_DAYS} días`,
  datesTaken: 'El vehículo ya está reservado para esas fechas',
  vehicleUnavailable: 'El vehículo no está disponible para reservar',
  vehicleNotFound: 'Vehículo no encontrado',
  userNotFound: 'Usuario no encontrado',
  reservationNotFound: 'Reserva no encontrada',
  reservationInvalid: 'El identificador de la reserva no es válido',
  completedCannotCancel: 'No se puede cancelar una reserva completada',
  ownOnly: 'Solo puedes ver y gestionar tus propias reservas',
  adminOnly: 'Solo los administradores pueden ver todas las reservas',
} as const;

/** Stored status. Display status is derived from the dates (SPEC 4.3). */
export const RESERVATION_STATUSES = ['active', 'cancelled'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export const DISPLAY_STATUSES = ['upcoming', 'active', 'completed'] as const;
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];

export const DISPLAY_STATUS_LABELS: Record<DisplayStatus, string> = {
  upcoming: 'Próxima',
  active: 'Activa',
  completed: 'Completada',
};

/** Days billed: a reservation occupies start..end inclusive but is charged end - start days. */
export function rentalDays(startDate: string, endDate: string): number {
  return daysBetween(startDate, endDate);
}

export function totalPrice(days: number, pricePerDay: number): number {
  return roundToCents(Math.max(0, days) * pricePerDay);
}

/** SPEC 5.1 date rules; `today` is the date in El Salvador. Empty list means valid. */
export function validateReservationDates(
  startDate: string,
  endDate: string,
  today: string,
): { field: 'startDate' | 'endDate'; message: string }[] {
  const errors: { field: 'startDate' | 'endDate'; message: string }[] = [];
  if (startDate < today)
    errors.push({ field: 'startDate', message: RESERVATION_MESSAGES.startInPast });
  const days = rentalDays(startDate, endDate);
  if (days < 1) errors.push({ field: 'endDate', message: RESERVATION_MESSAGES.endNotAfterStart });
  else if (days > MAX_RENTAL_DAYS)
    errors.push({ field: 'endDate', message: RESERVATION_MESSAGES.tooLong });
  return errors;
}

/** Both ranges inclusive of their first and last day, as the database's exclusion constraint. */
export function rangesOverlap(
  a: { startDate: string; endDate: string },
  b: { startDate: string; endDate: string },
): boolean {
  return a.startDate <= b.endDate && b.startDate <= a.endDate;
}

export function displayStatus(
  reservation: { startDate: string; endDate: string },
  today: string,
): DisplayStatus {
  if (reservation.startDate > today) return 'upcoming';
  if (reservation.endDate < today) return 'completed';
  return 'active';
}

/** Active or upcoming reservations that are still booked can be cancelled; completed ones not. */
export function canCancel(
  reservation: { startDate: string; endDate: string; status: ReservationStatus },
  today: string,
): boolean {
  return reservation.status === 'active' && displayStatus(reservation, today) !== 'completed';
}

/** A date field typed as YYYY-MM-DD or dd-mm-yyyy, read as YYYY-MM-DD. */
export function calendarDateField(required: string, invalid: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? required : invalid) })
    .trim()
    .min(1, required)
    .max(10, invalid)
    .describe('Fecha del calendario: YYYY-MM-DD o dd-mm-yyyy')
    .transform((value, ctx) => {
      const parsed = parseCalendarDate(value);
      if (parsed) return parsed;
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    });
}

const MAX_ID = 2_147_483_647;

/** An id typed as a positive integer or its digits (query strings and forms send text). */
export function idField(required: string, invalid: string) {
  return z
    .union([z.number(), z.string()], {
      error: (issue) => (issue.input === undefined ? required : invalid),
    })
    .transform((value, ctx) => {
      if (value === '') {
        ctx.addIssue({ code: 'custom', message: required });
        return z.NEVER;
      }
      const id = typeof value === 'number' ? value : /^\d{1,10}$/.test(value) ? Number(value) : 0;
      if (Number.isInteger(id) && id > 0 && id <= MAX_ID) return id;
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    });
}

const M = RESERVATION_MESSAGES;

/** The create payload (SPEC 3.7) with the SPEC 5.1 rules; `today` is read when validating. */
export function reservationInput(today: () => string = todayInElSalvador) {
  return z
    .strictObject({
      vehicleId: idField(M.vehicleRequired, M.vehicleInvalid),
      userId: idField(M.userInvalid, M.userInvalid).optional(),
      startDate: calendarDateField(M.startRequired, M.startInvalid),
      endDate: calendarDateField(M.endRequired, M.endInvalid),
    })
    .superRefine((data, ctx) => {
      for (const { field, message } of validateReservationDates(
        data.startDate,
        data.endDate,
        today(),
      )) {
        ctx.addIssue({ code: 'custom', message, path: [field] });
      }
    });
}

export const createReservationInput = reservationInput();
export type CreateReservationInput = z.input<typeof createReservationInput>;
export type CreateReservationData = z.output<typeof createReservationInput>;

/** The two days of a query range (availability, by-date lists), both inclusive. */
export const dateRangeFields = {
  startDate: calendarDateField(M.startRequired, M.startInvalid),
  endDate: calendarDateField(M.endRequired, M.endInvalid),
};

/** The refinement every query range carries: a range may be one day, never end before it starts. */
export const rangeInOrder: [
  (query: { startDate: string; endDate: string }) => boolean,
  { message: string; path: string[] },
] = [(query) => query.endDate >= query.startDate, { message: M.endBeforeStart, path: ['endDate'] }];

export const dateRangeQuery = z.object(dateRangeFields).refine(...rangeInOrder);
export type DateRange = z.output<typeof dateRangeQuery>;

/** Who may read or cancel the reservations of `ownerId`: the owner and any admin. */
export function mayManageReservationsOf(
  actor: { id: number; role?: string | null },
  ownerId: number,
): boolean {
  return actor.id === ownerId || isAdmin(actor);
}

// ---- response contracts -----------------------------------------------------------------------

const reservationUserView = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  dui: z.string(),
});

const reservationVehicleView = z.object({
  id: z.number(),
  name: z.string(),
  brand: z.string(),
  model: z.string(),
  type: z.string(),
  vehicleType: z.object({ type: z.string() }),
  capacity: z.number(),
  mainImageUrl: z.string().nullable(),
  pricePerDay: z.number(),
});

/** A reservation as the API answers it (SPEC 3.6), with its derived days and display status. */
export const reservationView = z.object({
  id: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  createdAt: z.string(),
  days: z.number(),
  pricePerDay: z.number(),
  totalPrice: z.number(),
  status: z.enum(RESERVATION_STATUSES),
  displayStatus: z.enum(DISPLAY_STATUSES),
  cancelledAt: z.string().nullable(),
  userId: z.number(),
  vehicleId: z.number(),
  user: reservationUserView,
  vehicle: reservationVehicleView,
});
export type ReservationView = z.infer<typeof reservationView>;

/** What anyone may learn about bookings: which vehicle is taken on which days, nothing personal. */
export const bookedRangeView = z.object({
  vehicleId: z.number(),
  vehicle: z.object({ id: z.number() }),
  startDate: z.string(),
  endDate: z.string(),
});
export type BookedRangeView = z.infer<typeof bookedRangeView>;
