import { describe, expect, it } from 'vitest';
import { galleryImages, PLACEHOLDER_IMAGE, stepIndex } from './gallery-images.ts';

describe('galleryImages', () => {
  it('puts the main image first and lists each picture once', () => {
    expect(
      galleryImages({ mainImageUrl: '/a.svg', imageUrls: ['/b.svg', '/a.svg', '/c.svg'] }),
    ).toEqual(['/a.svg', '/b.svg', '/c.svg']);
  });

  it('leaves out pictures that failed and falls back to the placeholder', () => {
    const vehicle = { mainImageUrl: '/a.svg', imageUrls: ['/b.svg'] };
    expect(galleryImages(vehicle, new Set(['/a.svg']))).toEqual(['/b.svg']);
    expect(galleryImages(vehicle, new Set(['/a.svg', '/b.svg']))).toEqual([PLACEHOLDER_IMAGE]);
    expect(galleryImages({ mainImageUrl: null, imageUrls: [] })).toEqual([PLACEHOLDER_IMAGE]);
  });
});

describe('stepIndex', () => {
  it('wraps around both ends', () => {
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(1, 1, 3)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});
