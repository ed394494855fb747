import { useQueryClient } from '@tanstack/react-query';
import { STATUS_LABELS } from '#domain/vehicle.ts';
import { apiErrorMessage, type ErrorTexts } from '../../../lib/api-error.ts';
import { type QueuedResult, queuedRequest } from '../../../lib/outbox-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useQueueableMutation } from '../../../lib/use-queueable-mutation.ts';
import {
  AdminOnlyError,
  assertAdmin,
  newIdempotencyKey,
  VEHICLE_LIST_KEY,
  VEHICLES_KEY,
  type Vehicle,
} from '../../../lib/vehicles.ts';
import { type Reorder, withReorders } from '../board-logic.ts';

export interface WorkshopReorder extends Reorder {
  /** The car as staff saw it: its column is the request's expectedStatus. */
  vehicle: Vehicle;
  /** The car it now goes before, for the texts (null: last). */
  beforeName: string | null;
  idempotencyKey: string;
}

/** What the pending list and the sync toasts call a reorder. */
export function reorderLabel(vehicle: Vehicle, beforeName: string | null): string {
  return beforeName === null
    ? `${vehicle.brand} ${vehicle.name}: al final de "${STATUS_LABELS[vehicle.status]}"`
    : `${vehicle.brand} ${vehicle.name}: antes de ${beforeName}`;
}

const REORDER_ERROR_TEXTS: ErrorTexts = {
  byStatus: { 400: 'Datos inválidos para ordenar el taller.' },
  fixedStatus: {
    401: 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.',
    500: 'Error interno del servidor. Intenta más tarde.',
  },
  otherStatus: (status) => `Error del servidor (${status})`,
  fallback: 'Error inesperado',
};

export function reorderErrorMessage(error: unknown): string {
  const message =
    error instanceof AdminOnlyError ? error.message : apiErrorMessage(error, REORDER_ERROR_TEXTS);
  return `No se pudo cambiar el orden del taller: ${message}`;
}

/**
 * PUT /api/vehicles/{id}/workshop-position with { before, expectedStatus } (issue 26). Without
 * a connection the service worker keeps it and answers {queued: true}, like a status change.
 */
export function sendReorder(change: WorkshopReorder): Promise<QueuedResult<Vehicle | undefined>> {
  assertAdmin('Solo los administradores pueden ordenar los vehículos del taller');
  const { vehicle, before, beforeName, idempotencyKey } = change;
  return queuedRequest<Vehicle | undefined>({
    method: 'PUT',
    path: `/vehicles/${vehicle.id}/workshop-position`,
    body: { before, expectedStatus: vehicle.status },
    label: reorderLabel(vehicle, beforeName),
    idempotencyKey,
  });
}

/**
 * The board puts the card in its new place at once, by the server's own rule; a refusal brings
 * the server's order back. A reorder the service worker queued stays where staff put it.
 */
export function useWorkshopReorder() {
  const queryClient = useQueryClient();
  const mutation = useQueueableMutation('vehicle-workshop-position', {
    mutationFn: sendReorder,
    subject: ({ vehicle }) => ({ name: vehicle.name }),
    onMutate: async ({ vehicleId, before }) => {
      await queryClient.cancelQueries({ queryKey: VEHICLE_LIST_KEY });
      queryClient.setQueryData<Vehicle[]>(VEHICLE_LIST_KEY, (list) =>
        list ? withReorders(list, [{ vehicleId, before }]) : list,
      );
    },
    onError: (error) => toast.error(reorderErrorMessage(error)),
    // A kept reorder stays where staff put it (usePendingReorders); otherwise the server's order.
    onSettled: (result) =>
      result?.queued ? undefined : queryClient.invalidateQueries({ queryKey: VEHICLES_KEY }),
  });

  return (vehicle: Vehicle, reorder: Reorder, beforeName: string | null) =>
    mutation.mutate({ ...reorder, vehicle, beforeName, idempotencyKey: newIdempotencyKey() });
}
