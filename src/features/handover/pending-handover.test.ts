import { describe, expect, it } from 'vitest';
import { effectiveRentalStatus } from './pending-handover.ts';

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
