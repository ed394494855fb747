import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type NewOutboxEntry,
  OUTBOX_CHANNEL,
  OUTBOX_REPLAY_MESSAGE,
  type OutboxEntry,
  type OutboxKind,
  type OutboxMessage,
  type OutboxReport,
} from '#domain/outbox-policy.ts';
import { startOutboxBridge } from './outbox-bridge.ts';
import { openOutboxStore } from './outbox-store.ts';
import { OUTBOX_TEXTS } from './outbox-toasts.ts';
import {
  pendingFor,
  refreshOutbox,
  useOutbox,
  usePendingIds,
  usePendingStatuses,
} from './outbox-view.ts';
import { session as appSession, createSessionStore, type SessionStore } from './session.ts';
import { SYNC_SUMMARY_MS } from './sync-summary.ts';

const toast = vi.hoisted(() =>
  Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), warning: vi.fn() }),
);
vi.mock('sonner', () => ({ toast }));

const b64 = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenOf = (sub: string) => `${b64({ alg: 'HS256' })}.${b64({ sub })}.sig`;

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => items.delete(key),
    setItem: (key, value) => items.set(key, String(value)),
  };
}

const entry = (targetId: number, userId: string): NewOutboxEntry => ({
  id: `entry-${targetId}`,
  kind: 'reservation-cancel',
  targetId,
  method: 'DELETE',
  url: `/api/reservations/${targetId}`,
  body: null,
  idempotencyKey: `key-${targetId}`,
  label: `Cancelar reserva #${targetId}`,
  userId,
  createdAt: 1,
  attempts: 0,
});

const report = (id: string, userId: string, extra: Partial<OutboxReport> = {}): OutboxReport => ({
  id,
  kind: 'vehicle-status',
  targetId: 4,
  label: 'Vehículo #4',
  userId,
  outcome: 'success',
  status: 200,
  replayed: false,
  at: 1,
  ...extra,
});

const store = openOutboxStore();
let session: SessionStore;
let queryClient: QueryClient;
let stop: () => void = () => undefined;

async function clearStore() {
  for (const queued of await store.list()) await store.settle(queued.seq, report('x', 'x'));
  for (const stored of await store.reports()) await store.acknowledge([stored.id]);
  await store.setAuth(null);
}

beforeEach(async () => {
  await clearStore();
  session = createSessionStore(memoryStorage());
  queryClient = new QueryClient();
  toast.success.mockClear();
  toast.error.mockClear();
  toast.warning.mockClear();
});

// Hooks rendered by a test are unmounted after it: still mounted, they re-rendered on the next
// test's session changes, and once after the file's window was gone ('window is not defined').
afterEach(() => {
  cleanup();
  stop();
});

function broadcast(message: OutboxMessage) {
  const sender = new BroadcastChannel(OUTBOX_CHANNEL);
  sender.postMessage(message);
  sender.close();
}

describe('token mirror for the service worker', () => {
  it('copies the token on start and on login, and removes it on logout', async () => {
    session.login({ token: tokenOf('7'), user: { id: 7, role: 'ADMIN' } });
    stop = startOutboxBridge({ queryClient, session });
    await vi.waitFor(async () => expect(await store.getAuth()).toEqual({ token: tokenOf('7') }));

    session.logout();
    await vi.waitFor(async () => expect(await store.getAuth()).toBeNull());

    session.login({ token: tokenOf('8'), user: { id: 8 } });
    await vi.waitFor(async () => expect(await store.getAuth()).toEqual({ token: tokenOf('8') }));
  });

  it('keeps queued changes on logout: they wait for their user to sign in again', async () => {
    await store.add(entry(12, '7'));
    session.login({ token: tokenOf('7'), user: { id: 7 } });
    stop = startOutboxBridge({ queryClient, session });
    session.logout();
    await vi.waitFor(async () => expect(await store.getAuth()).toBeNull());
    expect(await store.list()).toHaveLength(1);
  });
});

describe('whose pending changes a session sees', () => {
  const entries = [
    { ...entry(1, '7'), seq: 1 },
    { ...entry(2, '8'), seq: 2 },
    { ...entry(3, '7'), seq: 3 },
  ] satisfies OutboxEntry[];

  it("shows a user only their own changes, in order; signed out, everyone's are counted", () => {
    expect(pendingFor(entries, tokenOf('7')).map((e) => e.targetId)).toEqual([1, 3]);
    expect(pendingFor(entries, tokenOf('8')).map((e) => e.targetId)).toEqual([2]);
    expect(pendingFor(entries, null)).toHaveLength(3);
  });
});

