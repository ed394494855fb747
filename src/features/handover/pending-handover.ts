import { useMemo } from 'react';
import type { RentalStatus } from '#domain/handover.ts';
import type { HandoverInput } from '#domain/handover-contracts.ts';
import { storedBody } from '#domain/outbox-kinds.ts';
import type { OutboxEntry } from '#domain/outbox-policy.ts';
import { isCarOut, type RentalFacts, type RentalState, stateOnDay } from '#domain/rental-state.ts';
import { useOutbox } from '../../lib/outbox-view.ts';

/**
 * Check-outs and check-ins still waiting in the outbox (issue 11). Until they reach the server
 * the screens show them as done, marked 'pendiente de sincronizar' (PENDING_SYNC), and the
 * check-in screen shows the pickup photos from the waiting check-out.
 */
export { PENDING_SYNC } from '../../lib/outbox-page-kinds.ts';

/** Issue 30: the server numbers and makes the documents when the waiting record reaches it. */
export const DOCUMENTS_PENDING = 'El contrato estará disponible al sincronizar';

export interface PendingHandover {
  checkout?: HandoverInput;
  checkin?: HandoverInput;
}

/** A waiting check-out or check-in's body; other kinds have none of this shape. */
function recordOf(entry: OutboxEntry): HandoverInput | undefined {
  return entry.kind === 'reservation-checkout' || entry.kind === 'reservation-checkin'
    ? storedBody(entry.kind, entry.body)
    : undefined;
}

export function usePendingHandovers(): ReadonlyMap<number, PendingHandover> {
  const { pending } = useOutbox();
  return useMemo(() => {
    const byReservation = new Map<number, PendingHandover>();
    for (const entry of pending) {
      const body = recordOf(entry);
      if (!body) continue;
      const side = entry.kind === 'reservation-checkout' ? 'checkout' : 'checkin';
      const id = Number(entry.targetId);
      byReservation.set(id, { ...byReservation.get(id), [side]: body });
    }
    return byReservation;
  }, [pending]);
}

/** The rental status a reservation will have once its waiting changes are sent. */
export function effectiveRentalStatus(
  stored: RentalStatus,
  pending: PendingHandover | undefined,
): RentalStatus {
  if (pending?.checkin) return 'returned';
  if (pending?.checkout && stored === 'booked') return 'inProgress';
  return stored;
}

/**
 * The reservation's state (domain/rental-state.ts) with what this device still has to send:
 * a check-out waiting in the outbox makes the car out, a check-in makes it returned.
 */
export function effectiveState(
  reservation: RentalFacts & { state: RentalState },
  pending: PendingHandover | undefined,
  today: string,
): RentalState {
  // Today's state from the view (a list kept offline may be from another day), issue 27.
  const state = stateOnDay(reservation, today) ?? reservation.state;
  if (pending?.checkin) return 'returned';
  if (pending?.checkout && !isCarOut(state) && state !== 'returned') {
    return reservation.endDate < today ? 'overdue' : 'out';
  }
  return state;
}

/** Every photo a waiting upload or record (of any user of this device) still needs here. */
export function photosNeededBy(entries: readonly OutboxEntry[]): Set<string> {
  const needed = new Set<string>();
  for (const entry of entries) {
    const photo = /^\/api\/photos\/([0-9a-f]{64})/.exec(entry.url);
    if (photo?.[1]) needed.add(photo[1]);
    // Photos named by a waiting record stay viewable until it is sent.
    const body = recordOf(entry);
    for (const named of body?.photos ?? []) needed.add(named.sha256);
    if (body?.signature) needed.add(body.signature);
    for (const damage of body?.damages ?? []) if (damage.sha256) needed.add(damage.sha256);
  }
  return needed;
}
