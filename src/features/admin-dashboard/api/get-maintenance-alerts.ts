import { queryOptions } from '@tanstack/react-query';
import type { VehicleView } from '#domain/vehicle-contracts.ts';
import { api } from '../../../lib/api-client.ts';
import {
  apiErrorMessage,
  type ErrorTexts,
  UnexpectedResponseError,
} from '../../../lib/api-error.ts';

/** SPEC 8 "Listing vehicles". */
const VEHICLE_LIST_TEXTS: ErrorTexts = {
  byStatus: {
    400: 'Petición incorrecta. Verifica la configuración de la API.',
    404: 'Servicio de vehículos no encontrado.',
  },
  fixedStatus: {
    401: 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.',
    403: 'No tienes permisos para ver los vehículos. Verifica tu autenticación.',
    500: 'Error interno del servidor. Intenta más tarde.',
  },
  otherStatus: (status) => `Error del servidor (${status})`,
  fallback: 'Error al cargar los vehículos',
};

export type AlertVehicle = Pick<
  VehicleView,
  'id' | 'name' | 'brand' | 'model' | 'type' | 'kilometers' | 'lastMaintenanceDate' | 'status'
>;

async function getMaintenanceAlerts(): Promise<AlertVehicle[]> {
  // The admin's view by name (kilometers, last service): never from the offline catalogue cache.
  const body: unknown = await api('/vehicles', { query: { view: 'full' } });
  if (!Array.isArray(body)) throw new UnexpectedResponseError('La respuesta no es un array válido');
  return (body as AlertVehicle[])
    .filter((vehicle) => vehicle.status === 'maintenanceRequired')
    .sort((a, b) => b.kilometers - a.kilometers);
}

/** Vehicles waiting for maintenance, most driven first; under 'vehicles' so fleet changes refresh it. */
export function maintenanceAlertsQuery() {
  return queryOptions({
    queryKey: ['vehicles', 'maintenance-alerts'],
    queryFn: getMaintenanceAlerts,
  });
}

export function vehiclesErrorMessage(error: unknown): string {
  return apiErrorMessage(error, VEHICLE_LIST_TEXTS);
}
