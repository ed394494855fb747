import { daysBetween } from '#domain/dates.ts';
import {
  RESERVATION_MESSAGES,
  rentalDays,
  totalPrice,
  validateReservationDates,
} from '#domain/reservation.ts';

export interface ReservationDates {
  start: string;
  end: string;
}

/** SPEC 5.1 as the form checks it before sending: every broken rule, in the spec's words. */
export function reservationFormErrors({ start, end }: ReservationDates, today: string): string[] {
  const errors: string[] = [];
  if (!start) errors.push(RESERVATION_MESSAGES.startRequired);
  if (!end) errors.push(RESERVATION_MESSAGES.endRequired);
  if (start && end) {
    errors.push(...validateReservationDates(start, end, today).map((error) => error.message));
  } else if (start && start < today) {
    errors.push(RESERVATION_MESSAGES.startInPast);
  }
  return errors;
}

/** The errors to show under each field as the customer picks days (before any submit). */
export function liveFieldErrors({ start, end }: ReservationDates, today: string) {
  return {
    start: start && start < today ? RESERVATION_MESSAGES.startInPast : undefined,
    end:
      start && end && daysBetween(start, end) < 1
        ? RESERVATION_MESSAGES.endNotAfterStart
        : undefined,
  };
}

/** The summary: billed days (end - start, never below 0) and their price. */
export function reservationSummary({ start, end }: ReservationDates, pricePerDay: number) {
  const days = start && end ? Math.max(0, rentalDays(start, end)) : 0;
  return { days, total: totalPrice(days, pricePerDay) };
}
