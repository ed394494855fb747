import { apiErrorMessage, type ErrorTexts } from '../../../lib/api-error.ts';
import { AdminOnlyError } from '../../../lib/vehicles.ts';

/** SPEC 8, Updating a vehicle, as a status change meets it. */
const STATUS_ERROR_TEXTS: ErrorTexts = {
  byStatus: { 400: 'Datos inválidos para la actualización.' },
  fixedStatus: {
    401: 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.',
    403: 'No tienes permisos de administrador para actualizar vehículos.',
    404: 'Vehículo no encontrado.',
    500: 'Error interno del servidor. Intenta más tarde.',
  },
  otherStatus: (status) => `Error del servidor (${status})`,
  fallback: 'Error inesperado',
};

/** 'Error al actualizar el estado del vehículo: {message}' (SPEC 8). */
export function statusChangeErrorMessage(error: unknown): string {
  const message =
    error instanceof AdminOnlyError ? error.message : apiErrorMessage(error, STATUS_ERROR_TEXTS);
  return `Error al actualizar el estado del vehículo: ${message}`;
}
