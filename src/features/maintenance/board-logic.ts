import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import {
  DEFAULT_VEHICLE_STATUS,
  STATUS_LABELS,
  VEHICLE_STATUSES,
  type VehicleStatus,
  type VehicleType,
} from '#domain/vehicle.ts';
import {
  compareWorkshopOrder,
  isWorkshopStatus,
  placeBefore,
  reorderedIds,
} from '#domain/workshop-order.ts';
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
  // Issue 26: the workshop's columns in the order staff set (the same for everyone).
  columns.maintenanceRequired.sort(byWorkshopOrder);
  columns.underMaintenance.sort(byWorkshopOrder);
  return columns;
}

/** A renter's view has no position: its cards stay in the list's order (by id). */
const byWorkshopOrder = (a: Vehicle, b: Vehicle) =>
  compareWorkshopOrder(
    { id: a.id, workshopPosition: a.workshopPosition ?? null },
    { id: b.id, workshopPosition: b.workshopPosition ?? null },
  );

/** A reorder asked for on the board: the car goes right before `before` (null: last). */
export interface Reorder {
  vehicleId: number;
  before: number | null;
}

/**
 * Where a drop of `activeId` on the card `overId` of the same column puts it, as the server's
 * `before`: dnd-kit's sortable moves the card to the other's index (after it when moving down).
 * Null when the drop changes nothing. `column` is the column's whole order, shown or not.
 */
export function reorderFromDrop(
  column: readonly number[],
  activeId: number,
  overId: number,
): Reorder | null {
  const from = column.indexOf(activeId);
  const to = column.indexOf(overId);
  if (from === -1 || to === -1 || from === to) return null;
  const order = column.filter((id) => id !== activeId);
  order.splice(to, 0, activeId);
  return { vehicleId: activeId, before: order[to + 1] ?? null };
}

/**
 * The vehicles with reorders applied in turn, as the server applies them (the same rule), so a
 * card stands where staff put it before the answer comes, and while a reorder waits offline.
 */
export function withReorders(
  vehicles: readonly Vehicle[],
  reorders: readonly Reorder[],
): Vehicle[] {
  if (reorders.length === 0) return [...vehicles];
  const positions = new Map(
    vehicles.map((vehicle) => [vehicle.id, vehicle.workshopPosition ?? null]),
  );
  for (const { vehicleId, before } of reorders) {
    const status = vehicles.find((vehicle) => vehicle.id === vehicleId)?.status;
    if (!status || !isWorkshopStatus(status)) continue;
    const column = vehicles
      .filter((vehicle) => vehicle.status === status)
      .map((vehicle) => ({ id: vehicle.id, workshopPosition: positions.get(vehicle.id) ?? null }));
    if (before !== null && !column.some((car) => car.id === before)) continue;
    for (const [id, position] of placeBefore(column, vehicleId, before))
      positions.set(id, position);
  }
  return vehicles.map((vehicle) => {
    const position = positions.get(vehicle.id) ?? null;
    return position === (vehicle.workshopPosition ?? null)
      ? vehicle
      : { ...vehicle, workshopPosition: position };
  });
}

export { isWorkshopStatus, reorderedIds };

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

export const isColumnId = (id: UniqueIdentifier | null | undefined) =>
  typeof id === 'string' && id.startsWith(COLUMN_PREFIX);

export function statusOfColumn(id: UniqueIdentifier | null | undefined): VehicleStatus | null {
  if (typeof id !== 'string' || !id.startsWith(COLUMN_PREFIX)) return null;
  const status = id.slice(COLUMN_PREFIX.length);
  return VEHICLE_STATUSES.find((known) => known === status) ?? null;
}

export const SCREEN_READER_INSTRUCTIONS =
  'Para mover un vehículo, pulsa Espacio o Intro sobre su asa de arrastre. Usa las flechas ' +
  'izquierda y derecha para llevarlo a otra columna; en «Requiere mantenimiento» y «En ' +
  'mantenimiento», las flechas arriba y abajo cambian su lugar en la fila del taller. Espacio o ' +
  'Intro lo sueltan y Escape cancela.';

/** Where a card is in its column's order, for the announcements: 'puesto 2 de 5'. */
export interface ColumnPlace {
  index: number;
  count: number;
}

/** dnd-kit's sortable tells each droppable card its index and its column's cards. */
function placeOf(over: { data: { current?: Record<string, unknown> } } | null): ColumnPlace | null {
  const sortable = over?.data.current?.sortable as
    | { index?: number; items?: readonly unknown[] }
    | undefined;
  if (typeof sortable?.index !== 'number' || !sortable.items) return null;
  return { index: sortable.index, count: sortable.items.length };
}

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
      const justPickedUp = pickedUp;
      pickedUp = false;
      const place = over && !isColumnId(over.id) ? placeOf(over) : null;
      if (place) {
        if (justPickedUp && over?.id === active.id) return undefined;
        const from = statusOf(active.id);
        return `El vehículo ${nameOf(active.id)} está en el puesto ${place.index + 1} de ${place.count}${
          from ? ` de la columna "${STATUS_LABELS[from]}"` : ''
        }.`;
      }
      const to = statusOfColumn(over?.id);
      if (justPickedUp && to === statusOf(active.id)) return undefined;
      return to
        ? `El vehículo ${nameOf(active.id)} está sobre la columna "${STATUS_LABELS[to]}".`
        : `El vehículo ${nameOf(active.id)} no está sobre ninguna columna.`;
    },
    onDragEnd({ active, over }) {
      const name = nameOf(active.id);
      const place = over && !isColumnId(over.id) ? placeOf(over) : null;
      if (place) {
        const from = statusOf(active.id);
        const column = from ? ` de "${STATUS_LABELS[from]}"` : '';
        return over?.id === active.id
          ? `Soltaste el vehículo ${name} en su mismo puesto. El orden no cambia.`
          : `Soltaste el vehículo ${name} en el puesto ${place.index + 1} de ${place.count}${column}.`;
      }
      const to = statusOfColumn(over?.id);
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
