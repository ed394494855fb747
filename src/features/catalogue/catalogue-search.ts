import { typeFromText, type VehicleType } from '#domain/vehicle-kinds.ts';
import { type DateSearch, validateDateSearch } from '../search/search-params.ts';

/** The list page's URL: the shared date range plus the type filter, all optional. */
export interface CatalogueSearch extends DateSearch {
  type?: VehicleType;
}

export function validateCatalogueSearch(search: Record<string, unknown>): CatalogueSearch {
  const type = typeof search.type === 'string' ? typeFromText(search.type) : null;
  return { ...validateDateSearch(search), ...(type ? { type } : {}) };
}
