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
  api: vi.fn() as never,
}));
const mockedApi = vi.mocked(api);

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
  return { result, statusInCache };
}

describe('useChangeVehicleStatus', () => {
  const hilux = testVehicle({ id: 7, name: 'Hilux', status: 'maintenanceRequired' });
  const other = testVehicle({ id: 8, status: 'maintenanceCompleted' });

  beforeEach(() => {
    mockedApi.mockReset();
    session.login({ token: 'token', user: { id: 1, role: 'ADMIN' } });
  });
  afterEach(() => session.logout());

  it('sends a compare-and-set with the key made when the admin acted', async () => {
    mockedApi.mockResolvedValue({ ...hilux, status: 'underMaintenance' });
    const { result, statusInCache } = setup([hilux, other]);
    await act(() =>
      result.current.mutateAsync({
        vehicle: hilux,
        status: 'underMaintenance',
        idempotencyKey: 'k-123456',
      }),
    );
    expect(mockedApi).toHaveBeenCalledWith('/vehicles/7', {
      method: 'PUT',
      body: { status: 'underMaintenance', expectedStatus: 'maintenanceRequired' },
      headers: { 'Idempotency-Key': 'k-123456' },
    });
    expect(statusInCache()).toEqual(['underMaintenance', 'maintenanceCompleted']);
  });

  it('moves the card at once and puts it back when the save fails', async () => {
    let fail: (error: unknown) => void = () => undefined;
    mockedApi.mockImplementation(() => new Promise((_, reject) => (fail = reject)));
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

  it('shows where the vehicle really is after a conflict', async () => {
    const now = { ...hilux, status: 'outOfService' as const, version: 5 };
    const failure = await apiFailure(409, {
      error: 'STATUS_CONFLICT',
      message: 'El estado del vehículo cambió mientras tanto. Estado actual: Fuera de servicio.',
      vehicle: now,
    });
    expect(conflictingVehicle(failure)).toEqual(now);
    mockedApi.mockRejectedValue(failure);
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
    expect(mockedApi).not.toHaveBeenCalled();
  });
});
