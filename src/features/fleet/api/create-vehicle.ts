import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateVehicleData } from '#domain/vehicle-contracts.ts';
import { api } from '../../../lib/api-client.ts';
import { assertAdmin, VEHICLES_KEY, type Vehicle } from '../../../lib/vehicles.ts';

export interface CreateVehicleRequest {
  vehicle: CreateVehicleData;
  idempotencyKey: string;
}

/** POST /api/vehicles with the create form's parsed values (SPEC 3.3). */
export async function createVehicle({
  vehicle,
  idempotencyKey,
}: CreateVehicleRequest): Promise<Vehicle | undefined> {
  assertAdmin('No tienes permisos de administrador para crear vehículos');
  const { vehicleType, ...rest } = vehicle;
  // The response may be empty (SPEC 7); the list is fetched again either way.
  return api<Vehicle | undefined>('/vehicles', {
    method: 'POST',
    body: { ...rest, vehicleType: { type: vehicleType }, status: 'maintenanceCompleted' },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCreateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVehicle,
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VEHICLES_KEY }),
  });
}
