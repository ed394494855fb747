import { roundToCents } from './money.ts';

/** The counters the dashboard calendar and the reservation summary cards show (issue 27 states). */
export interface ReservationCounts {
  total: number;
  /** 'Activa': pickup-due and out. */
  active: number;
  upcoming: number;
  completed: number;
  overdue: number;
  noShow: number;
  cancelled: number;
}

/** What the listed reservations bring in: their stored totals, summed to the cent. */
export function totalRevenue(reservations: readonly { totalPrice: number }[]): number {
  return roundToCents(reservations.reduce((sum, reservation) => sum + reservation.totalPrice, 0));
}
