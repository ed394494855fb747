import { describe, expect, it } from 'vitest';
import { testVehicle } from '../../test/test-vehicle.ts';
import {
  boardAnnouncements,
  columnId,
  confirmMoveText,
  filterBoard,
  groupByStatus,
  planMove,
  reorderFromDrop,
  statusOfColumn,
  withPendingStatuses,
  withReorders,
} from './board-logic.ts';

describe('planMove', () => {
  it('does nothing for a drop on the same column', () => {
    expect(planMove('underMaintenance', 'underMaintenance')).toBe('none');
  });

  it('asks before a vehicle goes into or comes out of service', () => {
    expect(planMove('maintenanceCompleted', 'outOfService')).toBe('confirm');
    expect(planMove('outOfService', 'maintenanceRequired')).toBe('confirm');
    expect(planMove('outOfService', 'maintenanceCompleted')).toBe('confirm');
  });

  it('offers the workshop details when maintenance ends', () => {
    expect(planMove('underMaintenance', 'maintenanceCompleted')).toBe('details');
  });

  it('saves every other move at once', () => {
    expect(planMove('maintenanceRequired', 'underMaintenance')).toBe('save');
    expect(planMove('maintenanceCompleted', 'maintenanceRequired')).toBe('save');
    expect(planMove('maintenanceRequired', 'maintenanceCompleted')).toBe('save');
  });
});

describe('confirmMoveText', () => {
  it('is the sentence of SPEC 4.2', () => {
    expect(confirmMoveText('Hilux', 'underMaintenance', 'outOfService')).toBe(
      '¿Estás seguro de cambiar el estado del vehículo "Hilux" de "En mantenimiento" a "Fuera de servicio"?',
    );
  });
});

describe('grouping and filtering', () => {
  const vehicles = [
    testVehicle({ id: 1, name: 'Rio', brand: 'Kia', status: 'maintenanceRequired' }),
    testVehicle({ id: 2, name: 'Hilux', brand: 'Toyota', type: 'PickUp', status: 'outOfService' }),
    testVehicle({ id: 3, name: 'Corolla', brand: 'Toyota' }),
  ];

  it('puts each vehicle in the column of its stored status', () => {
    const columns = groupByStatus(vehicles);
    expect(columns.maintenanceRequired.map((v) => v.id)).toEqual([1]);
    expect(columns.underMaintenance).toEqual([]);
    expect(columns.maintenanceCompleted.map((v) => v.id)).toEqual([3]);
    expect(columns.outOfService.map((v) => v.id)).toEqual([2]);
  });

  it('searches and filters by type', () => {
    expect(filterBoard(vehicles, { query: 'toyota', type: undefined }).map((v) => v.id)).toEqual([
      2, 3,
    ]);
    expect(filterBoard(vehicles, { query: 'toyota', type: 'PickUp' }).map((v) => v.id)).toEqual([
      2,
    ]);
  });
});

describe('column ids', () => {
  it('round-trip, and a card id is no column', () => {
    expect(statusOfColumn(columnId('outOfService'))).toBe('outOfService');
    expect(statusOfColumn(7)).toBeNull();
    expect(statusOfColumn('column:reserved')).toBeNull();
    expect(statusOfColumn(undefined)).toBeNull();
  });
});

describe('boardAnnouncements', () => {
  const names: Record<number, string> = { 7: 'Hilux' };
  const make = () =>
    boardAnnouncements(
      (id) => names[Number(id)] ?? '?',
      () => 'maintenanceRequired',
    );
  const active = { id: 7 } as never;
  const over = (status: Parameters<typeof columnId>[0]) => ({ id: columnId(status) }) as never;

  it('speaks Spanish at each moment of a drag', () => {
    const say = make();
    expect(say.onDragStart({ active })).toBe(
      'Tomaste el vehículo Hilux, en la columna "Requiere mantenimiento".',
    );
    // The card starts over its own column: that is not news.
    expect(say.onDragOver({ active, over: over('maintenanceRequired') })).toBeUndefined();
    expect(say.onDragOver({ active, over: over('underMaintenance') })).toBe(
      'El vehículo Hilux está sobre la columna "En mantenimiento".',
    );
    expect(say.onDragOver({ active, over: over('maintenanceRequired') })).toBe(
      'El vehículo Hilux está sobre la columna "Requiere mantenimiento".',
    );
    expect(say.onDragEnd({ active, over: over('outOfService') })).toBe(
      'Soltaste el vehículo Hilux en la columna "Fuera de servicio".',
    );
    expect(say.onDragEnd({ active, over: over('maintenanceRequired') })).toBe(
      'Soltaste el vehículo Hilux en su misma columna. Su estado no cambia.',
    );
    expect(say.onDragEnd({ active, over: null })).toBe(
      'Soltaste el vehículo Hilux fuera de las columnas. Su estado no cambia.',
    );
    expect(say.onDragCancel({ active, over: null })).toBe(
      'Movimiento cancelado. El vehículo Hilux vuelve a su columna.',
    );
  });
});

