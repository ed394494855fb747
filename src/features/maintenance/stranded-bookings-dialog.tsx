import { useState } from 'react';
import { STATUS_LABELS, UPCOMING_BOOKING_DAYS } from '#domain/vehicle.ts';
import { ReassignList } from '../../components/service-windows/reassign-list.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import type { StrandedBookings } from './use-status-moves.ts';

export const ALL_REASSIGNED = 'Todas las reservas quedaron reasignadas.';

interface StrandedBookingsDialogProps {
  stranded: StrandedBookings | null;
  onClose(): void;
}

/**
 * Shown after a card goes to 'En mantenimiento' or 'Fuera de servicio' (issue 12): the car's
 * bookings of the next 14 days, each with 'Reasignar' to a free car of the same type.
 */
export function StrandedBookingsDialog({ stranded, onClose }: StrandedBookingsDialogProps) {
  return (
    <Dialog
      open={stranded !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Reservas por reasignar"
      description={
        stranded
          ? `"${stranded.vehicle.name}" pasó a "${STATUS_LABELS[stranded.to]}" y tiene reservas en los próximos ${UPCOMING_BOOKING_DAYS} días. Reasígnalas a otro vehículo del mismo tipo; el cliente paga lo mismo.`
          : undefined
      }
    >
      {stranded ? (
        <BookingList key={stranded.vehicle.id} stranded={stranded} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

function BookingList({ stranded, onClose }: { stranded: StrandedBookings; onClose(): void }) {
  const [left, setLeft] = useState(stranded.bookings);
  return (
    <div className="flex flex-col gap-4">
      {left.length > 0 ? (
        <ReassignList
          reservations={left}
          onMoved={(id) => setLeft((list) => list.filter((r) => r.reservationId !== id))}
        />
      ) : (
        <p role="status" className="text-sm font-semibold text-emerald-200">
          {ALL_REASSIGNED}
        </p>
      )}
      <div className="flex justify-end">
        <Button variant={left.length > 0 ? 'ghost' : 'primary'} onClick={onClose}>
          Cerrar
        </Button>
      </div>
    </div>
  );
}
