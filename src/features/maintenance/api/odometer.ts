import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OdometerReadingView } from '#domain/handover-contracts.ts';
import { api } from '../../../lib/api-client.ts';
import { apiErrorMessage, type ErrorTexts } from '../../../lib/api-error.ts';

const odometerKey = (vehicleId: number) => ['vehicles', vehicleId, 'odometer'] as const;

/** GET /api/vehicles/{id}/odometer: the log, newest first, voided readings marked (issue 27). */
export function odometerQuery(vehicleId: number) {
  return queryOptions({
    queryKey: odometerKey(vehicleId),
    queryFn: ({ signal }) =>
      api<OdometerReadingView[]>(`/vehicles/${vehicleId}/odometer`, { signal }),
  });
}

const TEXTS: ErrorTexts = {
  byStatus: {
    401: 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.',
    403: 'Solo los administradores pueden anular lecturas del odómetro',
    404: 'Lectura del odómetro no encontrada',
  },
  otherStatus: (status) => `Error del servidor (${status})`,
  fallback: 'No se pudo anular la lectura. Intenta de nuevo.',
};

export function odometerErrorMessage(error: unknown): string {
  return apiErrorMessage(error, TEXTS);
}

/**
 * POST /api/vehicles/{id}/odometer/{readingId}/void: needs the network (the kilometers and the
 * forecast change at once); the fleet, the board and the forecast are read again after it.
 */
export function useVoidReading(vehicleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ readingId, reason }: { readingId: number; reason: string }) =>
      api<OdometerReadingView>(`/vehicles/${vehicleId}/odometer/${readingId}/void`, {
        method: 'POST',
        body: { reason },
      }),
    onSuccess: () =>
      Promise.all(
        [['vehicles'], ['maintenance'], ['audit']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
