import { addDays, daysBetween } from './dates.ts';
import { roundToCents } from './money.ts';
import { isAdmin } from './roles.ts';

/** 'No se presentó' looks this many days back (issue 27). */
export const NO_SHOW_DAYS = 7;
/** 'Vehículo sin devolver' looks this many days ahead, the day itself included (issue 27). */
export const STRANDED_DAYS = 7;

/** The longest rental we take in one booking: a year keeps a typo from blocking a car for ever. */
export const MAX_RENTAL_DAYS = 365;
/** How far ahead a booking may start: plans change, and a car held years ahead is a car lost. */
export const MAX_START_AHEAD_DAYS = 365;
/** The longest range the by-date list answers (a year, leap day included). */
export const MAX_QUERY_RANGE_DAYS = 366;
/** Upcoming or running reservations one customer may hold at once (the server's default). */
export const DEFAULT_MAX_UPCOMING_RESERVATIONS = 5;

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
  startTooFar: `La fecha de inicio debe estar dentro de los próximos ${MAX_START_AHEAD_DAYS} días`,
  rangeTooLong: `El rango de fechas no puede superar ${MAX_QUERY_RANGE_DAYS} días`,
  datesTaken: 'El vehículo ya está reservado para esas fechas',
  vehicleUnavailable: 'El vehículo no está disponible para reservar',
  vehicleInMaintenance: 'El vehículo estará en mantenimiento en esas fechas',
  vehicleNotReturned: 'El vehículo aún no ha sido devuelto',
  noShowStaffOnly: 'Solo el personal puede marcar una reserva como no presentada',
  notANoShow:
    'Solo se puede marcar como no presentada una reserva cuyo día de inicio pasó sin entrega',
  vehicleNotFound: 'Vehículo no encontrado',
  userNotFound: 'Usuario no encontrado',
  reservationNotFound: 'Reserva no encontrada',
  reservationInvalid: 'El identificador de la reserva no es válido',
  completedCannotCancel: 'No se puede cancelar una reserva completada',
  ownOnly: 'Solo puedes ver y gestionar tus propias reservas',
  adminOnly: 'Solo los administradores pueden ver todas las reservas',
} as const;

export function tooManyReservationsMessage(max: number): string {
  return `Ya tienes ${max} reservas próximas o en curso. Cancela una o espera a que termine para reservar otra.`;
}

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
  else if (startDate > addDays(today, MAX_START_AHEAD_DAYS))
    errors.push({ field: 'startDate', message: RESERVATION_MESSAGES.startTooFar });
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

/** Who may read or cancel the reservations of `ownerId`: the owner and any admin. */
export function mayManageReservationsOf(
  actor: { id: number; role?: string | null },
  ownerId: number,
): boolean {
  return actor.id === ownerId || isAdmin(actor);
}
