import Ban from 'lucide-react/icons/ban';
import Eye from 'lucide-react/icons/eye';
import type { ReservationView } from '#domain/reservation-contracts.ts';
import { Button } from '../../components/ui/button.tsx';
import { Tooltip } from '../../components/ui/tooltip.tsx';

export interface RowActions {
  onView(reservation: ReservationView): void;
  onCancel(reservation: ReservationView): void;
  /** Only active and upcoming reservations can be cancelled (SPEC 4.3), and only once. */
  canCancel(reservation: ReservationView): boolean;
  /** A cancellation made offline waits to be sent for it (DESIGN 7). */
  cancelPending(reservation: ReservationView): boolean;
}

const ICON_BUTTON =
  'grid size-11 place-items-center rounded-lg border transition-colors disabled:opacity-50';

/** Compact icon buttons for a table row; each names its reservation for screen readers. */
export function RowIconActions({
  reservation,
  actions,
}: {
  reservation: ReservationView;
  actions: RowActions;
}) {
  return (
    <div className="flex justify-end gap-2">
      <Tooltip content="Ver detalle">
        <button
          type="button"
          aria-label={`Ver detalle de la reserva #${reservation.id}`}
          onClick={() => actions.onView(reservation)}
          className={`${ICON_BUTTON} border-navy-600 text-navy-100 hover:bg-navy-700 hover:text-white`}
        >
          <Eye aria-hidden="true" className="size-4" />
        </button>
      </Tooltip>
      {actions.canCancel(reservation) ? (
        <Tooltip content="Cancelar reserva">
          <button
            type="button"
            aria-label={`Cancelar la reserva #${reservation.id}`}
            onClick={() => actions.onCancel(reservation)}
            className={`${ICON_BUTTON} border-red-400/40 text-red-300 hover:bg-red-500/15 hover:text-red-200`}
          >
            <Ban aria-hidden="true" className="size-4" />
          </button>
        </Tooltip>
      ) : (
        <span aria-hidden="true" className="size-11" />
      )}
    </div>
  );
}

/** Labelled buttons for the phone cards, where there is room for words. */
export function CardActions({
  reservation,
  actions,
}: {
  reservation: ReservationView;
  actions: RowActions;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        aria-label={`Ver detalle de la reserva #${reservation.id}`}
        onClick={() => actions.onView(reservation)}
        className="flex-1"
      >
        <Eye aria-hidden="true" className="size-4" />
        Ver detalle
      </Button>
      {actions.canCancel(reservation) ? (
        <Button
          variant="ghost"
          aria-label={`Cancelar la reserva #${reservation.id}`}
          onClick={() => actions.onCancel(reservation)}
          className="flex-1 border border-red-400/40 !text-red-300 hover:!bg-red-500/15"
        >
          <Ban aria-hidden="true" className="size-4" />
          Cancelar
        </Button>
      ) : null}
    </div>
  );
}
