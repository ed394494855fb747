import { PLACE_LABELS, whenWhereOf } from '#domain/company-settings.ts';
import type { ReservationView } from '#domain/reservation-contracts.ts';
import { useCompanySettings } from '../../lib/company-settings.ts';

/**
 * Issue 28: the pickup and return times and the place, as entries of a reservation's <dl>
 * ('Hora de recogida', 'Hora de devolución', 'Lugar').
 */
export function WhenWhereEntries({ reservation }: { reservation: ReservationView }) {
  const settings = useCompanySettings();
  const { pickupTime, returnTime, place } = whenWhereOf(reservation, settings);
  return (
    <>
      <div>
        <dt className="text-navy-200">Hora de recogida</dt>
        <dd className="font-semibold text-white" data-testid="pickup-time">
          {pickupTime}
        </dd>
      </div>
      <div>
        <dt className="text-navy-200">Hora de devolución</dt>
        <dd className="font-semibold text-white" data-testid="return-time">
          {returnTime}
        </dd>
      </div>
      <div className="col-span-2">
        <dt className="text-navy-200">Lugar</dt>
        <dd className="font-semibold break-words text-white" data-testid="place">
          {place.kind === 'agency' ? `${PLACE_LABELS.agency}: ${place.address}` : place.address}
        </dd>
      </div>
    </>
  );
}
