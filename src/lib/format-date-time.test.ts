import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time.ts';

describe('formatDateTime', () => {
  it('writes the moment as dd/mm/yyyy HH:mm in El Salvador (UTC-6)', () => {
    expect(formatDateTime('2026-11-23T20:05:00.000Z')).toBe('23/11/2026 14:05');
    expect(formatDateTime('2026-11-24T03:30:00.000Z')).toBe('23/11/2026 21:30');
  });
});
