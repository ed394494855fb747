import { queryOptions } from '@tanstack/react-query';
import type { ReservationView } from '#domain/reservation-contracts.ts';
import { api } from '../../../lib/api-client.ts';
import {
  apiErrorMessage,
  type ErrorTexts,
  UnexpectedResponseError,
} from '../../../lib/api-error.ts';

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

async function getAllReservations(): Promise<ReservationView[]> {
  const body: unknown = await api('/reservations');
  if (!Array.isArray(body)) throw new UnexpectedResponseError('La respuesta no es un array válido');
  return body as ReservationView[];
}

/** All active reservations with their user and vehicle (admin only, SPEC 7). */
export function allReservationsQuery() {
  return queryOptions({
    queryKey: [...RESERVATIONS_KEY, 'all'],
    queryFn: getAllReservations,
  });
}

export function reservationsErrorMessage(error: unknown): string {
  return apiErrorMessage(error, LIST_TEXTS);
}
