import { describe, expect, it } from 'vitest';
import { isPublicCatalogueAnswer } from './runtime-caching.ts';

const answer = (headers: Record<string, string>, status = 200) =>
  new Response('[]', { status, headers });

describe('the offline catalogue cache keeps the renter’s view only (DESIGN 9)', () => {
  it('stores the public catalogue', () => {
    expect(
      isPublicCatalogueAnswer(answer({ 'cache-control': 'no-cache', 'x-vehicle-view': 'renter' })),
    ).toBe(true);
  });

  it('never stores an admin’s full vehicles, however they are marked', () => {
    expect(isPublicCatalogueAnswer(answer({ 'cache-control': 'private, no-cache' }))).toBe(false);
    expect(isPublicCatalogueAnswer(answer({ 'cache-control': 'no-store' }))).toBe(false);
    expect(isPublicCatalogueAnswer(answer({ 'x-vehicle-view': 'full' }))).toBe(false);
  });

  it('never stores an error', () => {
    expect(isPublicCatalogueAnswer(answer({}, 500))).toBe(false);
  });
});
