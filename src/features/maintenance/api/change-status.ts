import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VehicleStatus } from '#domain/vehicle.ts';
import { api } from '../../../lib/api-client.ts';
import { apiErrorBody, apiErrorStatus } from '../../../lib/api-error.ts';
import {
  assertAdmin,
  VEHICLE_LIST_KEY,
  VEHICLES_KEY,
  type Vehicle,
} from '../../../lib/vehicles.ts';

export interface StatusChange {
  /** The vehicle as the admin saw it: its status is the compare-and-set's expectedStatus. */
  vehicle: Vehicle;
  status: VehicleStatus;
  /** Only when maintenance ends (underMaintenance -> maintenanceCompleted); both optional. */
  maintenance?: { description?: string; cost?: number | null };
  idempotencyKey: string;
}

/**
 * PUT /api/vehicles/:id with { status, expectedStatus }: the server applies it only if the
 * vehicle is still where the admin saw it (DESIGN 7), else 409 STATUS_CONFLICT with the vehicle
 * as it is now.
 */
export async function changeVehicleStatus(change: StatusChange): Promise<Vehicle | undefined> {
  assertAdmin('Solo los administradores pueden cambiar el estado de los vehículos');
  const { vehicle, status, maintenance, idempotencyKey } = change;
  return api<Vehicle | undefined>(`/vehicles/${vehicle.id}`, {
    method: 'PUT',
    body: { status, expectedStatus: vehicle.status, ...(maintenance ? { maintenance } : {}) },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** The vehicle a 409 STATUS_CONFLICT carries: where it really is now. */
export function conflictingVehicle(error: unknown): Vehicle | null {
  if (apiErrorStatus(error) !== 409) return null;
  const body = apiErrorBody(error) as { error?: string; vehicle?: Vehicle } | null;
  return body?.error === 'STATUS_CONFLICT' && body.vehicle ? body.vehicle : null;
}

/**
 * The board moves the card at once; a failure puts it back (or where the server says it is),
 * and every vehicle query is refreshed afterwards.
 */
export function useChangeVehicleStatus() {
  const queryClient = useQueryClient();
  const patch = (id: number, update: (vehicle: Vehicle) => Vehicle) =>
    queryClient.setQueryData<Vehicle[]>(VEHICLE_LIST_KEY, (list) =>
      list?.map((vehicle) => (vehicle.id === id ? update(vehicle) : vehicle)),
    );

  return useMutation({
    mutationFn: changeVehicleStatus,
    // Queued by the service worker when offline (DESIGN 7), so it must not wait for a network.
    networkMode: 'always',
    onMutate: async ({ vehicle, status }) => {
      await queryClient.cancelQueries({ queryKey: VEHICLE_LIST_KEY });
      patch(vehicle.id, (current) => ({ ...current, status }));
    },
    onSuccess: (updated, { vehicle }) => {
      if (updated && typeof updated === 'object' && 'status' in updated) {
        patch(vehicle.id, () => updated);
      }
    },
    onError: (error, { vehicle }) => {
      const current = conflictingVehicle(error);
      patch(vehicle.id, (seen) => current ?? { ...seen, status: vehicle.status });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: VEHICLES_KEY }),
  });
}
