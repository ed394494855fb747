import { typeFromText, type VehicleType } from '#domain/vehicle-kinds.ts';
import {
  type DateSearch,
  validateDateSearch,
  withDates,
} from '../../components/search/search-params.ts';
import { type CatalogueSort, isCatalogueSort, readMinCapacity } from './catalogue-order.ts';

/**
 * The list page's URL: the shared date range, the type filter, the order and the minimum seats,
 * all optional. Living in the URL, they survive a reload, back/forward and a shared link.
 */
export interface CatalogueSearch extends DateSearch {
  type?: VehicleType;
  sort?: CatalogueSort;
  minCapacity?: number;
}

export function validateCatalogueSearch(search: Record<string, unknown>): CatalogueSearch {
  const type = typeof search.type === 'string' ? typeFromText(search.type) : null;
  const minCapacity = readMinCapacity(search.minCapacity);
  return {
    ...validateDateSearch(search),
    ...(type ? { type } : {}),
    ...(isCatalogueSort(search.sort) ? { sort: search.sort } : {}),
    ...(minCapacity ? { minCapacity } : {}),
  };
}

/** The search object without empty keys (clean URLs). */
export function catalogueSearch({
  start,
  end,
  type,
  sort,
  minCapacity,
}: CatalogueSearch): CatalogueSearch {
  return {
    ...withDates(start, end),
    ...(type ? { type } : {}),
    ...(sort ? { sort } : {}),
    ...(minCapacity ? { minCapacity } : {}),
  };
}
