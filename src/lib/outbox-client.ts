import type { $Fetch } from 'ofetch';
import { IDEMPOTENCY_HEADER, OUTBOX_LABEL_HEADER } from '#domain/outbox-policy.ts';
import { api } from './api-client.ts';

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
