import type { RentalStatus } from './handover.ts';
import type { ReservationStatus } from './reservation.ts';

/**
 * One truth about every rental (issue 27): the state of a reservation, derived from its dates
 * (today in El Salvador), its cancellation and its hand-over records. The API sends it as
 * `state` on every reservation view and every screen labels it with RENTAL_STATE_LABELS; the
 * server's SQL filters (server/services/rental-state-sql.ts) say the same in SQL and are tested
 * against this function.
 */
export const RENTAL_STATES = [
  'booked',
  'pickup-due',
  'no-show',
  'out',
  'overdue',
  'returned',
  'cancelled',
] as const;
export type RentalState = (typeof RENTAL_STATES)[number];

/** The SPEC's labels where they apply ('Completada' only once the car is back), and the new ones. */
export const RENTAL_STATE_LABELS: Record<RentalState, string> = {
  booked: 'Próxima',
  'pickup-due': 'Activa',
  out: 'Activa',
  returned: 'Completada',
  overdue: 'Atrasada',
  'no-show': 'No se presentó',
  cancelled: 'Cancelada',
};

/** The list filters: one per label, each naming the states it shows. */
export const STATE_FILTERS = [
  'upcoming',
  'active',
  'completed',
  'overdue',
  'no-show',
  'cancelled',
] as const;
export type StateFilter = (typeof STATE_FILTERS)[number];

export const STATE_FILTER_STATES: Record<StateFilter, readonly RentalState[]> = {
  upcoming: ['booked'],
  active: ['pickup-due', 'out'],
  completed: ['returned'],
  overdue: ['overdue'],
  'no-show': ['no-show'],
  cancelled: ['cancelled'],
};

/** The one filter (and calendar colour) a state belongs to. */
export function stateFilterOf(state: RentalState): StateFilter {
  switch (state) {
    case 'booked':
      return 'upcoming';
    case 'pickup-due':
    case 'out':
      return 'active';
    case 'returned':
      return 'completed';
    default:
      return state;
  }
}

export const STATE_FILTER_LABELS: Record<StateFilter, string> = {
  upcoming: 'Próximas',
  active: 'Activas',
  completed: 'Completadas',
  overdue: 'Atrasadas',
  'no-show': 'No se presentaron',
  cancelled: 'Canceladas',
};

export interface RentalFacts {
  startDate: string;
  endDate: string;
  /** The stored status: a cancelled reservation is cancelled, whatever else is true. */
  status: ReservationStatus;
  /** What the hand-over records say: none yet, checked out, checked in. */
  rentalStatus: RentalStatus;
}

/**
 * The state on `today` (El Salvador). `recordingSince` is the day the app began recording
 * hand-overs (kept in the database by migration 0021): a reservation that starts before it and
 * has no hand-over record keeps the SPEC's date-based status — booked before its start, out
 * while its dates run, returned after its end — and is never 'no-show' or 'overdue'. A record
 * always wins: a car checked out and not checked in is out (or overdue), never returned.
 */
export function rentalState(r: RentalFacts, today: string, since: string): RentalState {
  if (r.status === 'cancelled') return 'cancelled';
  if (r.rentalStatus === 'returned') return 'returned';
  if (r.rentalStatus === 'inProgress') return r.endDate < today ? 'overdue' : 'out';
  if (r.startDate > today) return 'booked';
  if (r.startDate < since) return r.endDate < today ? 'returned' : 'out';
  if (r.startDate === today) return 'pickup-due';
  return 'no-show';
}

/**
 * The state on `today` of a reservation view the server derived on another day: an offline
 * phone keeps lists from yesterday (the query cache persists to IndexedDB), and each screen
 * labels what is true today. The view carries everything the rule needs but the day hand-overs
 * began to be recorded, and it does not need it: that day is never after the server's today, so
 * a view without a record that the server called 'out' or 'returned' is history from before it
 * (its dates rule), and any other started before nothing (its records rule). Exact for any
 * `today` on or after the recording began; without a server state (a copy older than issue 27)
 * there is nothing to go on, and it stays unknown.
 */
export function stateOnDay<T extends RentalFacts & { state?: RentalState }>(
  view: T,
  today: string,
): T['state'] {
  if (view.state === undefined) return undefined;
  const beforeRecording =
    view.status !== 'cancelled' &&
    view.rentalStatus === 'booked' &&
    (view.state === 'out' || view.state === 'returned');
  return rentalState(view, today, beforeRecording ? '9999-12-31' : '0001-01-01');
}

export function rentalStateLabel(state: RentalState): string {
  return RENTAL_STATE_LABELS[state];
}

/** True while the car is with the customer (checked out, not yet back). */
export function isCarOut(state: RentalState): boolean {
  return state === 'out' || state === 'overdue';
}

/**
 * Where 'Mis Reservas' puts it: 'now' (the car is or should be with the customer), 'ahead'
 * (booked), or 'past' (returned, cancelled, or a no-show whose days are over): the history.
 */
export type RentalPhase = 'now' | 'ahead' | 'past';

export function rentalPhase(
  reservation: { state: RentalState; endDate: string },
  today: string,
): RentalPhase {
  switch (reservation.state) {
    case 'booked':
      return 'ahead';
    case 'returned':
    case 'cancelled':
      return 'past';
    case 'no-show':
      return reservation.endDate < today ? 'past' : 'now';
    default:
      return 'now';
  }
}

// ---- cancellations ----------------------------------------------------------------------------

/** The reason the counter's 'Marcar como no presentado' stores. */
export const NO_SHOW_REASON = 'no-show';
export const CANCEL_REASON_MAX = 500;

export const CANCEL_MESSAGES = {
  reasonInvalid: 'El motivo de la cancelación no es válido',
  reasonTooLong: `El motivo de la cancelación no puede tener más de ${CANCEL_REASON_MAX} caracteres`,
} as const;

/** Who cancelled, when, and why: `by` is 'customer' when the reservation's own customer did it. */
export interface Cancellation {
  at: string;
  by: 'customer' | 'staff';
  byName: string;
  reason: string | null;
}

/** A stored reason as people read it ('no-show' is the counter's code for 'No se presentó'). */
export function cancelReasonText(reason: string | null): string | null {
  if (reason === null) return null;
  return reason === NO_SHOW_REASON ? 'No se presentó' : reason;
}

/** 'el cliente' or the staff member's name, as the detail and the history say it. */
export function cancelledByText(cancellation: Pick<Cancellation, 'by' | 'byName'>): string {
  return cancellation.by === 'customer' ? 'el cliente' : cancellation.byName;
}
