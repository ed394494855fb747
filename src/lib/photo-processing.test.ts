import { describe, expect, it } from 'vitest';
import { fitWithin, sha256Hex } from './photo-processing.ts';

describe('fitWithin', () => {
  it('brings the longest side down to 1600 px, keeping the proportions', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1200, height: 1600 });
  });

  it('never enlarges a small photo', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1600, 900)).toEqual({ width: 1600, height: 900 });
  });
});

describe('sha256Hex', () => {
  it('names bytes by their SHA-256 in lower-case hex', async () => {
    const blob = new Blob(['abc']);
    expect(await sha256Hex(blob)).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
