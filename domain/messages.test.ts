import { describe, expect, it } from 'vitest';
import { elSalvadorInstant, MAX_ATTEMPTS, retryDelayMs, staffPreferencesOf } from './messages.ts';

describe('messages', () => {
  it('waits 30 s, then twice as long each try, never more than an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(MAX_ATTEMPTS)).toBe(60 * 60_000);
  });

  it('reads a wall-clock time in El Salvador (UTC-6 all year)', () => {
    expect(elSalvadorInstant('2026-12-01', '08:00').toISOString()).toBe('2026-12-01T14:00:00.000Z');
  });

  it('turns every staff kind on unless stored otherwise', () => {
    expect(staffPreferencesOf({ 'new-damage': { push: false } })).toEqual({
      'overdue-return': { email: true, push: true },
      'service-digest': { email: true, push: true },
      'new-damage': { email: true, push: false },
      'reservation-cancelled': { email: true, push: true },
    });
  });
});
