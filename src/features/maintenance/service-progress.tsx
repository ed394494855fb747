import { todayInElSalvador } from '#domain/dates.ts';
import { intervalProgress } from '#domain/maintenance-forecast.ts';
import { formatKilometers, formatNumber } from '#domain/number-format.ts';
import type { Vehicle } from '../../lib/vehicles.ts';

function Bar({ label, share, text }: { label: string; share: number; text: string }) {
  const percent = Math.round(share * 100);
  const tone = share >= 1 ? 'bg-red-400' : share >= 0.85 ? 'bg-amber-300' : 'bg-emerald-400';
  return (
    // One line (the words, then the bar) so the card stays short on a phone's first screen.
    <div className="flex items-center gap-2">
      <p className="shrink-0 text-[0.7rem] text-navy-200">{text}</p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-1.5 min-w-8 flex-1 overflow-hidden rounded-full bg-navy-700"
      >
        <div className={`h-full ${tone}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

const daysText = (n: number) =>
  `${formatNumber(Math.abs(n))} ${Math.abs(n) === 1 ? 'día' : 'días'}`;

/** The board card's bars to the next service, by km and by time (issue 12). */
export function ServiceProgress({ vehicle }: { vehicle: Vehicle }) {
  // Customers read the board from the renter's view: no odometer, no service interval.
  if (vehicle.kilometers === undefined || vehicle.createdAt === undefined) return null;
  // The card carries the last service (issue 14); the history itself stays with the detail.
  const { lastMaintenanceDate: date, lastMaintenanceKm: km } = vehicle;
  const progress = intervalProgress(
    vehicle,
    date !== null && km !== null ? { date, km } : null,
    todayInElSalvador(new Date(vehicle.createdAt)),
    todayInElSalvador(),
  );
  if (!progress.km && !progress.time) return null;
  return (
    <div className="flex flex-col gap-0.5">
      {progress.km ? (
        <Bar
          label={`Próximo servicio de ${vehicle.name} por kilómetros`}
          share={progress.km.share}
          text={
            progress.km.left > 0
              ? `Servicio en ${formatKilometers(progress.km.left)}`
              : `Servicio pasado por ${formatKilometers(-progress.km.left)}`
          }
        />
      ) : null}
      {progress.time ? (
        <Bar
          label={`Próximo servicio de ${vehicle.name} por tiempo`}
          share={progress.time.share}
          text={
            progress.time.left > 0
              ? `Servicio en ${daysText(progress.time.left)}`
              : `Servicio vencido hace ${daysText(progress.time.left)}`
          }
        />
      ) : null}
    </div>
  );
}
