import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type IdMatch, idMatch, MAX_ID } from './reservation-search.ts';

function matches(match: IdMatch, id: number): boolean {
  switch (match.kind) {
    case 'all':
      return true;
    case 'ranges':
      return match.ranges.some(([from, to]) => id >= from && id <= to);
    case 'digits':
      return String(id).includes(match.digits);
    default:
      return false;
  }
}

/** Issue 14: a word matches '#<id>' exactly when the id conditions the search sends say so. */
describe('idMatch', () => {
  const word = fc.stringMatching(/^[#0-9a]{1,6}$/);
  const id = fc.oneof(
    fc.integer({ min: 1, max: 2_000 }),
    fc.integer({ min: 1, max: MAX_ID }),
    fc.constantFrom(1, 9, 10, 99, 100, 1_000_000, 2_147_483_647, 2_147_483_640),
  );

  it('agrees with a substring search of "#" and the id', () => {
    fc.assert(
      fc.property(word, id, (w, n) => {
        expect(matches(idMatch(w), n)).toBe(`#${n}`.includes(w));
      }),
      { numRuns: 5_000 },
    );
  });

  it('agrees on ids close to a prefix range edge', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: -2, max: 2 }), (p, d) => {
        for (const scale of [1, 10, 100, 1_000, 10_000, 100_000]) {
          const n = p * scale + d;
          if (n < 1 || n > MAX_ID) continue;
          expect(matches(idMatch(`#${p}`), n)).toBe(`#${n}`.includes(`#${p}`));
        }
      }),
    );
  });

  it('never lists a range past the largest id', () => {
    const match = idMatch('#2');
    expect(match.kind).toBe('ranges');
    if (match.kind !== 'ranges') return;
    expect(match.ranges.at(-1)).toEqual([2_000_000_000, MAX_ID]);
    expect(idMatch('#3')).toMatchObject({ kind: 'ranges' });
    expect(idMatch('#22222222222')).toEqual({ kind: 'none' });
    expect(idMatch('#0')).toEqual({ kind: 'none' });
    expect(idMatch('12345678901')).toEqual({ kind: 'none' });
  });
});
