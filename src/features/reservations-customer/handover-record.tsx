import { formatFuel, PHOTO_ANGLE_LABELS, RENTAL_STATUS_LABELS } from '#domain/handover.ts';
import type { HandoverView } from '#domain/handover-contracts.ts';
import type { ReservationView } from '#domain/reservation-contracts.ts';
import { isReadingVoided, VoidedReadingMark } from '../../components/odometer/voided-reading.tsx';
import { ProtectedPhoto } from '../../components/ui/protected-photo.tsx';
import { formatDateTime } from '../../lib/format-date-time.ts';
import { formatKilometers } from '../../lib/vehicle-format.ts';

function Side({ title, record, id }: { title: string; record: HandoverView; id: string }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="text-sm font-semibold text-white">
        {title}: {formatDateTime(record.at)}
      </h3>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <div className="flex gap-1.5">
          <dt className="text-navy-200">Odómetro</dt>
          <dd className="font-semibold text-white">
            <span className={isReadingVoided(record) ? 'text-navy-300 line-through' : undefined}>
              {formatKilometers(record.odometer)}
            </span>
            <VoidedReadingMark record={record} />
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-navy-200">Combustible</dt>
          <dd className="font-semibold text-white">{formatFuel(record.fuel)}</dd>
        </div>
      </dl>
      {record.damages.length > 0 ? (
        <ul className="text-sm text-amber-100">
          {record.damages.map((damage, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list from the server.
            <li key={index}>
              Daño: {damage.area} ({damage.note})
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {record.photos.map((photo) => (
          <li key={photo.angle}>
            <ProtectedPhoto
              sha256={photo.sha256}
              alt={`${title}: ${PHOTO_ANGLE_LABELS[photo.angle]}`}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The handover as the customer sees it (issue 11): both sides hold the same evidence, so the
 * times, readings and photos recorded at the counter are shown here too.
 */
export function HandoverRecord({ reservation }: { reservation: ReservationView }) {
  const { checkout, checkin, rentalStatus } = reservation;
  if (!checkout) return null;
  const base = `handover-${reservation.id}`;
  return (
    <div className="flex flex-col gap-4 border-t border-navy-700 pt-3">
      <p className="text-sm text-navy-100">
        Estado de la renta:{' '}
        <span className="font-semibold text-white">{RENTAL_STATUS_LABELS[rentalStatus]}</span>
        {/* A voided reading (issue 27) does not count: no distance is made from it. */}
        {checkin && !isReadingVoided(checkout) && !isReadingVoided(checkin)
          ? ` · ${formatKilometers(checkin.odometer - checkout.odometer)} recorridos`
          : ''}
      </p>
      <Side title="Entregado" record={checkout} id={`${base}-out`} />
      {checkin ? <Side title="Devuelto" record={checkin} id={`${base}-in`} /> : null}
    </div>
  );
}
