import type { QueryClient } from '@tanstack/react-query';
import { earliestSearchStart } from '#domain/dates.ts';
import { checkSearchRange } from '#domain/search.ts';
import { preloadImage } from '../../lib/preload-image.ts';
import { availableVehiclesQueryOptions } from './api/get-available-vehicles.ts';
import { arrangeCatalogue } from './catalogue-order.ts';
import type { CatalogueSearch } from './catalogue-search.ts';
import { isOffered } from './use-catalogue.ts';

/**
 * The results of a date search, asked for by the route's loader while the page's code is still
 * arriving, and the first card's photo preloaded as soon as the answer names it: on a phone that
 * photo is the first screen's largest paint (issue 32). The page reads the same query; a failure
 * here is the page's to show, so it is dropped.
 */
export async function prefetchResults(
  queryClient: QueryClient,
  search: CatalogueSearch,
): Promise<void> {
  const check = checkSearchRange(search, earliestSearchStart());
  if (check.kind !== 'valid') return;
  const vehicles = await queryClient.fetchQuery(
    availableVehiclesQueryOptions({ start: check.start, end: check.end }),
  );
  const offered = vehicles.filter((vehicle) => isOffered(vehicle, search.type));
  const first = arrangeCatalogue(offered, search)[0];
  if (first?.mainImageUrl) preloadImage(first.mainImageUrl);
}
