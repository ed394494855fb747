import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AffectedReservation,
  MaintenanceConflictView,
  MaintenanceWindowInput,
  MaintenanceWindowView,
} from '#domain/maintenance-contracts.ts';
import type { ReservationView } from '#domain/reservation-contracts.ts';
import type { VehicleType } from '#domain/vehicle.ts';
import { api } from '../../lib/api-client.ts';
import { apiErrorBody } from '../../lib/api-error.ts';

/** The reservations a 409 MAINTENANCE_CONFLICT listed, or null for any other failure. */
export function conflictsOf(error: unknown): AffectedReservation[] | null {
  const body = apiErrorBody(error) as (Partial<MaintenanceConflictView> & object) | null;
  return body?.error === 'MAINTENANCE_CONFLICT' && Array.isArray(body.conflicts)
    ? body.conflicts
    : null;
}

/** POST /api/vehicles/{id}/maintenance-windows; bookings, fleet and forecasts refresh after. */
export function useScheduleWindow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vehicleId, body }: { vehicleId: number; body: MaintenanceWindowInput }) =>
      api<MaintenanceWindowView>(`/vehicles/${vehicleId}/maintenance-windows`, {
        method: 'POST',
        body,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['vehicles'] });
      void queryClient.invalidateQueries({ queryKey: ['maintenance-windows'] });
    },
  });
}

/** GET /api/vehicles/{id}/upcoming-bookings: its bookings that start within 14 days. */
export function fetchUpcomingBookings(vehicleId: number) {
  return api<AffectedReservation[]>(`/vehicles/${vehicleId}/upcoming-bookings`);
}

/**
 * Where 'Reasignar' would send a reservation: the first free vehicle of the same type for its
 * days (GET /api/vehicles/available), or null when there is none. The server checks again.
 */
export function reassignTargetQuery(reservation: AffectedReservation) {
  const { startDate, endDate, vehicleType } = reservation;
  return queryOptions({
    queryKey: ['vehicles', 'reassign-target', startDate, endDate, vehicleType],
    queryFn: async () => {
      const free = await api<{ id: number; name: string }[]>('/vehicles/available', {
        query: { startDate, endDate, type: vehicleType as VehicleType },
      });
      return free[0] ?? null;
    },
  });
}

/** POST /api/reservations/{id}/reassign; bookings and vehicles refresh after, moved or not. */
export function useReassign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reservationId, vehicleId }: { reservationId: number; vehicleId: number }) =>
      api<ReservationView>(`/reservations/${reservationId}/reassign`, {
        method: 'POST',
        body: { vehicleId },
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['reservations'] });
      void queryClient.invalidateQueries({ queryKey: ['vehicles'] });
    },
  });
}
