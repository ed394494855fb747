import { describe, expect, it } from 'vitest';
import {
  decodeLabel,
  defaultLabel,
  OUTBOX_MESSAGES,
  type OutboxKind,
  queueableRequest,
  RETRY_MAX_MS,
  readyToSend,
  replayLane,
  replayOutcome,
  retryAfterMs,
  retryDelayMs,
  tokenSubject,
} from './outbox-policy.ts';

const base64Url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (claims: unknown) => `${base64Url({ alg: 'HS256' })}.${base64Url(claims)}.signature`;

describe('replay policy', () => {
  it('keeps a change the network never delivered, to retry later', () => {
    expect(replayOutcome({ networkError: true })).toEqual({ kind: 'retry', reason: 'network' });
  });

  it.each([500, 502, 503, 504, 408, 429])(
    'keeps a change answered %i, to retry later',
    (status) => {
      expect(replayOutcome({ status, body: { error: 'X', message: 'boom' } })).toEqual({
        kind: 'retry',
        reason: 'server',
      });
    },
  );

  it('treats the same key still being processed as "try again later", not as a conflict', () => {
    const body = { error: 'IDEMPOTENCY_IN_PROGRESS', message: 'Todavía se está procesando.' };
    expect(replayOutcome({ status: 409, body })).toEqual({ kind: 'retry', reason: 'busy' });
  });

  it('keeps a change refused for an expired or missing session and asks to sign in', () => {
    expect(replayOutcome({ status: 401, body: { error: 'UNAUTHORIZED' } })).toEqual({
      kind: 'auth-required',
    });
  });

  it.each([200, 201, 204])('is done with a change answered %i', (status) => {
    expect(replayOutcome({ status, body: null })).toEqual({ kind: 'success' });
  });

  it('reports a status conflict with the server message and the vehicle as it is now', () => {
    const vehicle = { id: 4, status: 'outOfService' };
    const body = {
      error: 'STATUS_CONFLICT',
      message: 'Estado actual: Fuera de servicio.',
      vehicle,
    };
    expect(replayOutcome({ status: 409, body })).toEqual({
      kind: 'conflict',
      message: 'Estado actual: Fuera de servicio.',
      vehicle,
    });
  });

  it.each([400, 403, 404, 409, 422])(
    'reports %i as a conflict with the server message',
    (status) => {
      expect(replayOutcome({ status, body: { error: 'E', message: `mensaje ${status}` } })).toEqual(
        {
          kind: 'conflict',
          message: `mensaje ${status}`,
        },
      );
    },
  );

  it('still reports a refusal that came without a message', () => {
    expect(replayOutcome({ status: 404, body: 'not json' })).toEqual({
      kind: 'conflict',
      message: OUTBOX_MESSAGES.refusedWithoutMessage,
    });
  });
});

describe('retry back-off', () => {
  it('doubles from one second and stops growing at thirty seconds', () => {
    expect([0, 1, 2, 3, 4].map((failures) => retryDelayMs(failures))).toEqual([
      0, 1_000, 2_000, 4_000, 8_000,
    ]);
    expect(retryDelayMs(6)).toBe(RETRY_MAX_MS);
    expect(retryDelayMs(500)).toBe(RETRY_MAX_MS);
    expect(RETRY_MAX_MS).toBe(30_000);
  });

  it('spreads retries by up to a fifth either way, never past the cap', () => {
    expect(retryDelayMs(3, 0)).toBe(3_200);
    expect(retryDelayMs(3, 0.999)).toBeCloseTo(4_800, -1);
    expect(retryDelayMs(500, 0.999)).toBe(RETRY_MAX_MS);
    expect(retryDelayMs(500, 0)).toBe(24_000);
  });
});

describe('which requests may be queued', () => {
  it('queues a reservation cancel', () => {
    expect(queueableRequest('DELETE', '/api/reservations/12', undefined)).toEqual({
      kind: 'reservation-cancel',
      targetId: 12,
    });
  });

  it('queues a vehicle update only when it changes the status', () => {
    expect(queueableRequest('PUT', '/api/vehicles/4', { status: 'underMaintenance' })).toEqual({
      kind: 'vehicle-status',
      targetId: 4,
    });
    expect(queueableRequest('PUT', '/api/vehicles/4', { pricePerDay: 80 })).toBeNull();
    expect(queueableRequest('PUT', '/api/vehicles/4', undefined)).toBeNull();
  });

  it('queues photo uploads and the two halves of a handover', () => {
    const sha = 'a'.repeat(64);
    expect(queueableRequest('PUT', `/api/photos/${sha}`, undefined)).toEqual({
      kind: 'photo-upload',
      targetId: sha,
    });
    expect(queueableRequest('POST', '/api/reservations/12/checkout', {})).toEqual({
      kind: 'reservation-checkout',
      targetId: 12,
    });
    expect(queueableRequest('POST', '/api/reservations/12/checkin', {})).toEqual({
      kind: 'reservation-checkin',
      targetId: 12,
    });
    expect(queueableRequest('GET', `/api/photos/${sha}`, undefined)).toBeNull();
    expect(queueableRequest('POST', `/api/photos/${sha}`, undefined)).toBeNull();
    expect(queueableRequest('PUT', '/api/photos/not-a-hash', undefined)).toBeNull();
    expect(defaultLabel({ kind: 'reservation-checkin', targetId: 3 })).toBe(
      'Devolución de la reserva #3',
    );
  });

  it('queues a reorder of the workshop (issue 26), with no lane: it names another car', () => {
    const reorder = queueableRequest('PUT', '/api/vehicles/4/workshop-position', { before: 9 });
    expect(reorder).toEqual({ kind: 'vehicle-workshop-position', targetId: 4 });
    expect(replayLane({ kind: 'vehicle-workshop-position', targetId: 4 })).toBeNull();
    expect(queueableRequest('DELETE', '/api/vehicles/4/workshop-position', undefined)).toBeNull();
  });

  it('never queues creating things, deleting vehicles or other paths', () => {
    expect(queueableRequest('POST', '/api/reservations', { vehicleId: 1 })).toBeNull();
    expect(queueableRequest('DELETE', '/api/vehicles/4', undefined)).toBeNull();
    expect(queueableRequest('DELETE', '/api/reservations/user', undefined)).toBeNull();
    expect(queueableRequest('PUT', '/api/vehicles/4/extra', { status: 'x' })).toBeNull();
  });
});

