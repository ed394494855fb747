import type { $Fetch } from 'ofetch';
import { useMemo, useRef } from 'react';
import {
  IDEMPOTENCY_HEADER,
  OUTBOX_LABEL_HEADER,
  type OutboxKind,
  parseJsonBody,
} from '#domain/outbox-policy.ts';
import type { VehicleStatus } from '#domain/vehicle.ts';
import { api } from './api-client.ts';
import { useOutbox, usePendingValue } from './sw-bridge.ts';

/**
 * What a screen needs to send a change that may be queued offline (DESIGN 7): a cancellation or
 * a vehicle status change. The service worker answers 202 {queued: true, id} for one it kept.
 */
export interface QueuedAnswer {
  queued: true;
  id: string;
  /**
   * 'offline': the server could not be reached; 'behind': the line works but older changes of
   * this user still wait, and this one goes after them (said as 'en cola', not 'Sin conexión').
   */
  reason?: 'offline' | 'behind';
}

/** The toast for a change queued behind others while online. */
export const IN_QUEUE_TEXT = (what: string) =>
  `En cola: ${what} se enviará después de los cambios pendientes.`;

export type QueuedResult<T> = QueuedAnswer | { queued: false; data: T };

/** The 202 body the service worker sends for a queued change (also on a QueuedResult). */
export function isQueued(value: unknown): value is QueuedAnswer {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { queued?: unknown }).queued === true &&
    typeof (value as { id?: unknown }).id === 'string'
  );
}

/**
 * The headers every queueable change carries: its Idempotency-Key (made when the user acted) and
 * a label for the pending list and the toasts, percent-encoded because headers are ASCII.
 */
export function outboxHeaders(label: string, idempotencyKey: string): Record<string, string> {
  return {
    [IDEMPOTENCY_HEADER]: idempotencyKey,
    [OUTBOX_LABEL_HEADER]: encodeURIComponent(label),
  };
}

export interface QueuedRequestOptions {
  /** POST only for a check-out or check-in (issue 11). */
  method: 'DELETE' | 'PUT' | 'POST';
  /** Under /api, as for the api client: '/reservations/12', '/vehicles/4'. */
  path: string;
  /** For a status change: { status, expectedStatus } (the status the user saw). */
  body?: Record<string, unknown>;
  /** What the user did, in Spanish: 'Cancelar reserva #12'. */
  label: string;
  idempotencyKey: string;
}

/**
 * Sends a queueable change through the api client. Resolves with the server's answer, or with
 * {queued: true} when the service worker kept it for later; server refusals throw as usual.
 */
export async function queuedRequest<T>(
  { method, path, body, label, idempotencyKey }: QueuedRequestOptions,
  client: $Fetch = api,
): Promise<QueuedResult<T>> {
  const response = await client.raw<T | QueuedAnswer>(path, {
    method,
    headers: outboxHeaders(label, idempotencyKey),
    ...(body ? { body } : {}),
  });
  const data = response._data;
  if (response.status === 202 && isQueued(data)) {
    return { queued: true, id: data.id, reason: data.reason === 'behind' ? 'behind' : 'offline' };
  }
  return { queued: false, data: data as T };
}

/** Ids of reservations (or vehicles) with a change of this kind still waiting to be sent. */
export function usePendingIds(kind: OutboxKind): ReadonlySet<number | string> {
  const { pending } = useOutbox();
  return useMemo(
    () => new Set(pending.filter((entry) => entry.kind === kind).map((entry) => entry.targetId)),
    [pending, kind],
  );
}

/**
 * Whether a change of this kind to `targetId` waits to be sent. Only the callers whose answer
 * changed re-render when the queue shrinks (one board card, not all of them).
 */
export function useIsPending(kind: OutboxKind, targetId: number | string): boolean {
  return usePendingValue((pending) =>
    pending.some((entry) => entry.kind === kind && entry.targetId === targetId),
  );
}

/**
 * The status each vehicle will have once its queued moves are sent (the latest one wins), so a
 * board can keep the card where the user put it even when a refetch says otherwise; moves the
 * server accepted count too until the round's refresh brings them in the data.
 */
export function usePendingStatuses(): ReadonlyMap<number, VehicleStatus> {
  const { pending, sent } = useOutbox();
  // The same map while the statuses stay the same (mid-round, a sent move still counts until the
  // refresh), so the board does not redraw on every progress note.
  const previous = useRef<ReadonlyMap<number, VehicleStatus>>(new Map());
  const statuses = useMemo(() => {
    const statuses = new Map<number, VehicleStatus>();
    for (const entry of [...sent, ...pending]) {
      if (entry.kind !== 'vehicle-status') continue;
      if (typeof entry.body !== 'string' || typeof entry.targetId !== 'number') continue;
      const body = parseJsonBody(entry.body) as { status?: VehicleStatus } | undefined;
      if (body?.status) statuses.set(entry.targetId, body.status);
    }
    return statuses;
  }, [pending, sent]);
  if (!sameStatuses(statuses, previous.current)) previous.current = statuses;
  return previous.current;
}

/**
 * Issue 26: the reorders of the workshop still queued (or sent, until the round's refresh), in
 * the order they were made, so the board keeps each card where staff put it, reload included.
 */
export function usePendingReorders(): readonly { vehicleId: number; before: number | null }[] {
  const { pending, sent } = useOutbox();
  const previous = useRef<readonly { vehicleId: number; before: number | null }[]>([]);
  const reorders = useMemo(() => {
    const found: { vehicleId: number; before: number | null }[] = [];
    for (const entry of [...sent, ...pending]) {
      if (entry.kind !== 'vehicle-workshop-position') continue;
      if (typeof entry.body !== 'string' || typeof entry.targetId !== 'number') continue;
      const body = parseJsonBody(entry.body) as { before?: unknown } | undefined;
      const before = body?.before;
      if (before === null || typeof before === 'number') {
        found.push({ vehicleId: entry.targetId, before });
      }
    }
    return found;
  }, [pending, sent]);
  if (JSON.stringify(reorders) !== JSON.stringify(previous.current)) previous.current = reorders;
  return previous.current;
}

function sameStatuses(
  a: ReadonlyMap<number, VehicleStatus>,
  b: ReadonlyMap<number, VehicleStatus>,
): boolean {
  if (a.size !== b.size) return false;
  for (const [id, status] of a) if (b.get(id) !== status) return false;
  return true;
}
