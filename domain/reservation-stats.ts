import { roundToCents } from './money.ts';
import { type DisplayStatus, displayStatus } from './reservation.ts';

/** The counters the dashboard calendar and the reservation summary cards show. */
export interface ReservationCounts {
  total: number;
  active: number;
  upcoming: number;
  completed: number;
}

/** Counts reservations by display status (SPEC 2.11 counters, SPEC 2.12 summary cards). */
export function countByDisplayStatus(
  reservations: readonly { displayStatus: DisplayStatus }[],
): ReservationCounts {
  const counts: ReservationCounts = {
    total: reservations.length,
    active: 0,
    upcoming: 0,
    completed: 0,
  };
  for (const reservation of reservations) counts[reservation.displayStatus] += 1;
  return counts;
}

/** What the listed reservations bring in: their stored totals, summed to the cent. */
export function totalRevenue(reservations: readonly { totalPrice: number }[]): number {
  return roundToCents(reservations.reduce((sum, reservation) => sum + reservation.totalPrice, 0));
}

/**
 * The display status as of `today` in El Salvador. The server sends one too, but a list restored
 * from the offline cache may be days old; unchanged items are returned as they are.
 */
export function withCurrentStatus<
  T extends { startDate: string; endDate: string; displayStatus: DisplayStatus },
>(reservations: readonly T[], today: string): T[] {
  return reservations.map((reservation) => {
    const status = displayStatus(reservation, today);
    return status === reservation.displayStatus
      ? reservation
      : { ...reservation, displayStatus: status };
  });
}
