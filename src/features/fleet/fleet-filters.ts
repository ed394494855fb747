import {
  type EffectiveStatus,
  effectiveStatus,
  STATUS_LABELS,
  VEHICLE_TYPES,
  type VehicleType,
} from '#domain/vehicle.ts';
import { matchesVehicleSearch } from '../../lib/vehicle-search.ts';
import type { Vehicle } from '../../lib/vehicles.ts';

/** A vehicle with the status the fleet screen shows for the chosen date range (SPEC 4.2). */
export interface FleetVehicle {
  vehicle: Vehicle;
  status: EffectiveStatus;
}

export type StatusFilter = EffectiveStatus | 'all';

export interface FleetFilters {
  query: string;
  type: VehicleType | undefined;
  status: EffectiveStatus | undefined;
}

/** The six tiles of SPEC 2.14, in its order. */
export const STATUS_TILES: readonly { filter: StatusFilter; label: string }[] = [
  { filter: 'all', label: 'Total' },
  { filter: 'maintenanceCompleted', label: 'Disponible' },
  { filter: 'reserved', label: 'Reservados' },
  { filter: 'outOfService', label: 'Fuera de servicio' },
  { filter: 'maintenanceRequired', label: 'Revisión' },
  { filter: 'underMaintenance', label: 'Mantenimiento' },
];

/** The card badge: a vehicle ready to rent reads 'Disponible' (SPEC 4.2). */
export const BADGE_LABELS: Record<EffectiveStatus, string> = {
  ...STATUS_LABELS,
  maintenanceCompleted: 'Disponible',
  reserved: 'Reservado',
};

export function tileLabel(filter: StatusFilter): string {
  return STATUS_TILES.find((tile) => tile.filter === filter)?.label ?? filter;
}

export function withEffectiveStatus(
  vehicles: readonly Vehicle[],
  reservedIds: ReadonlySet<number>,
): FleetVehicle[] {
  return vehicles.map((vehicle) => ({
    vehicle,
    status: effectiveStatus(vehicle, reservedIds.has(vehicle.id)),
  }));
}

/** Search and type narrow the fleet; the tiles then count what is left. */
export function searchFleet(
  items: readonly FleetVehicle[],
  filters: Pick<FleetFilters, 'query' | 'type'>,
): FleetVehicle[] {
  return items.filter(
    ({ vehicle }) =>
      matchesVehicleSearch(vehicle, filters.query) &&
      (!filters.type || vehicle.type === filters.type),
  );
}

export function countByStatus(items: readonly FleetVehicle[]): Record<StatusFilter, number> {
  const counts: Record<StatusFilter, number> = {
    all: items.length,
    maintenanceCompleted: 0,
    reserved: 0,
    outOfService: 0,
    maintenanceRequired: 0,
    underMaintenance: 0,
  };
  for (const item of items) counts[item.status] += 1;
  return counts;
}

export function filterByStatus(
  items: readonly FleetVehicle[],
  status: EffectiveStatus | undefined,
): FleetVehicle[] {
  return status ? items.filter((item) => item.status === status) : [...items];
}

/** The types present in the fleet, in the usual order, for the type dropdown. */
export function typesInFleet(vehicles: readonly Vehicle[]): VehicleType[] {
  const present = new Set(vehicles.map((vehicle) => vehicle.type));
  return VEHICLE_TYPES.filter((type) => present.has(type));
}

export interface EmptyState {
  title: string;
  hint: string;
  /** No vehicle at all: an admin is offered 'Agregar Primer Vehículo'. */
  noVehicles: boolean;
}

/** SPEC 2.14's empty states, from the most to the least specific. */
export function emptyStateFor(options: {
  fleetSize: number;
  status: EffectiveStatus | undefined;
  rangeIsToday: boolean;
}): EmptyState {
  if (options.fleetSize === 0) {
    return {
      title: 'No hay vehículos registrados',
      hint: 'Aún no hay vehículos en la flota.',
      noVehicles: true,
    };
  }
  const title = 'No se encontraron vehículos';
  if (options.status === 'reserved') {
    const hint = options.rangeIsToday
      ? 'No hay vehículos reservados para hoy'
      : 'No hay vehículos reservados en las fechas seleccionadas';
    return { title, hint, noVehicles: false };
  }
  if (options.status) {
    return {
      title,
      hint: `No hay vehículos con estado "${tileLabel(options.status)}"`,
      noVehicles: false,
    };
  }
  return { title, hint: 'Intenta ajustar tus filtros de búsqueda', noVehicles: false };
}
