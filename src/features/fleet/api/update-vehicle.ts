import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateVehicleInput } from '#domain/vehicle-contracts.ts';
import { api } from '../../../lib/api-client.ts';
import { assertAdmin, VEHICLES_KEY, type Vehicle } from '../../../lib/vehicles.ts';

export interface UpdateVehicleRequest {
  id: number;
  changes: UpdateVehicleInput;
  idempotencyKey: string;
}

/** PUT /api/vehicles/:id with only the fields the edit form changed (SPEC 3.4, 5.7). */
export async function updateVehicle({
  id,
  changes,
  idempotencyKey,
}: UpdateVehicleRequest): Promise<Vehicle | undefined> {
  assertAdmin('No tienes permisos de administrador para actualizar vehículos');
  // An empty answer means success (SPEC 7).
  return api<Vehicle | undefined>(`/vehicles/${id}`, {
    method: 'PUT',
    body: changes,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useUpdateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVehicle,
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VEHICLES_KEY }),
  });
}
