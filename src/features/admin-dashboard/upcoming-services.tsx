import { useQuery } from '@tanstack/react-query';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import CircleCheckBig from 'lucide-react/icons/circle-check-big';
import { formatDate } from '#domain/dates.ts';
import { clashMessage, SERVICE_STATE_LABELS } from '#domain/maintenance-forecast.ts';
import { formatKilometers } from '#domain/number-format.ts';
import { Loading } from '../../components/ui/loading.tsx';
import { vehiclesErrorMessage } from './api/get-maintenance-alerts.ts';
import { serviceForecastQuery, type UpcomingService } from './api/get-service-forecast.ts';

const STATE_STYLES = {
  upToDate: 'bg-emerald-500/15 text-emerald-200',
  dueSoon: 'bg-amber-500/15 text-amber-200',
  overdue: 'bg-red-500/15 text-red-200',
} as const;

function kmText(kmToService: number | null): string | null {
  if (kmToService === null) return null;
  return kmToService > 0
    ? `Faltan ${formatKilometers(kmToService)}`
    : `Pasado por ${formatKilometers(-kmToService)}`;
}

function ServiceCard({ service }: { service: UpcomingService }) {
  const km = kmText(service.kmToService);
  return (
    <li className="rounded-xl border border-navy-600 bg-navy-900/40 p-3">
      <article aria-label={service.vehicle.name} className="flex flex-col gap-1.5 text-sm">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold text-white">{service.vehicle.name}</h3>
          <span
            className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_STYLES[service.state]}`}
          >
            {SERVICE_STATE_LABELS[service.state]}
          </span>
        </div>
        {km ? <p className="text-navy-100">{km}</p> : null}
        {service.projectedDueDate ? (
          <p className="text-navy-100">
            Servicio previsto: {formatDate(service.projectedDueDate)}
            {service.dueBy === 'time' ? ' (por tiempo)' : ' (por kilómetros)'}
          </p>
        ) : null}
        {service.clashes.map((clash) => (
          <p
            key={clash.reservationId}
            className="rounded-lg border border-amber-400/40 bg-amber-500/10 p-2 text-amber-100"
          >
            {clashMessage(clash)}
          </p>
        ))}
      </article>
    </li>
  );
}

/** 'Próximos servicios' (issue 12): services due soon and forecast clashes with bookings. */
export function UpcomingServices() {
  const query = useQuery(serviceForecastQuery());
  const services = query.data ?? [];
  return (
    <section
      aria-labelledby="upcoming-services-title"
      className="flex flex-col gap-3 rounded-2xl border border-navy-700 bg-navy-800/50 p-4 sm:p-5"
    >
      <h2
        id="upcoming-services-title"
        className="flex items-center gap-2 text-lg font-bold text-white"
      >
        <CalendarClock aria-hidden="true" className="size-5 text-amber-300" />
        Próximos servicios
      </h2>
      {query.isPending ? (
        <Loading text="Cargando servicios..." />
      ) : query.isError ? (
        <p
          role="alert"
          className="rounded-lg border border-red-400/40 bg-red-500/10 p-3 text-sm text-red-200"
        >
          Error al cargar los próximos servicios: {vehiclesErrorMessage(query.error)}
        </p>
      ) : services.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-navy-200">
          <CircleCheckBig aria-hidden="true" className="size-5 text-emerald-300" />
          Ningún servicio próximo ni choque con reservas
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {services.map((service) => (
            <ServiceCard key={service.vehicleId} service={service} />
          ))}
        </ul>
      )}
    </section>
  );
}
