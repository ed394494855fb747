import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayInElSalvador } from '#domain/dates.ts';
import type { ReservationView } from '#domain/reservation-contracts.ts';
import { api } from '../../lib/api-client.ts';
import { openOutboxStore } from '../../lib/outbox-store.ts';
import { refreshOutbox } from '../../lib/outbox-view.ts';
import { networkFailure } from '../../test/api-failure.ts';
import { PENDING_CANCEL_TEXT } from './pending-cancel-mark.tsx';
import { ReservationManagementPage } from './reservation-management-page.tsx';

vi.mock('../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api-client.ts')>()),
  api: Object.assign(vi.fn(), { raw: vi.fn() }),
}));
const mockedApi = vi.mocked(api);
const mockedRaw = vi.mocked(api.raw);
/** What ofetch's raw call resolves with: the status and the parsed body. */
const answer = (status: number, data: unknown) => ({ status, _data: data }) as never;

const today = todayInElSalvador();

function reservation(id: number, startOffset: number): ReservationView {
  const startDate = addDays(today, startOffset);
  return {
    id,
    startDate,
    endDate: addDays(startDate, 2),
    createdAt: '2026-01-01T00:00:00.000Z',
    days: 2,
    pricePerDay: 40,
    totalPrice: 80,
    status: 'active',
    displayStatus: startOffset > 0 ? 'upcoming' : 'active',
    cancelledAt: null,
    rentalStatus: 'booked',
    checkout: null,
    checkin: null,
    state: startOffset > 0 ? 'booked' : 'pickup-due',
    cancellation: null,
    userId: 1,
    vehicleId: id,
    delivery: { mode: 'pickup', address: null, phone: null },
    pickupTime: '09:00',
    returnTime: '17:00',
    place: {
      kind: 'agency',
      address: 'Boulevard del Hipódromo 450, Colonia San Benito, San Salvador',
    },
    user: {
      id: 1,
      firstName: 'Carlos',
      lastName: 'Hernández',
      name: 'Carlos Hernández',
      email: 'cliente@elitedrive.sv',
      dui: '04567891-2',
      phoneNumber: '7000-1234',
    },
    vehicle: {
      id,
      name: `Vehículo ${id}`,
      brand: 'Kia',
      model: 'Rio',
      type: 'Sedan',
      vehicleType: { type: 'Sedan' },
      capacity: 5,
      mainImageUrl: null,
      pricePerDay: 40,
    },
  };
}

/**
 * The server's page for a list, as GET /api/admin/reservations answers it; the search only looks
 * at the vehicle name here: the real search is tested against the server (issue 14).
 */
function pageOf(list: ReservationView[], path: string) {
  const q = new URLSearchParams(path.split('?')[1]).get('q') ?? '';
  const items = list.filter((item) => item.vehicle.name.toLowerCase().includes(q.toLowerCase()));
  const count = (status: string) => items.filter((item) => item.displayStatus === status).length;
  return {
    items,
    nextCursor: null,
    total: items.length,
    summary: {
      total: items.length,
      active: count('active'),
      upcoming: count('upcoming'),
      completed: count('completed'),
      overdue: 0,
      noShow: 0,
      cancelled: 0,
      revenue: items.reduce((sum, item) => sum + item.totalPrice, 0),
    },
  };
}

function serve(list: () => ReservationView[]) {
  mockedApi.mockImplementation(async (path) => pageOf(list(), String(path)));
}

function renderPage() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <ReservationManagementPage />
    </QueryClientProvider>,
  );
}

/** happy-dom's own handle on the window's size (its matchMedia follows it). */
interface HappyDomViewport {
  setViewport(viewport: { width: number; height: number }): void;
}

const outbox = openOutboxStore();

afterEach(async () => {
  cleanup();
  for (const entry of await outbox.list()) {
    await outbox.settle(entry.seq, {
      ...entry,
      outcome: 'success',
      status: 200,
      replayed: false,
      at: 0,
    });
    await outbox.acknowledge([entry.id]);
  }
  await refreshOutbox();
});

