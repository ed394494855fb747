import CalendarClock from 'lucide-react/icons/calendar-clock';
import Gauge from 'lucide-react/icons/gauge';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import Users from 'lucide-react/icons/users';
import { plateLabel } from '#domain/plate.ts';
import type { EffectiveStatus } from '#domain/vehicle.ts';
import { Button } from '../../components/ui/button.tsx';
import { VehicleImage } from '../../components/ui/vehicle-image.tsx';
import { formatDailyPrice, formatKilometers } from '../../lib/vehicle-format.ts';
import type { Vehicle } from '../../lib/vehicles.ts';
import { BADGE_LABELS } from './fleet-filters.ts';
import { STATUS_STYLES } from './status-styles.ts';

const SHOWN_FEATURES = 3;

interface VehicleCardProps {
  vehicle: Vehicle;
  status: EffectiveStatus;
  /** Present for admins only: the edit and delete buttons (SPEC 2.14). */
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  /** Admins only: 'Programar servicio' (issue 12). */
  onSchedule?: (() => void) | undefined;
}

export function VehicleCard({ vehicle, status, onEdit, onDelete, onSchedule }: VehicleCardProps) {
  const headingId = `vehicle-${vehicle.id}-name`;
  const { icon: StatusIcon, tone } = STATUS_STYLES[status];
  const extraFeatures = vehicle.features.length - SHOWN_FEATURES;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-2xl border border-navy-700 bg-navy-800/60 shadow-lg"
    >
      <VehicleImage src={vehicle.mainImageUrl} className="aspect-[16/9] w-full" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={headingId} className="truncate text-lg font-bold text-white">
              {vehicle.name}
            </h2>
            <p className="truncate text-sm text-navy-200">
              {vehicle.brand} {vehicle.model}
            </p>
            {/* Issue 28: staff tell two white Corollas apart by their plates. */}
            {vehicle.plate === undefined ? null : (
              <p className="mt-1 font-mono text-sm font-semibold tracking-wide text-gold-200">
                <span className="sr-only">Placa: </span>
                {plateLabel(vehicle.plate)}
              </p>
            )}
          </div>
          <span className="shrink-0 rounded-full border border-navy-500 px-2.5 py-0.5 text-xs font-semibold text-navy-100">
            {vehicle.vehicleType.type}
          </span>
        </div>

        <span
          className={`inline-flex w-fit items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${tone}`}
        >
          <StatusIcon aria-hidden="true" className="size-3.5" />
          {BADGE_LABELS[status]}
        </span>

        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-navy-100">
          <div className="flex items-center gap-1.5 whitespace-nowrap">
            <Users aria-hidden="true" className="size-4 text-navy-300" />
            <dt className="sr-only">Capacidad</dt>
            <dd>Capacidad: {vehicle.capacity} personas</dd>
          </div>
          {/* Absent from the renter's view a customer reads (DESIGN 9). */}
          {vehicle.kilometers === undefined ? null : (
            <div className="flex items-center gap-1.5 whitespace-nowrap">
              <Gauge aria-hidden="true" className="size-4 text-navy-300" />
              <dt className="sr-only">Kilometraje</dt>
              <dd>{formatKilometers(vehicle.kilometers)}</dd>
            </div>
          )}
        </dl>

        <p className="text-xl font-bold text-gold-300">{formatDailyPrice(vehicle.pricePerDay)}</p>

        {vehicle.features.length > 0 ? (
          <ul aria-label="Características" className="flex flex-wrap gap-1.5">
            {vehicle.features.slice(0, SHOWN_FEATURES).map((feature) => (
              <li
                key={feature}
                className="rounded-md bg-navy-700/70 px-2 py-0.5 text-xs text-navy-100"
              >
                {feature}
              </li>
            ))}
            {extraFeatures > 0 ? (
              <li className="rounded-md px-1 py-0.5 text-xs font-semibold text-gold-200">
                +{extraFeatures} más
              </li>
            ) : null}
          </ul>
        ) : null}

        {onEdit && onDelete ? (
          <div className="mt-auto flex gap-2 pt-2">
            <Button
              variant="secondary"
              className="flex-1"
              onClick={onEdit}
              aria-label={`Editar ${vehicle.name}`}
            >
              <Pencil aria-hidden="true" className="size-4" />
              Editar
            </Button>
            <Button
              variant="ghost"
              className="flex-1 border border-red-400/50 !text-red-300 hover:!bg-red-500/15"
              onClick={onDelete}
              aria-label={`Eliminar ${vehicle.name}`}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Eliminar
            </Button>
          </div>
        ) : null}
        {onSchedule ? (
          <Button
            variant="ghost"
            className="border border-navy-600"
            onClick={onSchedule}
            aria-label={`Programar servicio de ${vehicle.name}`}
          >
            <CalendarClock aria-hidden="true" className="size-4" />
            Programar servicio
          </Button>
        ) : null}
      </div>
    </article>
  );
}
