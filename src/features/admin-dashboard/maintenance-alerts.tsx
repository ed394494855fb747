import { useQuery } from '@tanstack/react-query';
import CircleCheckBig from 'lucide-react/icons/circle-check-big';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import Wrench from 'lucide-react/icons/wrench';
import { formatDate, formatTimestampDate } from '#domain/dates.ts';
import type { DamageAlertView } from '#domain/handover-contracts.ts';
import { formatUsd } from '#domain/money.ts';
import { formatNumber } from '#domain/number-format.ts';
import { Loading } from '../../components/ui/loading.tsx';
import { damageAlertsQuery } from './api/get-damage-alerts.ts';
import {
  type AlertVehicle,
  maintenanceAlertsQuery,
  vehiclesErrorMessage,
} from './api/get-maintenance-alerts.ts';
import { formatKilometers } from './format-kilometers.ts';

/** The damage a return reported, which is why the car needs the workshop (issue 11). */
function DamageNotes({ alert }: { alert: DamageAlertView }) {
  return (
    <div className="rounded-lg border border-red-400/30 bg-red-500/10 p-2 text-sm">
      <p className="font-semibold text-red-100">
        Daños en la devolución (reserva #{alert.reservationId},{' '}
        {formatTimestampDate(alert.reportedAt)})
      </p>
      <ul className="list-disc pl-5 text-red-100">
        {alert.damages.map((damage, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list from the server.
          <li key={index}>
            {damage.area}: {damage.note}
            {damage.estimatedCost !== null ? ` (${formatUsd(damage.estimatedCost)})` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}

function AlertCard({ vehicle, damage }: { vehicle: AlertVehicle; damage?: DamageAlertView }) {
  return (
    <li className="rounded-xl border border-amber-400/40 bg-amber-500/10 p-4">
      <article aria-label={vehicle.name} className="flex flex-col gap-2">
        <div className="flex items-start gap-3">
          <Wrench aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-300" />
          <div className="min-w-0">
            <h3 className="font-semibold text-white">{vehicle.name}</h3>
            <p className="text-sm text-navy-100">
              {vehicle.brand} {vehicle.model}
            </p>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
          <dt className="text-navy-200">Kilometraje</dt>
          <dd className="text-right font-medium text-white">
            {formatKilometers(vehicle.kilometers)}
          </dd>
          <dt className="text-navy-200">Tipo</dt>
          <dd className="text-right font-medium text-white">{vehicle.type || 'No definido'}</dd>
          {vehicle.lastMaintenanceDate ? (
            <>
              <dt className="text-navy-200">Último mantenimiento</dt>
              <dd className="text-right font-medium text-white">
                {formatDate(vehicle.lastMaintenanceDate)}
              </dd>
            </>
          ) : null}
        </dl>
        {damage ? <DamageNotes alert={damage} /> : null}
        <p className="flex items-center gap-1.5 text-sm font-semibold text-amber-200">
          <TriangleAlert aria-hidden="true" className="size-4" />
          Requiere atención inmediata
        </p>
      </article>
    </li>
  );
}

function damageFor(alerts: readonly DamageAlertView[], vehicleId: number) {
  const damage = alerts.find((alert) => alert.vehicleId === vehicleId);
  return damage ? { damage } : {};
}

/** 'Alertas de Mantenimiento' (SPEC 2.11): vehicles whose status is maintenanceRequired. */
export function MaintenanceAlerts() {
  const query = useQuery(maintenanceAlertsQuery());
  const vehicles = query.data ?? [];
  // Extra detail only: the alerts stand without it if this call fails.
  const damages = useQuery(damageAlertsQuery()).data ?? [];

  return (
    <section
      aria-labelledby="maintenance-alerts-title"
      className="flex flex-col gap-4 rounded-2xl border border-navy-700 bg-navy-800/50 p-4 sm:p-5"
    >
      <h2 id="maintenance-alerts-title" className="text-lg font-bold text-white">
        Alertas de Mantenimiento
      </h2>
      {query.isPending ? (
        <Loading text="Cargando alertas..." />
      ) : query.isError ? (
        <p
          role="alert"
          className="rounded-lg border border-red-400/40 bg-red-500/10 p-3 text-sm text-red-200"
        >
          Error al cargar alertas: {vehiclesErrorMessage(query.error)}
        </p>
      ) : vehicles.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-6 text-center">
          <CircleCheckBig aria-hidden="true" className="size-10 text-emerald-300" />
          <p className="font-semibold text-white">¡Todo en orden!</p>
          <p className="text-sm text-navy-200">
            No hay vehículos que requieran mantenimiento en este momento
          </p>
        </div>
      ) : (
        <>
          <p className="text-sm text-amber-200">
            <span className="text-2xl font-bold text-amber-300">
              {formatNumber(vehicles.length)}
            </span>{' '}
            {vehicles.length === 1 ? 'Vehículo requiere' : 'Vehículos requieren'} mantenimiento
          </p>
          <ul className="flex flex-col gap-3">
            {vehicles.map((vehicle) => (
              <AlertCard key={vehicle.id} vehicle={vehicle} {...damageFor(damages, vehicle.id)} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
