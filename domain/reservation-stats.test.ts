import { describe, expect, it } from 'vitest';
import { totalRevenue } from './reservation-stats.ts';

describe('totalRevenue', () => {
  it('sums the stored totals without floating-point dust', () => {
    expect(totalRevenue([{ totalPrice: 0.1 }, { totalPrice: 0.2 }, { totalPrice: 135 }])).toBe(
      135.3,
    );
  });

  it('is 0 for no reservations', () => {
    expect(totalRevenue([])).toBe(0);
  });
});
