import type { DisplayStatus } from '#domain/reservation.ts';

interface Ordered {
  startDate: string;
  displayStatus: DisplayStatus;
}

const RANK: Record<DisplayStatus, number> = { active: 0, upcoming: 1, completed: 2 };

/** What matters now first: the running rental, then the next ones by date, then the past. */
export function byRelevance(a: Ordered, b: Ordered): number {
  const rank = RANK[a.displayStatus] - RANK[b.displayStatus];
  if (rank !== 0) return rank;
  const byStart = a.startDate.localeCompare(b.startDate);
  return a.displayStatus === 'completed' ? -byStart : byStart;
}

/** The reservation the customer home shows: the running one, else the soonest to come. */
export function nextReservation<T extends Ordered>(reservations: readonly T[]): T | undefined {
  return [...reservations].filter((r) => r.displayStatus !== 'completed').sort(byRelevance)[0];
}
