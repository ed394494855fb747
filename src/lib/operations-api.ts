import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { OperationsTodayView, ReservationView } from '#domain/reservation-contracts.ts';
import { api } from './api-client.ts';
import { apiErrorMessage, type ErrorTexts } from './api-error.ts';

/** Under ['reservations'], so a replayed check-out or any cancellation refreshes it too. */
export const OPERATIONS_KEY = ['reservations', 'operations'] as const;

const TEXTS: ErrorTexts = {
  byStatus: {
    401: 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.',
    403: 'Solo los administradores pueden ver las operaciones del día',
    404: 'Reserva no encontrada',
    500: 'Error interno del servidor. Intenta más tarde.',
  },
  otherStatus: (status) => `Error del servidor (${status})`,
  fallback: 'Error al obtener las operaciones del día',
};

export function operationsErrorMessage(error: unknown): string {
  return apiErrorMessage(error, TEXTS);
}

/** GET /api/operations/today?date=: the day's pickups, returns and overdue returns. */
export function operationsQuery(date: string) {
  return queryOptions({
    queryKey: [...OPERATIONS_KEY, date],
    queryFn: ({ signal }) =>
      api<OperationsTodayView>('/operations/today', { query: { date }, signal }),
  });
}

/** A reservation of a day's list already in the cache (offline, it is all there is). */
function cachedReservation(queryClient: QueryClient, id: number) {
  for (const [, day] of queryClient.getQueriesData<OperationsTodayView>({
    queryKey: OPERATIONS_KEY,
  })) {
    const found =
      day &&
      [...day.pickups, ...day.returns, ...day.overdue, ...(day.noShows ?? [])].find(
        (r) => r.id === id,
      );
    if (found) return found;
  }
  return undefined;
}

/** GET /api/reservations/{id}, seeded from the day's list so the flow opens offline. */
export function reservationQuery(queryClient: QueryClient, id: number) {
  return queryOptions({
    queryKey: ['reservations', 'one', id],
    queryFn: ({ signal }) => api<ReservationView>(`/reservations/${id}`, { signal }),
    initialData: () => cachedReservation(queryClient, id),
    // Seeded data is as old as the list it came from: refetch it when online.
    initialDataUpdatedAt: 0,
  });
}