describe('results from the service worker', () => {
  it('toasts a synced change, refreshes the vehicle lists once, and marks it shown', async () => {
    session.login({ token: tokenOf('7'), user: { id: 7 } });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    stop = startOutboxBridge({ queryClient, session });
    await store.settle(999, report('r1', '7'));

    broadcast({ type: 'outbox-round', userId: '7', reports: [report('r1', '7')] });

    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(OUTBOX_TEXTS.synced('Vehículo #4'), {
        id: 'outbox-r1',
        duration: SYNC_SUMMARY_MS,
      }),
    );
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['vehicles'] }));
    expect(invalidate).toHaveBeenCalledTimes(1);
    await vi.waitFor(async () => expect(await store.reports()).toEqual([]));
  });

  it('sums up a round in one toast and one refresh per list; per-change results show nothing', async () => {
    session.login({ token: tokenOf('7'), user: { id: 7 } });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    stop = startOutboxBridge({ queryClient, session });
    const reports = [1, 2, 3, 4, 5].map((n) =>
      report(`s${n}`, '7', { kind: n % 2 ? 'vehicle-status' : 'reservation-cancel' }),
    );
    for (const single of reports) broadcast({ type: 'outbox-result', ...single });
    broadcast({ type: 'outbox-round', userId: '7', reports });

    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        '5 cambios sincronizados',
        expect.objectContaining({ description: expect.stringMatching(/ · y 1 cambio más$/) }),
      ),
    );
    expect(toast.success).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledTimes(2));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['vehicles'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['reservations'] });
  });

  it('refreshes the queries each kind names (a hand-over: reservations and vehicles; a photo: none); a kind it does not know, everything', async () => {
    session.login({ token: tokenOf('7'), user: { id: 7 } });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    stop = startOutboxBridge({ queryClient, session });

    broadcast({
      type: 'outbox-round',
      userId: '7',
      reports: [
        report('p1', '7', { kind: 'photo-upload' }),
        report('c1', '7', { kind: 'reservation-checkin', label: 'Devolución de la reserva #3' }),
      ],
    });
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledTimes(2));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['vehicles'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['reservations'] });
    // The photo is not a change of its own in the summary.
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        OUTBOX_TEXTS.synced('Devolución de la reserva #3'),
        expect.anything(),
      ),
    );

    invalidate.mockClear();
    // A result stored by another version of the app, of a kind this one does not know.
    const retired = report('x1', '7', { kind: 'retired-kind' as string as OutboxKind });
    broadcast({ type: 'outbox-round', userId: '7', reports: [retired] });
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledTimes(1));
    expect(invalidate).toHaveBeenCalledWith();
  });

  it('shows a conflict with the server message until the user closes it', async () => {
    session.login({ token: tokenOf('7'), user: { id: 7 } });
    stop = startOutboxBridge({ queryClient, session });
    const message =
      'El estado del vehículo cambió mientras tanto. Estado actual: Fuera de servicio.';

    broadcast({
      type: 'outbox-round',
      userId: '7',
      reports: [
        report('ok', '7'),
        report('r2', '7', { outcome: 'conflict', status: 409, message }),
      ],
    });

    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        `El estado cambió mientras estabas sin conexión: ${message}`,
        expect.objectContaining({ duration: Number.POSITIVE_INFINITY }),
      ),
    );
    expect(toast.success).toHaveBeenCalledWith(OUTBOX_TEXTS.synced('Vehículo #4'), {
      id: 'outbox-ok',
      duration: SYNC_SUMMARY_MS,
    });
  });

  it("asks to sign in again, and ignores another user's results", async () => {
    session.login({ token: tokenOf('7'), user: { id: 7 } });
    stop = startOutboxBridge({ queryClient, session });

    broadcast({ type: 'outbox-round', userId: '8', reports: [report('r3', '8')] });
    broadcast({ type: 'outbox-result', outcome: 'auth-required', userId: '7' });

    await vi.waitFor(() =>
      expect(toast.warning).toHaveBeenCalledWith(OUTBOX_TEXTS.authRequired, expect.anything()),
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('shows on start the results that arrived while no page of the user was open', async () => {
    await store.settle(998, report('old-conflict', '7', { outcome: 'conflict', message: 'x' }));
    await store.settle(997, report('other-user', '8'));
    session.login({ token: tokenOf('7'), user: { id: 7 } });

    stop = startOutboxBridge({ queryClient, session });

    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    await vi.waitFor(async () =>
      expect((await store.reports()).map((stored) => stored.id)).toEqual(['other-user']),
    );
  });
});

describe('the retry timer (the only one: the worker keeps none)', () => {
  const posted: unknown[] = [];
  beforeEach(() => {
    posted.length = 0;
    const worker = {
      postMessage: (message: unknown) => posted.push({ ...(message as object), at: Date.now() }),
    };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: Promise.resolve({ active: worker }) },
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
  const planned = () =>
    posted.filter(
      (message) =>
        typeof message === 'object' &&
        message !== null &&
        'type' in message &&
        message.type === OUTBOX_REPLAY_MESSAGE &&
        'force' in message &&
        message.force === false,
    );

  it("asks the worker to replay at the time its back-off planned, without force, while the user's changes wait", async () => {
    await store.add(entry(12, '7'));
    const at = Date.now() + 400;
    await store.setState({
      failures: 1,
      nextAttemptAt: at,
      authRequired: false,
      lastError: 'server',
    });
    session.login({ token: tokenOf('7'), user: { id: 7 } });
    stop = startOutboxBridge({ queryClient, session });
    await refreshOutbox();

    await vi.waitFor(() => expect(planned().length).toBeGreaterThan(0), { timeout: 2_000 });
    // Not before the planned time (a later re-read of the queue may ask again: harmless, the
    // worker's back-off decides and rounds asked for meanwhile share one).
    for (const message of planned())
      expect((message as { at: number }).at).toBeGreaterThanOrEqual(at);
  });

  it('plans nothing when no retry is planned or the changes wait for a sign-in', async () => {
    await store.add(entry(12, '7'));
    await store.setState({
      failures: 0,
      nextAttemptAt: 0,
      authRequired: false,
      lastError: 'network',
    });
    session.login({ token: tokenOf('7'), user: { id: 7 } });
    stop = startOutboxBridge({ queryClient, session });
    await refreshOutbox();
    await store.setState({
      failures: 1,
      nextAttemptAt: Date.now() + 100,
      authRequired: true,
      lastError: 'server',
    });
    await refreshOutbox();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(planned()).toEqual([]);
  });
});

describe('useOutbox', () => {
  it("reads the signed-in user's queue from IndexedDB, so it survives a reload", async () => {
    await store.add(entry(5, '7'));
    await store.add(entry(6, '8'));
    appSession.login({ token: tokenOf('7'), user: { id: 7 } });
    await refreshOutbox();

    const { result } = renderHook(() => useOutbox());

    expect(result.current.pending.map((queued) => queued.targetId)).toEqual([5]);
    // Another user's change on this device is counted, never shown.
    expect(result.current.othersWaiting).toBe(1);
    expect(result.current.authRequired).toBe(false);
    act(() => appSession.logout());
    expect(result.current.pending).toHaveLength(2);
    expect(result.current.authRequired).toBe(true);
  });
});

describe('a change sent mid-round', () => {
  const move = (vehicleId: number, userId: string): NewOutboxEntry => ({
    id: `move-${vehicleId}`,
    kind: 'vehicle-status',
    targetId: vehicleId,
    method: 'PUT',
    url: `/api/vehicles/${vehicleId}`,
    body: JSON.stringify({ status: 'underMaintenance', expectedStatus: 'maintenanceRequired' }),
    idempotencyKey: `key-move-${vehicleId}`,
    label: `Taller #${vehicleId}`,
    userId,
    createdAt: 1,
    attempts: 0,
  });

  // Unmounted before the logout, which would re-render them.
  afterEach(() => {
    cleanup();
    appSession.logout();
  });

  it("keeps the card where the user put it until the round's refresh brings the new data", async () => {
    appSession.login({ token: tokenOf('7'), user: { id: 7 } });
    const queued = await store.add(move(4, '7'));
    await store.add(move(5, '7'));
    let refreshed: () => void = () => undefined;
    const invalidate = vi
      .spyOn(queryClient, 'invalidateQueries')
      .mockImplementation(() => new Promise<void>((resolve) => (refreshed = resolve)));
    stop = startOutboxBridge({ queryClient, session: appSession });
    await refreshOutbox();
    const { result } = renderHook(() => ({
      statuses: usePendingStatuses(),
      badges: usePendingIds('vehicle-status'),
    }));
    expect(result.current.statuses.get(4)).toBe('underMaintenance');

    // What the worker does mid-round: announce the result, settle it, say the queue shrank.
    const sent = report(queued.id, '7', { targetId: 4, label: 'Taller #4' });
    broadcast({ type: 'outbox-result', ...sent });
    await store.settle(queued.seq, sent);
    broadcast({ type: 'outbox-changed' });
    await vi.waitFor(() => expect([...result.current.badges]).toEqual([5]));
    // The list on screen still says 'Mantenimiento requerido' until it is fetched again: the
    // card must not jump back to its old column meanwhile.
    expect(result.current.statuses.get(4)).toBe('underMaintenance');

    broadcast({ type: 'outbox-round', userId: '7', reports: [sent] });
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['vehicles'] }));
    expect(result.current.statuses.get(4)).toBe('underMaintenance');
    await act(async () => refreshed());
    await vi.waitFor(() => expect(result.current.statuses.has(4)).toBe(false));
    expect(result.current.statuses.get(5)).toBe('underMaintenance');
  });

  it('lets a conflict show the vehicle as the server has it', async () => {
    appSession.login({ token: tokenOf('7'), user: { id: 7 } });
    const queued = await store.add(move(6, '7'));
    stop = startOutboxBridge({ queryClient, session: appSession });
    await refreshOutbox();
    const { result } = renderHook(() => usePendingStatuses());
    expect(result.current.get(6)).toBe('underMaintenance');

    const refused = report(queued.id, '7', { targetId: 6, outcome: 'conflict', status: 409 });
    broadcast({ type: 'outbox-result', ...refused });
    await store.settle(queued.seq, refused);
    broadcast({ type: 'outbox-changed' });
    await vi.waitFor(() => expect(result.current.has(6)).toBe(false));
  });
});
