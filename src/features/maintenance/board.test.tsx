import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider, replaceEqualDeep } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewOutboxEntry, OutboxReport } from '#domain/outbox-policy.ts';
import { openOutboxStore } from '../../lib/outbox-store.ts';
import { refreshOutbox } from '../../lib/outbox-view.ts';
import { session } from '../../lib/session.ts';
import type { Vehicle } from '../../lib/vehicles.ts';
import { testVehicle } from '../../test/test-vehicle.ts';
import { Board } from './board.tsx';
import { PENDING_MOVE_TEXT } from './board-card.tsx';
import { withPendingStatuses } from './board-logic.ts';

// Every card draws its service bars: counting them counts the cards drawn.
const drawn = vi.hoisted(() => [] as number[]);
vi.mock('./service-progress.tsx', () => ({
  ServiceProgress: ({ vehicle }: { vehicle: Vehicle }) => {
    drawn.push(vehicle.id);
    return null;
  },
}));

const b64 = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const TOKEN = `${b64({ alg: 'HS256' })}.${b64({ sub: '7' })}.sig`;

const move = (vehicleId: number): NewOutboxEntry => ({
  id: `move-${vehicleId}`,
  kind: 'vehicle-status',
  targetId: vehicleId,
  method: 'PUT',
  url: `/api/vehicles/${vehicleId}`,
  body: JSON.stringify({ status: 'underMaintenance', expectedStatus: 'maintenanceRequired' }),
  idempotencyKey: `key-${vehicleId}`,
  label: `Taller #${vehicleId}`,
  userId: '7',
  createdAt: 1,
  attempts: 0,
});

const sent = (vehicleId: number): OutboxReport => ({
  id: `move-${vehicleId}`,
  kind: 'vehicle-status',
  targetId: vehicleId,
  label: `Taller #${vehicleId}`,
  userId: '7',
  outcome: 'success',
  status: 200,
  replayed: false,
  at: 1,
});

const store = openOutboxStore();
const ids = Array.from({ length: 20 }, (_, n) => n + 1);
const fleet = (status: Vehicle['status']) =>
  ids.map((id) => testVehicle({ id, name: `Auto ${id}`, status }));
// Where the page puts them while their moves wait or their refresh has not landed.
const moved = new Map(ids.map((id) => [id, 'underMaintenance' as const]));

function showBoard(vehicles: Vehicle[]) {
  const board = (list: Vehicle[]) => (
    <QueryClientProvider client={new QueryClient()}>
      <Board
        vehicles={list}
        filterKey=""
        canMove
        onHistory={vi.fn()}
        onMove={vi.fn()}
        onReorder={vi.fn()}
      />
    </QueryClientProvider>
  );
  const view = render(board(vehicles));
  return (list: Vehicle[]) => view.rerender(board(list));
}

beforeEach(async () => {
  for (const queued of await store.list()) await store.remove(queued.seq);
  session.login({ token: TOKEN, user: { id: 7, role: 'ADMIN' } });
  drawn.length = 0;
});

afterEach(() => {
  cleanup();
  session.logout();
});

describe('the board while the queue drains', () => {
  it('redraws the marks of the moves that went out, not the cards', async () => {
    const queued = [];
    for (const id of ids) queued.push(await store.add(move(id)));
    await refreshOutbox();
    const copies = new WeakMap<Vehicle, Vehicle>();
    const before = fleet('maintenanceRequired');
    const redraw = showBoard(withPendingStatuses(before, moved, copies));
    expect(screen.getAllByText(PENDING_MOVE_TEXT)).toHaveLength(20);
    expect(drawn).toHaveLength(20);
    drawn.length = 0;

    // A progress note from the worker: eight of the moves were sent.
    for (const entry of queued.slice(0, 8)) {
      await store.settle(entry.seq, sent(entry.targetId as number));
    }
    await act(() => refreshOutbox());
    expect(screen.getAllByText(PENDING_MOVE_TEXT)).toHaveLength(12);
    expect(drawn).toEqual([]);

    // The round's refresh brings the moves in new objects (the query cache keeps the nested
    // ones it can): the cards already showed them, nothing to draw.
    const after = replaceEqualDeep(before, fleet('underMaintenance'));
    redraw(withPendingStatuses(after, moved, copies));
    expect(drawn).toEqual([]);
    // A vehicle whose data did change is drawn again, alone.
    const later = after.map((vehicle) =>
      vehicle.id === 3 ? { ...vehicle, kilometers: 1 } : vehicle,
    );
    redraw(withPendingStatuses(later, moved, copies));
    expect(drawn).toEqual([3]);
  });
});
