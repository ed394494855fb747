import { describe, expect, it } from 'vitest';
import { countByDisplayStatus, totalRevenue, withCurrentStatus } from './reservation-stats.ts';

describe('countByDisplayStatus', () => {
  it('counts every status and the total', () => {
    expect(
      countByDisplayStatus([
        { displayStatus: 'active' },
        { displayStatus: 'upcoming' },
        { displayStatus: 'upcoming' },
        { displayStatus: 'completed' },
      ]),
    ).toEqual({ total: 4, active: 1, upcoming: 2, completed: 1 });
  });

  it('is all zeros for no reservations', () => {
    expect(countByDisplayStatus([])).toEqual({ total: 0, active: 0, upcoming: 0, completed: 0 });
  });
});

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

describe('withCurrentStatus', () => {
  it('recomputes the display status for today and keeps unchanged items as they are', () => {
    const stale = {
      startDate: '2026-04-15',
      endDate: '2026-04-18',
      displayStatus: 'upcoming' as const,
    };
    const ended = {
      startDate: '2026-04-01',
      endDate: '2026-04-14',
      displayStatus: 'active' as const,
    };
    const fresh = {
      startDate: '2026-04-14',
      endDate: '2026-04-16',
      displayStatus: 'active' as const,
    };
    const [first, second, third] = withCurrentStatus([stale, ended, fresh], '2026-04-15');
    expect(first?.displayStatus).toBe('active');
    expect(second?.displayStatus).toBe('completed');
    expect(third).toBe(fresh);
  });
});
