/** How the results are ordered and narrowed (issue 17); kept in the URL with the dates. */
export const CATALOGUE_SORTS = ['price-asc', 'price-desc', 'capacity'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

export const SORT_LABELS: Record<CatalogueSort | 'recommended', string> = {
  recommended: 'Recomendados',
  'price-asc': 'Precio: menor a mayor',
  'price-desc': 'Precio: mayor a menor',
  capacity: 'Capacidad: mayor a menor',
};

/** The seat counts the filter offers; any other count from a shared link still applies. */
export const CAPACITY_STEPS = [2, 4, 5, 7, 8] as const;

export const capacityLabel = (seats: number) => `${seats} o más personas`;

export function isCatalogueSort(value: unknown): value is CatalogueSort {
  return (CATALOGUE_SORTS as readonly unknown[]).includes(value);
}

/** A seat count read from the URL: a whole number within the fleet's 1-50, else nothing. */
export function readMinCapacity(value: unknown): number | undefined {
  const seats = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(seats) && seats >= 1 && seats <= 50 ? seats : undefined;
}

interface Arrangeable {
  id: number;
  name: string;
  capacity: number;
  pricePerDay: number;
}

const byPrice = (a: Arrangeable, b: Arrangeable) => a.pricePerDay - b.pricePerDay;
const byName = (a: Arrangeable, b: Arrangeable) =>
  a.name.localeCompare(b.name, 'es') || a.id - b.id;

const COMPARE: Record<CatalogueSort, (a: Arrangeable, b: Arrangeable) => number> = {
  'price-asc': (a, b) => byPrice(a, b) || byName(a, b),
  'price-desc': (a, b) => byPrice(b, a) || byName(a, b),
  // Most seats first; among equals, the cheaper one.
  capacity: (a, b) => b.capacity - a.capacity || byPrice(a, b) || byName(a, b),
};

/** The vehicles with at least `minCapacity` seats, in the chosen order (else as they came). */
export function arrangeCatalogue<T extends Arrangeable>(
  vehicles: readonly T[],
  { sort, minCapacity }: { sort?: CatalogueSort | undefined; minCapacity?: number | undefined },
): T[] {
  const kept = minCapacity ? vehicles.filter((v) => v.capacity >= minCapacity) : [...vehicles];
  return sort ? kept.sort(COMPARE[sort]) : kept;
}