describe('token subject', () => {
  it('reads the user id of a JWT, with or without the Bearer prefix', () => {
    expect(tokenSubject(jwt({ sub: '7', role: 'ADMIN' }))).toBe('7');
    expect(tokenSubject(`Bearer ${jwt({ sub: 12 })}`)).toBe('12');
  });

  it('has no subject for missing or malformed tokens', () => {
    expect(tokenSubject(null)).toBeNull();
    expect(tokenSubject('not-a-token')).toBeNull();
    expect(tokenSubject('a.%%%.c')).toBeNull();
    expect(tokenSubject(jwt({ role: 'ADMIN' }))).toBeNull();
  });
});

describe('labels', () => {
  const cancel = { kind: 'reservation-cancel', targetId: 12 } as const;
  const move = { kind: 'vehicle-status', targetId: 4 } as const;

  it('decodes the percent-encoded label the page sent', () => {
    expect(decodeLabel(encodeURIComponent('Vehículo Ñandú: En mantenimiento'), move)).toBe(
      'Vehículo Ñandú: En mantenimiento',
    );
  });

  it('names the change itself when the label is missing or broken', () => {
    expect(decodeLabel(null, cancel)).toBe('Cancelar reserva #12');
    expect(decodeLabel('%E0%A4%A', move)).toBe('Cambiar estado del vehículo #4');
  });
});

describe('replay lanes', () => {
  const move = (seq: number, vehicle: number) => ({
    seq,
    kind: 'vehicle-status' as const,
    targetId: vehicle,
  });
  const cancel = (seq: number, reservation: number) => ({
    seq,
    kind: 'reservation-cancel' as const,
    targetId: reservation,
  });

  it("a status change is in its vehicle's lane; other kinds have none", () => {
    expect(replayLane(move(1, 4))).toBe('vehicle:4');
    expect(replayLane(cancel(1, 4))).toBeNull();
    expect(replayLane({ kind: 'photo-upload', targetId: 'ab' })).toBeNull();
    // An entry stored by another version of the app may name a kind this one does not know.
    expect(replayLane({ kind: 'unknown' as string as OutboxKind, targetId: 1 })).toBeNull();
  });

  it("sends each lane's oldest change, up to the first barrier", () => {
    const queue = [move(1, 4), move(2, 5), move(3, 4), move(4, 6), cancel(5, 9), move(6, 7)];
    expect(readyToSend(queue, new Set())).toEqual([1, 2, 4]);
    expect(readyToSend(queue, new Set([1, 2]))).toEqual([4]);
    expect(readyToSend(queue.slice(1), new Set([2]))).toEqual([3, 4]);
  });

  it('a barrier goes alone, once nothing is left before it', () => {
    expect(readyToSend([cancel(5, 9), move(6, 7)], new Set())).toEqual([5]);
    expect(readyToSend([cancel(5, 9), move(6, 7)], new Set([5]))).toEqual([]);
    expect(readyToSend([move(4, 6), cancel(5, 9)], new Set([4]))).toEqual([]);
  });
});

describe('Retry-After (issue 25)', () => {
  it('reads whole seconds or an HTTP date; ignores what is missing, malformed or too far', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(retryAfterMs('3', now)).toBe(3_000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
    expect(retryAfterMs('Thu, 26 Nov 2026 12:00:10 GMT', now)).toBe(10_000);
    expect(retryAfterMs('Thu, 26 Nov 2026 11:59:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs('-3', now)).toBeUndefined();
    expect(retryAfterMs('86400', now)).toBeUndefined();
  });

  it('a 503 or 429 with Retry-After is "try again in N s", never a conflict', () => {
    const body = { error: 'SERVICE_UNAVAILABLE', message: 'El servicio no está disponible' };
    expect(replayOutcome({ status: 503, body, retryAfterMs: 3_000 })).toEqual({
      kind: 'retry',
      reason: 'server',
      retryAfterMs: 3_000,
    });
    expect(replayOutcome({ status: 429, body, retryAfterMs: 1_000 })).toMatchObject({
      kind: 'retry',
      retryAfterMs: 1_000,
    });
  });
});
