import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareWorkshopOrder,
  type Placed,
  POSITION_STEP,
  placeBefore,
  reorderedIds,
} from './workshop-order.ts';

const apply = (column: Placed[], writes: Map<number, number>): Placed[] =>
  column.map((car) => ({ ...car, workshopPosition: writes.get(car.id) ?? car.workshopPosition }));
const order = (column: Placed[]) => [...column].sort(compareWorkshopOrder).map((car) => car.id);

describe('the workshop order (issue 26)', () => {
  it('sorts placed cars by position, then unplaced ones by id', () => {
    const column: Placed[] = [
      { id: 5, workshopPosition: null },
      { id: 9, workshopPosition: 2048 },
      { id: 2, workshopPosition: null },
      { id: 7, workshopPosition: 1024 },
    ];
    expect(order(column)).toEqual([7, 9, 2, 5]);
  });

  it('moves an id before another or to the end', () => {
    expect(reorderedIds([1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3]);
    expect(reorderedIds([1, 2, 3, 4], 1, null)).toEqual([2, 3, 4, 1]);
    expect(reorderedIds([1, 2, 3, 4], 1, 4)).toEqual([2, 3, 1, 4]);
  });

  it('writes one row when the gap has room', () => {
    const column: Placed[] = [
      { id: 1, workshopPosition: 1024 },
      { id: 2, workshopPosition: 2048 },
      { id: 3, workshopPosition: 3072 },
    ];
    expect(placeBefore(column, 3, 2)).toEqual(new Map([[3, 1536]]));
    expect(placeBefore(column, 3, 1)).toEqual(new Map([[3, 512]]));
    expect(placeBefore(column, 1, null)).toEqual(new Map([[1, 3072 + POSITION_STEP]]));
  });

  it('numbers the column again when the gap is used up or a car before it was never placed', () => {
    const tight: Placed[] = [
      { id: 1, workshopPosition: 10 },
      { id: 2, workshopPosition: 11 },
      { id: 3, workshopPosition: 12 },
    ];
    expect(placeBefore(tight, 3, 2)).toEqual(
      new Map([
        [1, 1024],
        [3, 2048],
        [2, 3072],
      ]),
    );
    const unplaced: Placed[] = [
      { id: 1, workshopPosition: null },
      { id: 2, workshopPosition: null },
      { id: 3, workshopPosition: null },
    ];
    // First of the column: no renumbering needed, it just gets a position.
    expect(placeBefore(unplaced, 3, 1)).toEqual(new Map([[3, POSITION_STEP]]));
    // Last: it must follow unplaced cars, so they are placed too.
    expect(order(apply(unplaced, placeBefore(unplaced, 1, null)))).toEqual([2, 3, 1]);
  });

  it('writes nothing when the car already stands there', () => {
    const column: Placed[] = [
      { id: 1, workshopPosition: 1024 },
      { id: 2, workshopPosition: null },
    ];
    expect(placeBefore(column, 1, 2).size).toBe(0);
    expect(placeBefore(column, 2, null).size).toBe(0);
  });

  it('always gives the order asked for, from any column and any sequence of moves', () => {
    const position = fc.option(fc.integer({ min: 1, max: 5000 }), { nil: null });
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 12 }),
        fc.array(position, { minLength: 12, maxLength: 12 }),
        fc.array(fc.tuple(fc.nat(), fc.option(fc.nat(), { nil: null })), { maxLength: 30 }),
        (ids, positions, moves) => {
          let column: Placed[] = ids.map((id, index) => ({
            id,
            workshopPosition: positions[index] ?? null,
          }));
          for (const [m, b] of moves) {
            const moving = ids[m % ids.length] as number;
            const before = b === null ? null : (ids[b % ids.length] as number);
            if (before === moving) continue;
            const wanted = reorderedIds(order(column), moving, before);
            column = apply(column, placeBefore(column, moving, before));
            expect(order(column)).toEqual(wanted);
          }
        },
      ),
    );
  });
});
