import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { assertAdmin, VEHICLES_KEY } from '../../../lib/vehicles.ts';

export interface DeleteVehicleRequest {
  id: number;
  idempotencyKey: string;
}

/** DELETE /api/vehicles/:id: archived, or 409 while it has active or upcoming reservations. */
export async function deleteVehicle({ id, idempotencyKey }: DeleteVehicleRequest): Promise<void> {
  assertAdmin('No tienes permisos de administrador para eliminar vehículos');
  await api(`/vehicles/${id}`, {
    method: 'DELETE',
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useDeleteVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVehicle,
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VEHICLES_KEY }),
  });
}
