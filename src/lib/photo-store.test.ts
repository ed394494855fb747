import { describe, expect, it } from 'vitest';
import { photosToPrune, type StoredPhoto } from './photo-store.ts';

const DAY = 24 * 60 * 60 * 1000;
const photo = (savedAt: number, submitted: boolean): StoredPhoto => ({
  blob: new Blob(['x']),
  savedAt,
  submitted,
});

describe('photosToPrune', () => {
  it('keeps confirmed photos while an upload or record still needs them', () => {
    const now = 10 * DAY;
    const stored = [
      ['a', photo(now, true)],
      ['b', photo(now, true)],
    ] as const;
    expect(photosToPrune(stored, new Set(['a']), now)).toEqual(['b']);
  });

  it('keeps drafts of an open form for a day, then lets them go', () => {
    const now = 10 * DAY;
    const stored = [
      ['fresh', photo(now - 1000, false)],
      ['old', photo(now - DAY - 1, false)],
    ] as const;
    expect(photosToPrune(stored, new Set(), now)).toEqual(['old']);
  });
});
