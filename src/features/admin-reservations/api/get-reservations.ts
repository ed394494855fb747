import { infiniteQueryOptions } from '@tanstack/react-query';
import { getReservationPage, RESERVATIONS_KEY } from '../../../lib/admin-reservations-api.ts';
import {
  DEFAULT_SORT,
  NO_FILTERS,
  pageQuery,
  type ReservationFilters,
  type SortState,
} from '../reservation-list.ts';

export {
  RESERVATIONS_KEY,
  type ReservationPage,
  reservationsErrorMessage,
} from '../../../lib/admin-reservations-api.ts';

export const PAGE_SIZE = 25;

/**
 * The management list, one keyset page at a time (issue 14): search, filters and order go to
 * the server, so a page costs the same after ten years of history as on the first day.
 */
export function reservationPagesQuery(filters: ReservationFilters, sort: SortState) {
  return infiniteQueryOptions({
    queryKey: [...RESERVATIONS_KEY, 'admin-pages', filters, sort],
    queryFn: ({ pageParam }) => getReservationPage(pageQuery(filters, sort, PAGE_SIZE, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The page as it opens: no filter, the default order (the route and the shift prefetch it). */
export function firstReservationPageQuery() {
  return reservationPagesQuery(NO_FILTERS, DEFAULT_SORT);
}
