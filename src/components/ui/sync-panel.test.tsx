import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OutboxEntry, OutboxReport } from '#domain/outbox-policy.ts';
import { formatDataTime } from '../../lib/offline.ts';
import type { OutboxView } from '../../lib/outbox-view.ts';
import { session } from '../../lib/session.ts';
import { SyncPanel } from './sync-panel.tsx';

const b64 = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const TOKEN = `${b64({ alg: 'HS256' })}.${b64({ sub: '7' })}.sig`;

const entry = (seq: number, label: string, extra: Partial<OutboxEntry> = {}): OutboxEntry => ({
  seq,
  id: `e${seq}`,
  kind: 'vehicle-status',
  targetId: seq,
  method: 'PUT',
  url: `/api/vehicles/${seq}`,
  body: '{"status":"outOfService"}',
  idempotencyKey: `k${seq}`,
  label,
  userId: '7',
  createdAt: 1_763_900_000_000 + seq * 60_000,
  attempts: 0,
  ...extra,
});

const conflict: OutboxReport = {
  id: 'c1',
  kind: 'reservation-cancel',
  targetId: 12,
  label: 'Cancelar reserva #12',
  userId: '7',
  outcome: 'conflict',
  status: 409,
  message: 'No se puede cancelar una reserva completada',
  replayed: false,
  at: 1_763_900_000_000,
};

function view(extra: Partial<OutboxView> = {}): OutboxView {
  return {
    pending: [
      entry(1, 'Toyota Hilux: Fuera de servicio', { lastError: 'server' }),
      entry(2, 'Kia Rio: En mantenimiento'),
    ],
    othersWaiting: 3,
    replayNow: vi.fn(),
    discard: vi.fn(async () => undefined),
    authRequired: false,
    retry: null,
    conflicts: [conflict],
    persistence: 'persisted',
    sent: [],
    ...extra,
  };
}

describe('sync panel', () => {
  it('lists the queued changes with their time, the last conflicts and other users’ count', async () => {
    session.login({ token: TOKEN, user: { id: 7, role: 'admin' } });
    const outbox = view();
    render(<SyncPanel open onOpenChange={() => undefined} outbox={outbox} />);

    // The window's code loads when it first opens (dialog.tsx).
    const list = await screen.findByRole('list', { name: 'Cambios pendientes' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Toyota Hilux: Fuera de servicio',
      'Kia Rio: En mantenimiento',
    ]);
    expect(items[0]?.textContent).toContain(
      `En cola desde ${formatDataTime(outbox.pending[0]?.createdAt ?? 0)}`,
    );
    expect(items[0]?.textContent).toContain('Último intento: el servidor no respondió');
    expect(screen.getByText('3 cambios de otro usuario esperan')).toBeTruthy();
    expect(
      screen.getByText(/Cancelar reserva #12: No se puede cancelar una reserva completada/),
    ).toBeTruthy();
    expect(screen.getByText('Almacenamiento persistente: los cambios no se borrarán')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Reintentar: Kia Rio: En mantenimiento' }));
    expect(outbox.replayNow).toHaveBeenCalledTimes(1);
  });

  it('says in what order the changes go: per vehicle, not one queue for everything', async () => {
    session.login({ token: TOKEN, user: { id: 7, role: 'admin' } });
    render(<SyncPanel open onOpenChange={() => undefined} outbox={view()} />);

    const panel = await screen.findByRole('dialog', { name: 'Cambios pendientes' });
    expect(panel.getAttribute('aria-describedby')).toBeTruthy();
    const description = document.getElementById(panel.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(
      'Se envían en cuanto hay conexión. Los cambios de un mismo vehículo se envían en el orden ' +
        'en que los hiciste; los de vehículos distintos pueden enviarse a la vez. Las ' +
        'cancelaciones, fotos, entregas y devoluciones esperan a que se envíe todo lo anterior.',
    );
  });

  it('discards a change only after the user confirms', async () => {
    session.login({ token: TOKEN, user: { id: 7, role: 'admin' } });
    const outbox = view();
    render(<SyncPanel open onOpenChange={() => undefined} outbox={outbox} />);

    fireEvent.click(
      await screen.findByRole('button', { name: 'Descartar: Kia Rio: En mantenimiento' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Descartar cambio' });
    expect(confirm.textContent).toContain('¿Descartar "Kia Rio: En mantenimiento"?');
    expect(outbox.discard).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Descartar' }));
    expect(outbox.discard).toHaveBeenCalledWith(2);
  });

  it('signed out, only counts the changes waiting on the device', async () => {
    session.logout();
    render(<SyncPanel open onOpenChange={() => undefined} outbox={view({ othersWaiting: 0 })} />);
    expect(await screen.findByText('2 cambios de otro usuario esperan')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Cambios pendientes' })).toBeNull();
  });
});
