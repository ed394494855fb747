import { useState } from 'react';
import type { AffectedReservation } from '#domain/maintenance-contracts.ts';
import { STATUS_LABELS, type VehicleStatus } from '#domain/vehicle.ts';
import { toast } from '../../lib/toast.ts';
import { newIdempotencyKey, type Vehicle } from '../../lib/vehicles.ts';
import { useChangeVehicleStatus } from './api/change-status.ts';
import { statusChangeErrorMessage } from './api/error-texts.ts';
import { planMove } from './board-logic.ts';
import type { MaintenanceDetails } from './maintenance-details-dialog.tsx';

/** Moves that take a car off the road: its bookings of the next 14 days need another car. */
const OFF_THE_ROAD: readonly VehicleStatus[] = ['underMaintenance', 'outOfService'];

/** A car just taken off the road and its bookings that start within 14 days (issue 12). */
export const UPCOMING_CHECK_FAILED = (name: string) =>
  `No se pudieron revisar las reservas próximas de "${name}"; revísalas en Gestión de Reservas.`;

export interface StrandedBookings {
  vehicle: Vehicle;
  to: VehicleStatus;
  bookings: AffectedReservation[];
}

export interface PendingMove {
  vehicle: Vehicle;
  to: VehicleStatus;
  step: 'confirm' | 'details';
}

/** A move asked for by a drop or the status menu, through its confirmation or details if any. */
export function useStatusMoves() {
  const mutation = useChangeVehicleStatus();
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [stranded, setStranded] = useState<StrandedBookings | null>(null);

  /** After the move: the bookings it leaves without a car, to reassign them one by one. */
  async function checkBookings(vehicle: Vehicle, to: VehicleStatus) {
    if (!OFF_THE_ROAD.includes(to)) return;
    try {
      // Loaded when a car leaves the road, not with the board (it brings the contracts' schemas).
      const { fetchUpcomingBookings } = await import(
        '../../components/service-windows/service-windows-api.ts'
      );
      const bookings = await fetchUpcomingBookings(vehicle.id);
      if (bookings.length > 0) setStranded({ vehicle, to, bookings });
    } catch {
      toast.error(UPCOMING_CHECK_FAILED(vehicle.name));
    }
  }

  function save(vehicle: Vehicle, to: VehicleStatus, maintenance?: MaintenanceDetails) {
    // The key is made now, when the admin acts; a replay of this same change reuses it.
    const idempotencyKey = newIdempotencyKey();
    mutation.mutate(
      { vehicle, status: to, idempotencyKey, ...(maintenance ? { maintenance } : {}) },
      {
        onSuccess: (result) => {
          // A move the service worker kept has its toast from the mutation (its kind's texts).
          if (result.queued) return;
          toast.success(`"${vehicle.name}" ahora está en "${STATUS_LABELS[to]}"`);
          void checkBookings(vehicle, to);
        },
        onError: (error) => toast.error(statusChangeErrorMessage(error)),
      },
    );
  }

  function request(vehicle: Vehicle, to: VehicleStatus) {
    const plan = planMove(vehicle.status, to);
    if (plan === 'none') return;
    if (plan === 'save') save(vehicle, to);
    else setPending({ vehicle, to, step: plan });
  }

  function finish(maintenance?: MaintenanceDetails) {
    if (!pending) return;
    setPending(null);
    save(pending.vehicle, pending.to, maintenance);
  }

  return {
    pending,
    request,
    finish,
    cancel: () => setPending(null),
    stranded,
    closeStranded: () => setStranded(null),
  };
}