describe('withPendingStatuses', () => {
  const hilux = testVehicle({ id: 7, name: 'Hilux', status: 'maintenanceRequired' });
  const rio = testVehicle({ id: 8, name: 'Rio', status: 'maintenanceCompleted' });

  it('puts a vehicle with queued moves where the last of them leaves it', () => {
    const shown = withPendingStatuses([hilux, rio], new Map([[7, 'underMaintenance' as const]]));
    expect(shown.map((vehicle) => vehicle.status)).toEqual([
      'underMaintenance',
      'maintenanceCompleted',
    ]);
    expect(shown[1]).toBe(rio);
    expect(hilux.status).toBe('maintenanceRequired');
  });

  it('leaves the list as the server sent it when nothing is queued', () => {
    expect(withPendingStatuses([hilux, rio], new Map())).toEqual([hilux, rio]);
  });

  it('ignores queued moves of vehicles not on the board', () => {
    expect(withPendingStatuses([rio], new Map([[7, 'outOfService' as const]]))).toEqual([rio]);
  });

  it('hands back the same moved vehicle while its move and its data stay the same', () => {
    const copies = new WeakMap();
    const first = withPendingStatuses([hilux], new Map([[7, 'underMaintenance' as const]]), copies);
    const again = withPendingStatuses([hilux], new Map([[7, 'underMaintenance' as const]]), copies);
    expect(again[0]).toBe(first[0]);
    const other = withPendingStatuses([hilux], new Map([[7, 'outOfService' as const]]), copies);
    expect(other[0]?.status).toBe('outOfService');
    const fresh = { ...hilux, kilometers: 12_000 };
    const refetched = withPendingStatuses([fresh], new Map([[7, 'outOfService' as const]]), copies);
    expect(refetched[0]).toMatchObject({ kilometers: 12_000, status: 'outOfService' });
  });
});

describe('the workshop order on the board (issue 26)', () => {
  const car = (id: number, workshopPosition: number | null, status = 'maintenanceRequired') =>
    testVehicle({ id, workshopPosition, status: status as never });

  it('sorts the two workshop columns by position, the others by the list', () => {
    const columns = groupByStatus([
      car(1, 3072),
      car(2, 1024),
      car(3, 2048, 'underMaintenance'),
      car(4, 1024, 'underMaintenance'),
      car(6, null, 'outOfService'),
      car(5, null, 'outOfService'),
    ]);
    expect(columns.maintenanceRequired.map((v) => v.id)).toEqual([2, 1]);
    expect(columns.underMaintenance.map((v) => v.id)).toEqual([4, 3]);
    expect(columns.outOfService.map((v) => v.id)).toEqual([6, 5]);
  });

  it('turns a drop on a card into the server\'s "before"', () => {
    // Up: it takes the other's place, the other after it.
    expect(reorderFromDrop([1, 2, 3, 4], 4, 2)).toEqual({ vehicleId: 4, before: 2 });
    // Down: it goes after the card it was dropped on.
    expect(reorderFromDrop([1, 2, 3, 4], 1, 3)).toEqual({ vehicleId: 1, before: 4 });
    expect(reorderFromDrop([1, 2, 3, 4], 1, 4)).toEqual({ vehicleId: 1, before: null });
    expect(reorderFromDrop([1, 2, 3, 4], 2, 2)).toBeNull();
  });

  it("applies reorders in turn by the server's rule, leaving other cars as they were", () => {
    const list = [car(1, 1024), car(2, 2048), car(3, 3072), car(9, null, 'outOfService')];
    const after = withReorders(list, [
      { vehicleId: 3, before: 1 },
      { vehicleId: 1, before: null },
    ]);
    expect(groupByStatus(after).maintenanceRequired.map((v) => v.id)).toEqual([3, 2, 1]);
    expect(after[1]).toBe(list[1]);
    // A reorder whose car or 'before' left the column changes nothing.
    expect(withReorders(list, [{ vehicleId: 9, before: null }])).toEqual(list);
    expect(withReorders(list, [{ vehicleId: 1, before: 9 }])).toEqual(list);
  });

  it('announces a place in the column in Spanish', () => {
    const a = boardAnnouncements(
      () => 'Hilux',
      () => 'maintenanceRequired',
    );
    const sortable = (index: number) => ({
      id: 7,
      rect: { width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0 },
      disabled: false,
      data: { current: { sortable: { index, items: [5, 6, 7], containerId: 'c' } } },
    });
    const active = {
      id: 5,
      data: { current: {} },
      rect: { current: { initial: null, translated: null } },
    };
    a.onDragStart?.({ active } as never);
    expect(a.onDragOver?.({ active, over: sortable(2) } as never)).toBe(
      'El vehículo Hilux está en el puesto 3 de 3 de la columna "Requiere mantenimiento".',
    );
    expect(a.onDragEnd?.({ active, over: sortable(1) } as never)).toBe(
      'Soltaste el vehículo Hilux en el puesto 2 de 3 de "Requiere mantenimiento".',
    );
  });
});
