import { apiErrorMessage, type ErrorTexts } from '../../../lib/api-error.ts';
import { AdminOnlyError } from '../../../lib/vehicles.ts';

const SESSION_EXPIRED = 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.';
const SERVER_ERROR = 'Error interno del servidor. Intenta más tarde.';

/** SPEC 8, Creating a vehicle. */
export const CREATE_VEHICLE_ERROR_TEXTS: ErrorTexts = {
  byStatus: {
    400: 'Datos inválidos. Verifica la información ingresada.',
    409: 'Ya existe un vehículo con esos datos.',
    422: 'Error de validación. Revisa los datos ingresados.',
  },
  fixedStatus: {
    401: SESSION_EXPIRED,
    403: 'No tienes permisos de administrador para crear vehículos.',
    500: SERVER_ERROR,
  },
  fallback: 'Error al crear el vehículo',
};

/** SPEC 8, Updating a vehicle. */
export const UPDATE_VEHICLE_ERROR_TEXTS: ErrorTexts = {
  byStatus: { 400: 'Datos inválidos para la actualización.' },
  fixedStatus: {
    401: SESSION_EXPIRED,
    403: 'No tienes permisos de administrador para actualizar vehículos.',
    404: 'Vehículo no encontrado.',
    500: SERVER_ERROR,
  },
  fallback: 'Error al actualizar el vehículo',
};

/** SPEC 8, Deleting a vehicle. */
export const DELETE_VEHICLE_ERROR_TEXTS: ErrorTexts = {
  byStatus: { 409: 'No se puede eliminar el vehículo porque tiene reservas asociadas.' },
  fixedStatus: {
    401: SESSION_EXPIRED,
    403: 'No tienes permisos de administrador para eliminar vehículos.',
    404: 'Vehículo no encontrado.',
    500: SERVER_ERROR,
  },
  fallback: 'Error al eliminar el vehículo',
};

/** The refusal the page makes itself (SPEC 6) reads as is; everything else per SPEC 8. */
export function fleetErrorMessage(error: unknown, texts: ErrorTexts): string {
  return error instanceof AdminOnlyError ? error.message : apiErrorMessage(error, texts);
}