describe('ReservationManagementPage', () => {
  it('says when the system has no reservation at all', async () => {
    serve(() => []);
    renderPage();
    expect(await screen.findByText('Aún no hay reservas en el sistema')).toBeTruthy();
    expect(screen.getByText('Mostrando 0 de 0 reservas')).toBeTruthy();
  });

  it('says when no reservation matches, and clears the filters on request', async () => {
    serve(() => [reservation(1, 3), reservation(2, 0)]);
    renderPage();
    expect(await screen.findByText('Mostrando 2 de 2 reservas')).toBeTruthy();
    const search = await screen.findByPlaceholderText('Buscar por usuario, vehículo, ID...');
    fireEvent.change(search, { target: { value: 'nadie' } });
    expect(await screen.findByText('No se encontraron reservas')).toBeTruthy();
    expect(screen.getByText('Mostrando 0 de 0 reservas · Filtros: Búsqueda: "nadie"')).toBeTruthy();
    expect(mockedApi).toHaveBeenCalledWith(expect.stringContaining('q=nadie'));
    fireEvent.click(screen.getAllByRole('button', { name: 'Limpiar filtros' })[0] as HTMLElement);
    expect(await screen.findByText('Mostrando 2 de 2 reservas')).toBeTruthy();
  });

  it('shows the red banner on a failed load, without pretending the list is empty', async () => {
    mockedApi.mockRejectedValue(await networkFailure());
    renderPage();
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('Error al cargar las reservas');
    expect(banner.textContent).toContain('No se pudo conectar con el servidor');
    expect(screen.queryByText('Aún no hay reservas en el sistema')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('cancels after confirmation, with an idempotency key, and removes the row', async () => {
    let list = [reservation(1, 3), reservation(2, 5)];
    serve(() => list);
    mockedRaw.mockImplementation(async (path) => {
      list = list.filter((item) => path !== `/reservations/${item.id}`);
      return answer(200, { success: true });
    });
    renderPage();
    const cancel = await screen.findAllByRole('button', { name: 'Cancelar la reserva #1' });
    fireEvent.click(cancel[0] as HTMLElement);
    fireEvent.click(await screen.findByRole('button', { name: 'Sí, cancelar' }));

    await waitFor(() =>
      expect(mockedRaw).toHaveBeenCalledWith(
        '/reservations/1',
        expect.objectContaining({
          method: 'DELETE',
          headers: {
            'Idempotency-Key': expect.stringMatching(/^[0-9a-f-]{36}$/),
            'X-Outbox-Label': encodeURIComponent('Cancelar reserva #1'),
          },
        }),
      ),
    );
    await waitFor(() =>
      expect(screen.queryAllByRole('button', { name: 'Cancelar la reserva #1' })).toHaveLength(0),
    );
  });

  it('sends the reason staff typed with the cancellation (issue 27), and none when it is blank', async () => {
    let list = [reservation(1, 3), reservation(2, 5)];
    serve(() => list);
    mockedRaw.mockImplementation(async (path) => {
      list = list.filter((item) => path !== `/reservations/${item.id}`);
      return answer(200, { success: true });
    });
    renderPage();
    fireEvent.click(
      (await screen.findAllByRole('button', { name: 'Cancelar la reserva #1' }))[0] as HTMLElement,
    );
    const reason = await screen.findByLabelText('Motivo (opcional)');
    fireEvent.change(reason, { target: { value: '  El cliente llamó para cancelar  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sí, cancelar' }));
    await waitFor(() =>
      expect(mockedRaw).toHaveBeenCalledWith(
        '/reservations/1',
        expect.objectContaining({
          method: 'DELETE',
          body: { reason: 'El cliente llamó para cancelar' },
        }),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    // The next cancellation starts with an empty field and, left blank, sends no body.
    fireEvent.click(
      (await screen.findAllByRole('button', { name: 'Cancelar la reserva #2' }))[0] as HTMLElement,
    );
    expect(((await screen.findByLabelText('Motivo (opcional)')) as HTMLTextAreaElement).value).toBe(
      '',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sí, cancelar' }));
    await waitFor(() =>
      expect(mockedRaw).toHaveBeenCalledWith('/reservations/2', expect.anything()),
    );
    const [, options] = mockedRaw.mock.calls.find(([path]) => path === '/reservations/2') ?? [];
    expect(options).not.toHaveProperty('body');
  });

  it('keeps a cancellation queued offline in the list, marked pending and not cancellable', async () => {
    serve(() => [reservation(1, 3), reservation(2, 5)]);
    // What the service worker does without a connection: store the change, answer 202.
    mockedRaw.mockImplementation(async (path, options) => {
      const headers = options?.headers as Record<string, string>;
      await outbox.add({
        id: 'queued-1',
        kind: 'reservation-cancel',
        targetId: 1,
        method: 'DELETE',
        url: `/api${path}`,
        body: null,
        idempotencyKey: headers['Idempotency-Key'] ?? '',
        label: 'Cancelar reserva #1',
        userId: '1',
        createdAt: 1,
        attempts: 0,
      });
      return answer(202, { queued: true, id: 'queued-1' });
    });
    renderPage();
    const cancel = await screen.findAllByRole('button', { name: 'Cancelar la reserva #1' });
    fireEvent.click(cancel[0] as HTMLElement);
    fireEvent.click(await screen.findByRole('button', { name: 'Sí, cancelar' }));

    expect((await screen.findAllByText(PENDING_CANCEL_TEXT)).length).toBeGreaterThan(0);
    // Until the confirmation has closed, Radix hides the page behind it from the role queries.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryAllByRole('button', { name: 'Cancelar la reserva #1' })).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: 'Cancelar la reserva #2' })).toHaveLength(1);
    expect(screen.getByText('Mostrando 2 de 2 reservas')).toBeTruthy();
  });

  it('draws only the cards on a phone and only the table on a wide screen, following the window', async () => {
    serve(() => [reservation(1, 3), reservation(2, 5)]);
    const happyDom = (window as unknown as { happyDOM: HappyDomViewport }).happyDOM;
    // Phone first: happy-dom announces a media query's change from false to true only.
    happyDom.setViewport({ width: 390, height: 844 });
    try {
      renderPage();
      expect(await screen.findByRole('article', { name: 'Reserva #1' })).toBeTruthy();
      expect(screen.queryByRole('table')).toBeNull();
      expect(screen.getAllByRole('button', { name: 'Cancelar la reserva #2' })).toHaveLength(1);

      act(() => happyDom.setViewport({ width: 1280, height: 800 }));
      expect(await screen.findByRole('table')).toBeTruthy();
      expect(screen.queryByRole('article', { name: 'Reserva #1' })).toBeNull();
      expect(screen.getAllByRole('button', { name: 'Cancelar la reserva #2' })).toHaveLength(1);
    } finally {
      happyDom.setViewport({ width: 1024, height: 768 });
    }
  });
});
