import { todayInElSalvador } from '#domain/dates.ts';
import {
  type RentalFacts,
  type RentalPhase,
  type RentalState,
  rentalPhase,
  stateOnDay,
} from '#domain/rental-state.ts';

interface Ordered extends RentalFacts {
  state: RentalState;
}

/** Where it belongs today, from its state today (an offline list may be from another day). */
const phaseOf = (r: Ordered, today: string) =>
  rentalPhase({ state: stateOnDay(r, today) ?? r.state, endDate: r.endDate }, today);

const RANK: Record<RentalPhase, number> = { now: 0, ahead: 1, past: 2 };

/** What matters now first: the running rental, then the next ones by date, then the past. */
export function byRelevance(a: Ordered, b: Ordered, today = todayInElSalvador()): number {
  const [pa, pb] = [phaseOf(a, today), phaseOf(b, today)];
  const rank = RANK[pa] - RANK[pb];
  if (rank !== 0) return rank;
  const byStart = a.startDate.localeCompare(b.startDate);
  return pa === 'past' ? -byStart : byStart;
}

/** True for what belongs in the history: returned, cancelled, a no-show whose days are over. */
export function isHistory(reservation: Ordered, today = todayInElSalvador()): boolean {
  return phaseOf(reservation, today) === 'past';
}

/** The reservation the customer home shows: the running one, else the soonest to come. */
export function nextReservation<T extends Ordered>(
  reservations: readonly T[],
  today = todayInElSalvador(),
): T | undefined {
  return [...reservations]
    .filter((r) => !isHistory(r, today))
    .sort((a, b) => byRelevance(a, b, today))[0];
}

/**
 * The photo of the card 'Mis Reservas' shows first (the current ones by relevance, else the
 * history), for the route to preload (issue 32).
 */
export function firstCardPhoto(
  reservations: readonly (Ordered & { vehicle: { mainImageUrl?: string | null } })[],
  today = todayInElSalvador(),
): string | undefined {
  const [first] = [...reservations].sort((a, b) => byRelevance(a, b, today));
  return first?.vehicle.mainImageUrl ?? undefined;
}
