import { describe, expect, it } from 'vitest';
import { formatHandoverTime, formatMegabytes } from './handover-format.ts';

describe('formatHandoverTime', () => {
  it('writes the moment as dd/mm/yyyy HH:mm in El Salvador (UTC-6)', () => {
    expect(formatHandoverTime('2026-11-23T20:05:00.000Z')).toBe('23/11/2026 14:05');
    expect(formatHandoverTime('2026-11-24T03:30:00.000Z')).toBe('23/11/2026 21:30');
  });
});

describe('formatMegabytes', () => {
  it('shows storage with one decimal at most', () => {
    expect(formatMegabytes(3.25 * 1024 * 1024)).toMatch(/^3[.,]3 MB$/);
    expect(formatMegabytes(0)).toBe('0 MB');
  });
});
