import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { AdminOnlyError, VEHICLE_LIST_KEY, type Vehicle } from '../../../lib/vehicles.ts';
import { apiFailure } from '../../../test/api-failure.ts';
import { testVehicle } from '../../../test/test-vehicle.ts';
import { conflictingVehicle, useChangeVehicleStatus } from './change-status.ts';

vi.mock(import('../../../lib/api-client.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  api: Object.assign(vi.fn(), { raw: vi.fn() }) as never,
}));
const mockedRaw = vi.mocked(api.raw);

/** What ofetch's raw call resolves with: the status and the parsed body. */
const answer = (status: number, data: unknown) => ({ status, _data: data }) as never;

function setup(vehicles: Vehicle[]) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  queryClient.setQueryData(VEHICLE_LIST_KEY, vehicles);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useChangeVehicleStatus(), { wrapper });
  const statusInCache = () =>
    queryClient.getQueryData<Vehicle[]>(VEHICLE_LIST_KEY)?.map((vehicle) => vehicle.status);
  const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
  return { result, statusInCache, invalidated };
}

describe('useChangeVehicleStatus', () => {
  const hilux = testVehicle({ id: 7, name: 'Hilux', status: 'maintenanceRequired' });
  const other = testVehicle({ id: 8, status: 'maintenanceCompleted' });

  beforeEach(() => {
    mockedRaw.mockReset();
    session.login({ token: 'token', user: { id: 1, role: 'ADMIN' } });
  });
  afterEach(() => session.logout());

  it('sends a compare-and-set with the key made when the admin acted', async () => {
    mockedRaw.mockResolvedValue(answer(200, { ...hilux, status: 'underMaintenance' }));
    const { result, statusInCache } = setup([hilux, other]);
    await act(() =>
      result.current.mutateAsync({
        vehicle: hilux,
        status: 'underMaintenance',
        idempotencyKey: 'k-123456',
      }),
    );
    expect(mockedRaw).toHaveBeenCalledWith('/vehicles/7', {
      method: 'PUT',
      body: { status: 'underMaintenance', expectedStatus: 'maintenanceRequired' },
      headers: {
        'Idempotency-Key': 'k-123456',
        'X-Outbox-Label': encodeURIComponent('Toyota Hilux: En mantenimiento'),
      },
    });
    expect(statusInCache()).toEqual(['underMaintenance', 'maintenanceCompleted']);
  });

  it('moves the card at once and puts it back when the save fails', async () => {
    let fail: (error: unknown) => void = () => undefined;
    mockedRaw.mockImplementation(() => new Promise((_, reject) => (fail = reject)));
    const { result, statusInCache } = setup([hilux, other]);
    act(() => {
      result.current.mutate({ vehicle: hilux, status: 'outOfService', idempotencyKey: 'k-123456' });
    });
    await waitFor(() => expect(statusInCache()).toEqual(['outOfService', 'maintenanceCompleted']));
    const failure = await apiFailure(500, { error: 'INTERNAL', message: 'Error interno' });
    act(() => fail(failure));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(statusInCache()).toEqual(['maintenanceRequired', 'maintenanceCompleted']);
  });

  it('keeps a move the service worker queued where the admin put it, without refetching', async () => {
    mockedRaw.mockResolvedValue(answer(202, { queued: true, id: 'entry-1' }));
    const { result, statusInCache, invalidated } = setup([hilux, other]);
    const sent = await act(() =>
      result.current.mutateAsync({ vehicle: hilux, status: 'outOfService', idempotencyKey: 'k-1' }),
    );
    expect(sent).toEqual({ queued: true, id: 'entry-1', reason: 'offline' });
    expect(statusInCache()).toEqual(['outOfService', 'maintenanceCompleted']);
    expect(invalidated).not.toHaveBeenCalled();
  });

  it('shows where the vehicle really is after a conflict', async () => {
    const now = { ...hilux, status: 'outOfService' as const, version: 5 };
    const failure = await apiFailure(409, {
      error: 'STATUS_CONFLICT',
      message: 'El estado del vehículo cambió mientras tanto. Estado actual: Fuera de servicio.',
      vehicle: now,
    });
    expect(conflictingVehicle(failure)).toEqual(now);
    mockedRaw.mockRejectedValue(failure);
    const { result, statusInCache } = setup([hilux, other]);
    await act(() =>
      result.current
        .mutateAsync({ vehicle: hilux, status: 'underMaintenance', idempotencyKey: 'k-123456' })
        .catch(() => undefined),
    );
    expect(statusInCache()).toEqual(['outOfService', 'maintenanceCompleted']);
  });

  it('refuses on the page when the user is no admin', async () => {
    session.logout();
    session.login({ token: 'token', user: { id: 2, role: 'USER' } });
    const { result } = setup([hilux]);
    await act(() =>
      result.current
        .mutateAsync({ vehicle: hilux, status: 'underMaintenance', idempotencyKey: 'k-123456' })
        .catch(() => undefined),
    );
    await waitFor(() => expect(result.current.error).toBeInstanceOf(AdminOnlyError));
    expect(result.current.error?.message).toBe(
      'Solo los administradores pueden cambiar el estado de los vehículos',
    );
    expect(mockedRaw).not.toHaveBeenCalled();
  });
});
