import { type InfiniteData, infiniteQueryOptions } from '@tanstack/react-query';
import type { ReservationView } from '#domain/reservation-contracts.ts';
import { api } from '../../../lib/api-client.ts';
import { type ErrorTexts, UnexpectedResponseError } from '../../../lib/api-error.ts';
import { NOT_AN_ARRAY } from '../../../lib/vehicles.ts';

export type Reservation = ReservationView;

/** Every reservation query starts with this key, so one invalidation refreshes them all. */
export const RESERVATIONS_KEY = ['reservations'] as const;

/** SPEC 7: 'Error al obtener reservas' when nothing better is known. */
export const MY_RESERVATIONS_ERROR_TEXTS: ErrorTexts = {
  fixedStatus: { 500: 'Error interno del servidor. Intenta más tarde.' },
  otherStatus: (status) => `Error del servidor (${status})`,
  fallback: 'Error al obtener reservas',
};

/** Cards per page of 'Mis Reservas'. */
export const MY_RESERVATIONS_PAGE_SIZE = 10;

export interface MyReservationsPage {
  items: Reservation[];
  nextCursor: string | null;
}

export type MyReservationsData = InfiniteData<MyReservationsPage, string | null>;

/**
 * GET /api/reservations/user?limit&cursor: the signed-in customer's own active reservations, a
 * page at a time (issue 14), what is running or to come first (soonest start first), then the
 * past, latest first. The user id is part of the key so that one person's list is never shown to
 * the next on a shared device.
 */
export function myReservationsQueryOptions(userId: number | string | undefined) {
  return infiniteQueryOptions({
    queryKey: [...RESERVATIONS_KEY, 'user', userId ?? null],
    // Shown at once from the cache, then checked again: an admin or another device may have
    // changed them since.
    staleTime: 0,
    initialPageParam: null as string | null,
    getNextPageParam: (last: MyReservationsPage) => last.nextCursor,
    queryFn: async ({ pageParam }) => {
      const body = (await api('/reservations/user', {
        query: { limit: MY_RESERVATIONS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
      })) as MyReservationsPage | null;
      if (!body || !Array.isArray(body.items)) throw new UnexpectedResponseError(NOT_AN_ARRAY);
      return body;
    },
  });
}
