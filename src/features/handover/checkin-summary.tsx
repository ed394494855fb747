import { formatFuel, formatFuelDifference, fuelDifference, kmDriven } from '#domain/handover.ts';
import type { HandoverView } from '#domain/handover-contracts.ts';
import { formatUsd } from '#domain/money.ts';
import { VoidedReadingMark } from '../../components/odometer/voided-reading.tsx';
import { formatKilometers } from '../../lib/vehicle-format.ts';
import type { HandoverRecord } from './handover-form.ts';

interface CheckinSummaryProps {
  pickup: { odometer: number; fuel: number; odometerVoided?: HandoverView['odometerVoided'] };
  record: HandoverRecord;
}

export const CHECKIN_SUMMARY_TEXTS = {
  noDistance: 'Sin dato: la lectura de entrega fue anulada',
} as const;

/** What the return adds up to, shown before it is confirmed. */
export function CheckinSummary({ pickup, record }: CheckinSummaryProps) {
  const damages = record.damages ?? [];
  const costs = damages.flatMap((damage) =>
    typeof damage.estimatedCost === 'number' ? [damage.estimatedCost] : [],
  );
  return (
    <section
      aria-labelledby="summary-title"
      className="flex flex-col gap-3 rounded-xl border border-gold-400/50 bg-navy-800/60 p-4"
    >
      <h2 id="summary-title" tabIndex={-1} className="text-lg font-semibold text-white">
        Resumen de la devolución
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-navy-300">Kilómetros recorridos</dt>
        <dd className="font-semibold text-white">
          {/* Issue 27: a voided pickup reading does not count, so no distance comes from it. */}
          {pickup.odometerVoided
            ? CHECKIN_SUMMARY_TEXTS.noDistance
            : formatKilometers(kmDriven(pickup, record))}
        </dd>
        <dt className="text-navy-300">Odómetro</dt>
        <dd className="text-navy-50">
          {formatKilometers(pickup.odometer)}
          <VoidedReadingMark record={pickup} /> → {formatKilometers(record.odometer)}
        </dd>
        <dt className="text-navy-300">Combustible</dt>
        <dd className="text-navy-50">
          {formatFuel(pickup.fuel)} → {formatFuel(record.fuel)} (
          {formatFuelDifference(fuelDifference(pickup, record))})
        </dd>
        <dt className="text-navy-300">Daños nuevos</dt>
        <dd className="text-navy-50">
          {damages.length === 0
            ? 'Ninguno'
            : `${damages.length}${costs.length > 0 ? ` · costo estimado ${formatUsd(costs.reduce((a, b) => a + b, 0))}` : ''}`}
        </dd>
      </dl>
      {damages.length > 0 ? (
        <ul className="list-disc pl-5 text-sm text-navy-100">
          {damages.map((damage, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list shown once.
            <li key={index}>
              {damage.area}: {damage.note}
            </li>
          ))}
        </ul>
      ) : null}
      {damages.length > 0 ? (
        <p className="text-sm text-amber-200">
          El vehículo pasará a "Mantenimiento requerido" por los daños nuevos.
        </p>
      ) : null}
    </section>
  );
}
