import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { todayInElSalvador } from '#domain/dates.ts';
import { Loading } from '../../components/ui/loading.tsx';
import { operationsQuery } from '../../lib/operations-api.ts';
import { damageAlertsQuery } from './api/get-damage-alerts.ts';
import { maintenanceAlertsQuery } from './api/get-maintenance-alerts.ts';
import { serviceForecastQuery } from './api/get-service-forecast.ts';
import { CarsNotBack } from './cars-not-back.tsx';
import { MaintenanceAlerts } from './maintenance-alerts.tsx';
import { UpcomingServices } from './upcoming-services.tsx';

/**
 * The dashboard's side column: cars not back, alerts, upcoming services. Its sections appear
 * together, once each list has its first answer, in a space as tall as a phone's screen
 * meanwhile: one section arriving before the one above it would push it down, and on a phone the
 * calendar below would jump twice (issue 32: CLS 0.34 on /admin). A list whose first try failed
 * is not waited for: its section shows its own retry and error at once. Offline with nothing
 * cached (paused), each section says so itself.
 */
export function DashboardSide() {
  const today = todayInElSalvador();
  const lists = [
    useQuery(operationsQuery(today)),
    useQuery(maintenanceAlertsQuery()),
    useQuery(damageAlertsQuery()),
    useQuery(serviceForecastQuery()),
  ];
  // A list that ever failed is not waited for again (a failed list is asked again on reconnect).
  const arriving = lists.some(
    (list) =>
      list.isPending &&
      list.fetchStatus === 'fetching' &&
      list.failureCount === 0 &&
      list.errorUpdateCount === 0,
  );
  // The last list arrives as a store update, which React draws at once, in one task (issue 32:
  // 500-750 ms at 4x for the three sections). The first time, they are drawn in a background
  // render instead, in slices; when the lists are already here they are drawn at once.
  const drawn = useDeferredValue(!arriving);
  if (arriving || !drawn) {
    return (
      <div className="min-h-[100svh] xl:min-h-0">
        <Loading text="Cargando alertas..." />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <CarsNotBack />
      <MaintenanceAlerts />
      <UpcomingServices />
    </div>
  );
}
