import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AffectedReservation } from '#domain/maintenance-contracts.ts';
import { api } from '../../lib/api-client.ts';
import { session } from '../../lib/session.ts';
import { apiFailure } from '../../test/api-failure.ts';
import { NO_FREE_VEHICLE, ReassignList } from './reassign-list.tsx';

vi.mock(import('../../lib/api-client.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  api: Object.assign(vi.fn(), { raw: vi.fn() }) as never,
}));
const mockedApi = vi.mocked(api);

const booking: AffectedReservation = {
  reservationId: 41,
  startDate: '2026-12-02',
  endDate: '2026-12-04',
  userId: 5,
  customerName: 'Ana Pérez',
  vehicleType: 'SUV',
};

function show(onMoved = vi.fn()) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <ReassignList reservations={[booking]} onMoved={onMoved} />
    </QueryClientProvider>,
  );
  return {
    onMoved,
    button: () => screen.getByRole('button', { name: 'Reasignar la reserva #41' }),
  };
}

/** Answers GET /vehicles/available with `free`, and the reassign POST with `moved`. */
function serve(free: { id: number; name: string }[], moved: () => Promise<unknown>) {
  mockedApi.mockImplementation(((path: string) =>
    path === '/vehicles/available' ? Promise.resolve(free) : moved()) as never);
}

describe('ReassignList (issue 12)', () => {
  beforeEach(() => {
    mockedApi.mockReset();
    session.login({ token: 'token', user: { id: 1, role: 'ADMIN' } });
  });
  afterEach(() => {
    cleanup();
    session.logout();
  });

  it('says plainly when no car of the type is free, and offers no click that changes anything', async () => {
    serve([], () => Promise.reject(new Error('must not be called')));
    const { button, onMoved } = show();
    expect(await screen.findByText(NO_FREE_VEHICLE)).toBeTruthy();
    expect(screen.getByText('Reserva #41 · 02/12/2026 - 04/12/2026')).toBeTruthy();
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button());
    expect(mockedApi).toHaveBeenCalledTimes(1);
    expect(mockedApi).toHaveBeenCalledWith('/vehicles/available', {
      query: { startDate: '2026-12-02', endDate: '2026-12-04', type: 'SUV' },
    });
    expect(onMoved).not.toHaveBeenCalled();
  });

  it('names the free car and moves the booking to it with one click', async () => {
    serve(
      [
        { id: 9, name: 'RAV4' },
        { id: 12, name: 'Tucson' },
      ],
      async () => ({ id: 41, vehicle: { id: 9, name: 'RAV4' } }),
    );
    const { button, onMoved } = show();
    expect(await screen.findByText('Pasaría a RAV4')).toBeTruthy();
    fireEvent.click(button());
    await waitFor(() => expect(onMoved).toHaveBeenCalledTimes(1));
    expect(mockedApi).toHaveBeenCalledWith('/reservations/41/reassign', {
      method: 'POST',
      body: { vehicleId: 9 },
    });
  });

  it("shows the server's refusal and keeps the booking where it was", async () => {
    const refusal = await apiFailure(409, {
      error: 'VEHICLE_NOT_FREE',
      message: 'El vehículo de destino no está libre en las fechas de la reserva.',
    });
    serve([{ id: 9, name: 'RAV4' }], () => Promise.reject(refusal));
    const { button, onMoved } = show();
    await screen.findByText('Pasaría a RAV4');
    fireEvent.click(button());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'El vehículo de destino no está libre en las fechas de la reserva. La reserva sigue igual.',
    );
    expect(onMoved).not.toHaveBeenCalled();
  });
});
