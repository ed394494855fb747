import { useSyncExternalStore } from 'react';
import { formatDateTime } from '#domain/dates.ts';
import { isFetchError } from './api-error.ts';

/** DESIGN 7: creating a reservation needs the network; the form keeps what was typed. */
export const RESERVATION_NEEDS_NETWORK =
  'Necesitas conexión a internet para crear una reserva. Tus datos del formulario se conservan.';

export class OfflineError extends Error {
  override name = 'OfflineError';
}

/** Throws (with the Spanish message) when the browser knows it has no network. */
export function assertOnlineForReservation(): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new OfflineError(RESERVATION_NEEDS_NETWORK);
  }
}

/**
 * A failure that means "no connection": refused before sending, or sent and never answered.
 * A reservation screen shows RESERVATION_NEEDS_NETWORK for these instead of a generic error.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof OfflineError) return true;
  return isFetchError(error) && error.response === undefined;
}

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** navigator.onLine, kept current. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/** 'dd/mm/yyyy HH:mm' in El Salvador's time (DESIGN 5). */
export function formatDataTime(timestamp: number): string {
  return formatDateTime(timestamp);
}
