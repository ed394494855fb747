import { describe, expect, it } from 'vitest';
import { byRelevance, nextReservation } from './reservation-order.ts';

const r = (id: number, startDate: string, displayStatus: 'upcoming' | 'active' | 'completed') => ({
  id,
  startDate,
  displayStatus,
});

describe('reservation order', () => {
  const list = [
    r(1, '2026-01-01', 'completed'),
    r(2, '2026-05-01', 'upcoming'),
    r(3, '2026-02-01', 'completed'),
    r(4, '2026-04-01', 'upcoming'),
    r(5, '2026-03-10', 'active'),
  ];

  it('lists the running one, the coming ones by date, then the past newest first', () => {
    expect([...list].sort(byRelevance).map((x) => x.id)).toEqual([5, 4, 2, 3, 1]);
  });

  it('picks the running or the soonest coming reservation, none when all are past', () => {
    expect(nextReservation(list)?.id).toBe(5);
    expect(nextReservation(list.filter((x) => x.id !== 5))?.id).toBe(4);
    expect(nextReservation([r(1, '2026-01-01', 'completed')])).toBeUndefined();
  });
});
