/**
 * Issue 26: the workshop's order. In 'Requiere mantenimiento' and 'En mantenimiento' staff drag
 * the cars to say which comes first; the server keeps one order for everyone. Pure rules here:
 * the page sorts by them, the server places by them. No zod here: the board imports this module
 * on its way to the first paint (issue 32); the request's schema is in workshop-order-contract.ts.
 */
import type { VehicleStatus } from './vehicle-kinds.ts';

/** The two columns whose cars staff put in order. */
export const WORKSHOP_STATUSES = ['maintenanceRequired', 'underMaintenance'] as const;
export type WorkshopStatus = (typeof WORKSHOP_STATUSES)[number];

export const isWorkshopStatus = (status: VehicleStatus): status is WorkshopStatus =>
  (WORKSHOP_STATUSES as readonly VehicleStatus[]).includes(status);

/**
 * The gap between two neighbours when a column is numbered (afresh): about ten halvings fit
 * in it, so a move usually writes one row and a column is numbered again only now and then.
 */
export const POSITION_STEP = 1024;

export const WORKSHOP_MESSAGES = {
  forbidden: 'No tienes permisos de administrador para ordenar los vehículos del taller.',
  beforeInvalid:
    'Indica ante qué vehículo va ("before": su identificador) o null para dejarlo al final.',
  beforeSelf: 'Un vehículo no puede ir antes de sí mismo.',
  beforeNotFound: 'No se encontró el vehículo ante el que querías colocarlo.',
  notInWorkshop: 'Solo se ordenan los vehículos de "Requiere mantenimiento" y "En mantenimiento".',
  notSameColumn:
    'El vehículo ante el que querías colocarlo ya no está en la misma columna. Actualiza el tablero e inténtalo de nuevo.',
} as const;

export interface Placed {
  id: number;
  /** null: not placed yet (after every placed car, by id). */
  workshopPosition: number | null;
}

/** The board's and the server's order within a workshop column: position, unplaced last, id. */
export function compareWorkshopOrder(a: Placed, b: Placed): number {
  if (a.workshopPosition !== b.workshopPosition) {
    if (a.workshopPosition === null) return 1;
    if (b.workshopPosition === null) return -1;
    return a.workshopPosition - b.workshopPosition;
  }
  return a.id - b.id;
}

/** The column's ids with `moving` taken out and put right before `before` (null: at the end). */
export function reorderedIds(
  column: readonly number[],
  moving: number,
  before: number | null,
): number[] {
  const rest = column.filter((id) => id !== moving);
  const at = before === null ? -1 : rest.indexOf(before);
  if (at === -1) return [...rest, moving];
  return [...rest.slice(0, at), moving, ...rest.slice(at)];
}

/**
 * The positions to write so that `moving` stands right before `before` (null: last). `column`
 * is the column as it is now, in any order. Usually one row: the moving car takes the middle of
 * the gap it lands in (or the last position plus a step). When there is no room (neighbours one
 * apart) or a car it must follow was never placed, the whole column is numbered again in steps
 * of POSITION_STEP, writing only the rows whose position changes. The same column and request
 * always give the same writes, so two staff members' reorders, applied one after the other by
 * the server, end the same way whatever their timing.
 */
export function placeBefore(
  column: readonly Placed[],
  moving: number,
  before: number | null,
): Map<number, number> {
  const ordered = [...column].sort(compareWorkshopOrder);
  const positionOf = new Map(ordered.map((car) => [car.id, car.workshopPosition]));
  const ids = reorderedIds(
    ordered.map((car) => car.id),
    moving,
    before,
  );
  const writes = new Map<number, number>();
  // Already there (a replay, or a drop where it was): nothing to write.
  if (ids.every((id, index) => ordered[index]?.id === id)) return writes;
  const at = ids.indexOf(moving);
  const previous = at > 0 ? positionOf.get(ids[at - 1] as number) : undefined;
  const nextId = ids[at + 1];
  const next = nextId === undefined ? null : (positionOf.get(nextId) ?? null);

  // A car it must follow has no position yet: only numbering the column can put it after it.
  if (previous !== null) {
    const low = previous ?? 0;
    if (next === null) {
      writes.set(moving, low + POSITION_STEP);
      return writes;
    }
    if (next - low >= 2) {
      writes.set(moving, low + Math.floor((next - low) / 2));
      return writes;
    }
  }
  ids.forEach((id, index) => {
    const position = (index + 1) * POSITION_STEP;
    if (positionOf.get(id) !== position || id === moving) writes.set(id, position);
  });
  return writes;
}
