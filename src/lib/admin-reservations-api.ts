import { queryOptions } from '@tanstack/react-query';
import type { ReservationView } from '#domain/reservation-contracts.ts';
import type { ReservationCounts } from '#domain/reservation-stats.ts';
import { api } from './api-client.ts';
import { apiErrorMessage, type ErrorTexts, UnexpectedResponseError } from './api-error.ts';

/**
 * The staff's reservation reads, shared by the management list (features/admin-reservations)
 * and the dashboard (features/admin-dashboard): the keyset pages' endpoint, the calendar's range
 * and the counters.
 */

/** Every key under it is refreshed after a cancellation, here or on another screen. */
export const RESERVATIONS_KEY = ['reservations'] as const;

const LIST_TEXTS: ErrorTexts = {
  byStatus: {
    401: 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.',
    403: 'Solo los administradores pueden ver todas las reservas',
    500: 'Error interno del servidor. Intenta más tarde.',
  },
  otherStatus: (status) => `Error del servidor (${status})`,
  fallback: 'Error al obtener todas las reservas',
};

export function reservationsErrorMessage(error: unknown): string {
  return apiErrorMessage(error, LIST_TEXTS);
}

export interface ReservationPage {
  items: ReservationView[];
  nextCursor: string | null;
  total: number;
  summary: ReservationCounts & { revenue: number };
}

export async function getReservationPage(query: string): Promise<ReservationPage> {
  const body = (await api(`/admin/reservations?${query}`)) as ReservationPage | null;
  if (!body || !Array.isArray(body.items) || typeof body.summary !== 'object') {
    throw new UnexpectedResponseError('La respuesta no es una página de reservas válida');
  }
  return body;
}

/** The reservations crossing the calendar's visible days (issue 14), never the whole history. */
export function calendarRangeQuery(range: { from: string; to: string }) {
  return queryOptions({
    queryKey: [...RESERVATIONS_KEY, 'range', range.from, range.to],
    queryFn: async () => {
      const body: unknown = await api('/reservations', { query: range });
      if (!Array.isArray(body)) {
        throw new UnexpectedResponseError('La respuesta no es un array válido');
      }
      return body as ReservationView[];
    },
  });
}

/** The dashboard's counters: the server's aggregate over every active reservation. */
export function reservationCountsQuery() {
  return queryOptions({
    queryKey: [...RESERVATIONS_KEY, 'counts'],
    queryFn: async () => (await getReservationPage('limit=1')).summary,
  });
}
