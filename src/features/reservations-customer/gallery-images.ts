/** Shown when a vehicle has no picture or none of its pictures loads (SPEC 8: silently). */
export const PLACEHOLDER_IMAGE = '/images/vehicle-placeholder.svg';

/** The main image first, then the extra ones, each once, leaving out those that failed to load. */
export function galleryImages(
  vehicle: { mainImageUrl: string | null; imageUrls: readonly string[] },
  failed: ReadonlySet<string> = new Set(),
): string[] {
  const unique = [...new Set([vehicle.mainImageUrl ?? '', ...vehicle.imageUrls])];
  const images = unique.filter((url) => url !== '' && !failed.has(url));
  return images.length > 0 ? images : [PLACEHOLDER_IMAGE];
}

/** The index `step` places away from `index`, wrapping around both ends. */
export function stepIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
