import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import {
  DEFAULT_VEHICLE_STATUS,
  STATUS_LABELS,
  VEHICLE_STATUSES,
  type VehicleStatus,
  type VehicleType,
} from '#domain/vehicle.ts';
import { matchesVehicleSearch } from '../../lib/vehicle-search.ts';
import type { Vehicle } from '../../lib/vehicles.ts';

/** The four columns of the board, one per stored status, in the order work flows (SPEC 2.13). */
export const BOARD_COLUMNS: readonly VehicleStatus[] = [
  'maintenanceRequired',
  'underMaintenance',
  'maintenanceCompleted',
  'outOfService',
];

export const columnTitle = (status: VehicleStatus) => STATUS_LABELS[status];

export function filterBoard(
  vehicles: readonly Vehicle[],
  filters: { query: string; type: VehicleType | undefined },
): Vehicle[] {
  return vehicles.filter(
    (vehicle) =>
      matchesVehicleSearch(vehicle, filters.query) &&
      (!filters.type || vehicle.type === filters.type),
  );
}

/**
 * The board as the admin left it: a vehicle with moves still queued offline (DESIGN 7) stands
 * where the last of them puts it, whatever a refetch or an old cached copy says. That status is
 * also what the next move expects, so a second offline move follows the first instead of
 * conflicting with it. `copies` (kept by the caller across renders) hands back the same object
 * for the same vehicle and status, so a card whose vehicle did not change is not drawn again.
 */
export function withPendingStatuses(
  vehicles: readonly Vehicle[],
  pendingStatuses: ReadonlyMap<number, VehicleStatus>,
  copies: WeakMap<Vehicle, Vehicle> = new WeakMap(),
): Vehicle[] {
  if (pendingStatuses.size === 0) return [...vehicles];
  return vehicles.map((vehicle) => {
    const status = pendingStatuses.get(vehicle.id);
    if (status === undefined || status === vehicle.status) return vehicle;
    const kept = copies.get(vehicle);
    if (kept?.status === status) return kept;
    const moved = { ...vehicle, status };
    copies.set(vehicle, moved);
    return moved;
  });
}

export function groupByStatus(vehicles: readonly Vehicle[]): Record<VehicleStatus, Vehicle[]> {
  const columns: Record<VehicleStatus, Vehicle[]> = {
    maintenanceRequired: [],
    underMaintenance: [],
    maintenanceCompleted: [],
    outOfService: [],
  };
  for (const vehicle of vehicles) columns[vehicle.status ?? DEFAULT_VEHICLE_STATUS].push(vehicle);
  return columns;
}

/**
 * What a move asks of the admin before it is saved (SPEC 4.2): nothing for a drop on its own
 * column, a confirmation into or out of service, the optional workshop details when maintenance
 * ends, otherwise it is saved at once.
 */
export type MovePlan = 'none' | 'confirm' | 'details' | 'save';

export function planMove(from: VehicleStatus, to: VehicleStatus): MovePlan {
  if (from === to) return 'none';
  if (from === 'outOfService' || to === 'outOfService') return 'confirm';
  if (from === 'underMaintenance' && to === 'maintenanceCompleted') return 'details';
  return 'save';
}

export function confirmMoveText(name: string, from: VehicleStatus, to: VehicleStatus): string {
  return `¿Estás seguro de cambiar el estado del vehículo "${name}" de "${STATUS_LABELS[from]}" a "${STATUS_LABELS[to]}"?`;
}

// ---- drag and drop identities and what screen readers hear -------------------------------------

const COLUMN_PREFIX = 'column:';

export const columnId = (status: VehicleStatus) => `${COLUMN_PREFIX}${status}`;

export function statusOfColumn(id: UniqueIdentifier | null | undefined): VehicleStatus | null {
  if (typeof id !== 'string' || !id.startsWith(COLUMN_PREFIX)) return null;
  const status = id.slice(COLUMN_PREFIX.length);
  return VEHICLE_STATUSES.find((known) => known === status) ?? null;
}

export const SCREEN_READER_INSTRUCTIONS =
  'Para mover un vehículo, pulsa Espacio o Intro sobre su asa de arrastre. Usa las flechas para ' +
  'llevarlo a otra columna, Espacio o Intro para soltarlo y Escape para cancelar.';

/** Spanish announcements for each moment of a drag (dnd-kit's accessibility prop). */
export function boardAnnouncements(
  nameOf: (id: UniqueIdentifier) => string,
  statusOf: (id: UniqueIdentifier) => VehicleStatus | null,
): Announcements {
  // Right after pick-up the card is over its own column; saying so would talk over the pick-up.
  let pickedUp = false;
  return {
    onDragStart({ active }) {
      pickedUp = true;
      const from = statusOf(active.id);
      const where = from ? `, en la columna "${STATUS_LABELS[from]}"` : '';
      return `Tomaste el vehículo ${nameOf(active.id)}${where}.`;
    },
    onDragOver({ active, over }) {
      const to = statusOfColumn(over?.id);
      const justPickedUp = pickedUp;
      pickedUp = false;
      if (justPickedUp && to === statusOf(active.id)) return undefined;
      return to
        ? `El vehículo ${nameOf(active.id)} está sobre la columna "${STATUS_LABELS[to]}".`
        : `El vehículo ${nameOf(active.id)} no está sobre ninguna columna.`;
    },
    onDragEnd({ active, over }) {
      const to = statusOfColumn(over?.id);
      const name = nameOf(active.id);
      if (!to) return `Soltaste el vehículo ${name} fuera de las columnas. Su estado no cambia.`;
      if (to === statusOf(active.id)) {
        return `Soltaste el vehículo ${name} en su misma columna. Su estado no cambia.`;
      }
      return `Soltaste el vehículo ${name} en la columna "${STATUS_LABELS[to]}".`;
    },
    onDragCancel({ active }) {
      return `Movimiento cancelado. El vehículo ${nameOf(active.id)} vuelve a su columna.`;
    },
  };
}
