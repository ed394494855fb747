import { useQueryClient } from '@tanstack/react-query';
import { STATUS_LABELS, type VehicleStatus } from '#domain/vehicle.ts';
import { apiErrorBody, apiErrorStatus } from '../../../lib/api-error.ts';
import { type QueuedResult, queuedRequest } from '../../../lib/outbox-client.ts';
import { useQueueableMutation } from '../../../lib/use-queueable-mutation.ts';
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
  maintenance?: { description?: string; cost?: number | null; date?: string; kilometers?: number };
  idempotencyKey: string;
}

/** What the pending list and the sync toasts call a move: 'Toyota Hilux: En mantenimiento'. */
export function statusChangeLabel(vehicle: Vehicle, status: VehicleStatus): string {
  return `${vehicle.brand} ${vehicle.name}: ${STATUS_LABELS[status]}`;
}

/**
 * PUT /api/vehicles/:id with { status, expectedStatus }: the server applies it only if the
 * vehicle is still where the admin saw it (DESIGN 7), else 409 STATUS_CONFLICT with the vehicle
 * as it is now. Without a connection the service worker keeps it and answers {queued: true}.
 */
export async function changeVehicleStatus(
  change: StatusChange,
): Promise<QueuedResult<Vehicle | undefined>> {
  assertAdmin('Solo los administradores pueden cambiar el estado de los vehículos');
  const { vehicle, status, maintenance, idempotencyKey } = change;
  return queuedRequest<Vehicle | undefined>({
    method: 'PUT',
    path: `/vehicles/${vehicle.id}`,
    body: { status, expectedStatus: vehicle.status, ...(maintenance ? { maintenance } : {}) },
    label: statusChangeLabel(vehicle, status),
    idempotencyKey,
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
 * and every vehicle query is refreshed afterwards. A move the service worker queued stays where
 * the admin put it: the server has not seen it yet, so there is nothing to refresh.
 */
export function useChangeVehicleStatus() {
  const queryClient = useQueryClient();
  const patch = (id: number, update: (vehicle: Vehicle) => Vehicle) =>
    queryClient.setQueryData<Vehicle[]>(VEHICLE_LIST_KEY, (list) =>
      list?.map((vehicle) => (vehicle.id === id ? update(vehicle) : vehicle)),
    );

  return useQueueableMutation('vehicle-status', {
    mutationFn: changeVehicleStatus,
    subject: ({ vehicle, status }) => ({ name: vehicle.name, to: status }),
    onMutate: async ({ vehicle, status }) => {
      await queryClient.cancelQueries({ queryKey: VEHICLE_LIST_KEY });
      patch(vehicle.id, (current) => ({ ...current, status }));
    },
    onSent: (updated, { vehicle }) => {
      if (updated && typeof updated === 'object' && 'status' in updated) {
        patch(vehicle.id, () => updated);
      }
    },
    onError: (error, { vehicle }) => {
      const current = conflictingVehicle(error);
      patch(vehicle.id, (seen) => current ?? { ...seen, status: vehicle.status });
    },
    onSettled: (result) =>
      result?.queued ? undefined : queryClient.invalidateQueries({ queryKey: VEHICLES_KEY }),
  });
}
