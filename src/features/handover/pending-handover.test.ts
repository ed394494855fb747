import { describe, expect, it } from 'vitest';
import type { OutboxEntry, OutboxKind } from '#domain/outbox-policy.ts';
import { effectiveRentalStatus, photosNeededBy } from './pending-handover.ts';

const record = { odometer: 1200, fuel: 8, photos: [] };

describe('effectiveRentalStatus', () => {
  it('shows a check-out waiting in the outbox as En curso', () => {
    expect(effectiveRentalStatus('booked', { checkout: record })).toBe('inProgress');
  });

  it('shows a check-in waiting in the outbox as Devuelta, with or without its check-out', () => {
    expect(effectiveRentalStatus('booked', { checkout: record, checkin: record })).toBe('returned');
    expect(effectiveRentalStatus('inProgress', { checkin: record })).toBe('returned');
  });

  it('keeps what the server says when nothing waits', () => {
    expect(effectiveRentalStatus('booked', undefined)).toBe('booked');
    expect(effectiveRentalStatus('returned', undefined)).toBe('returned');
  });
});

describe('photosNeededBy', () => {
  const sha = (c: string) => c.repeat(64);
  const entry = (kind: OutboxKind, url: string, body: unknown) =>
    ({ kind, url, body: body === null ? null : JSON.stringify(body) }) as OutboxEntry;

  it('keeps photos waiting for upload and those a waiting record names', () => {
    const needed = photosNeededBy([
      entry('photo-upload', `/api/photos/${sha('a')}`, null),
      entry('reservation-checkin', '/api/reservations/4/checkin', {
        odometer: 1,
        fuel: 1,
        photos: [{ angle: 'front', sha256: sha('b') }],
        damages: [{ area: 'x', note: 'y', sha256: sha('c') }],
      }),
      entry('reservation-checkout', '/api/reservations/3/checkout', {
        photos: [],
        signature: sha('d'),
      }),
    ]);
    expect([...needed].sort()).toEqual([sha('a'), sha('b'), sha('c'), sha('d')]);
  });
});
