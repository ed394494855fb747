import { queryOptions } from '@tanstack/react-query';
import type {
  PublicVehicleCard,
  PublicVehicleView,
  VehicleCard,
  VehicleView,
} from '#domain/vehicle-contracts.ts';
import { api } from './api-client.ts';
import { type ErrorTexts, UnexpectedResponseError } from './api-error.ts';
import { session } from './session.ts';

/**
 * A vehicle in the admins' list, GET /api/vehicles?view=full: its card (issue 14), without the
 * gallery or the maintenance history, which come with VehicleDetail.
 */
export type Vehicle = VehicleCard;
/** One vehicle as admins get it from GET /api/vehicles/{id}?view=full (SPEC 3.2). */
export type VehicleDetail = VehicleView;
/** A vehicle in the catalogue's lists as visitors and customers get it (DESIGN 9). */
export type PublicVehicle = PublicVehicleCard;
/** One vehicle in the renter's view, gallery included. */
export type PublicVehicleDetail = PublicVehicleView;

/** Every vehicle query starts with this key, so one invalidation refreshes them all. */
export const VEHICLES_KEY = ['vehicles'] as const;
/** The admin screens' full list. */
export const VEHICLE_LIST_KEY = [...VEHICLES_KEY, 'list'] as const;
/** The public catalogue (renter's view), kept apart so neither list is mistaken for the other. */
export const CATALOGUE_LIST_KEY = [...VEHICLES_KEY, 'catalogue'] as const;

export const NOT_AN_ARRAY = 'La respuesta no es un array válido';

/** SPEC 8, Listing vehicles. */
export const VEHICLE_LIST_ERROR_TEXTS: ErrorTexts = {
  byStatus: { 400: 'Petición incorrecta. Verifica la configuración de la API.' },
  fixedStatus: {
    401: 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.',
    403: 'No tienes permisos para ver los vehículos. Verifica tu autenticación.',
    404: 'Servicio de vehículos no encontrado.',
    500: 'Error interno del servidor. Intenta más tarde.',
  },
  otherStatus: (status) => `Error del servidor (${status})`,
  fallback: 'Error al cargar los vehículos',
};

/**
 * `view=full` asks for the admin's view by name: the service worker never caches such a request
 * (src/sw/runtime-caching.ts), so a shared device cannot hand it to a customer later.
 */
export async function fetchVehicles(): Promise<Vehicle[]> {
  // Customers see the fleet and the board read-only, from the renter's view: no odometer or
  // other internal fields (the cards leave out what is missing).
  const full = session.getSnapshot().user?.routeRole === 'admin';
  const body: unknown = await api('/vehicles', full ? { query: { view: 'full' } } : {});
  if (!Array.isArray(body)) throw new UnexpectedResponseError(NOT_AN_ARRAY);
  return body as Vehicle[];
}

/** All unarchived vehicles in any status: the fleet screen and the board filter them. */
export function vehiclesQueryOptions() {
  return queryOptions({ queryKey: VEHICLE_LIST_KEY, queryFn: fetchVehicles });
}

/**
 * One vehicle whole, gallery and maintenance history (GET /api/vehicles/{id}?view=full), for the
 * admin screens that show more than a card: the history dialog and the edit form. Asked for by
 * name, so the service worker never stores it; the persisted query cache keeps it, so a vehicle
 * seen once opens offline.
 */
export function vehicleDetailQueryOptions(vehicleId: number) {
  return queryOptions({
    queryKey: [...VEHICLES_KEY, 'detail', vehicleId, 'full'],
    queryFn: () => api<VehicleDetail>(`/vehicles/${vehicleId}`, { query: { view: 'full' } }),
  });
}

/** SPEC 8, one vehicle: 'Vehículo no encontrado' when it is gone. */
export const VEHICLE_DETAIL_ERROR_TEXTS: ErrorTexts = {
  ...VEHICLE_LIST_ERROR_TEXTS,
  fixedStatus: { ...VEHICLE_LIST_ERROR_TEXTS.fixedStatus, 404: 'Vehículo no encontrado' },
  fallback: 'Error al cargar el vehículo',
};

async function fetchCatalogue(): Promise<PublicVehicle[]> {
  const body: unknown = await api('/vehicles');
  if (!Array.isArray(body)) throw new UnexpectedResponseError(NOT_AN_ARRAY);
  return body as PublicVehicle[];
}

/** Every unarchived vehicle in the renter's view: the public catalogue filters them. */
export function catalogueQueryOptions() {
  return queryOptions({ queryKey: CATALOGUE_LIST_KEY, queryFn: fetchCatalogue });
}

/** The page refuses an admin action itself before asking the server (SPEC 6). */
export class AdminOnlyError extends Error {
  override name = 'AdminOnlyError';
}

export function assertAdmin(message: string): void {
  if (session.getSnapshot().user?.routeRole !== 'admin') throw new AdminOnlyError(message);
}

/**
 * The key that lets the server recognise a repeated request (DESIGN 7). Made when the user acts,
 * so a retry of the same action reuses it and a new action gets a new one.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; a phone on the shop's LAN over plain http may lack it.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
