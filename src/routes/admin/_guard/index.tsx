import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { addDays, todayInElSalvador } from '#domain/dates.ts';
import type { ReservationView } from '#domain/reservation-contracts.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { DashboardSide } from '../../../features/admin-dashboard/dashboard-side.tsx';
import { DrawnWhenSeen } from '../../../features/admin-dashboard/drawn-when-seen.tsx';
import { ReservationCalendar } from '../../../features/admin-dashboard/reservation-calendar.tsx';
import { ReservationDetailDialog } from '../../../features/admin-reservations/lazy-reservation-detail-dialog.ts';

// Below the calendar: its code loads once it is scrolled into view.
const AdminCalendarFeeds = lazy(() =>
  import('../../../features/admin-dashboard/admin-calendar-feeds.tsx').then((module) => ({
    default: module.AdminCalendarFeeds,
  })),
);

/** The dashboard composes two features: the calendar opens the reservations' detail dialog. */
function DashboardPage() {
  const [selected, setSelected] = useState<ReservationView | null>(null);

  return (
    <>
      <PageHeading
        title="Dashboard"
        subtitle="Mantenimiento de la flota y reservas de un vistazo"
      />
      <div className="grid items-start gap-6 xl:grid-cols-[18rem_minmax(0,1fr)]">
        <DashboardSide />
        <ReservationCalendar onOpen={setSelected} />
      </div>
      <div className="mt-6">
        <DrawnWhenSeen fallback={<Loading text="Cargando calendarios..." />}>
          <Suspense fallback={<Loading text="Cargando calendarios..." />}>
            <AdminCalendarFeeds />
          </Suspense>
        </DrawnWhenSeen>
      </div>
      <ReservationDetailDialog reservation={selected} onClose={() => setSelected(null)} />
    </>
  );
}

export const Route = createFileRoute('/admin/_guard/')({
  loader: ({ context }) => {
    // Fetch the page's lists while its code arrives. Imported lazily: loaders stay in the first
    // download, which must not carry the API client (see src/lib/revalidate-session.ts).
    // Not awaited, so the page draws at once; the shift prefetch (router.preloadRoute) awaits it.
    const today = todayInElSalvador();
    const ready = Promise.all([
      Promise.all([
        import('../../../features/admin-dashboard/api/get-maintenance-alerts.ts'),
        import('../../../features/admin-dashboard/api/get-damage-alerts.ts'),
        import('../../../features/admin-dashboard/api/get-service-forecast.ts'),
        import('../../../lib/operations-api.ts'),
      ]).then(([alerts, damages, forecast, operations]) =>
        Promise.all([
          context.queryClient.prefetchQuery(alerts.maintenanceAlertsQuery()),
          context.queryClient.prefetchQuery(damages.damageAlertsQuery()),
          context.queryClient.prefetchQuery(forecast.serviceForecastQuery()),
          context.queryClient.prefetchQuery(operations.operationsQuery(today)),
        ]),
      ),
      import('../../../features/admin-dashboard/api/get-maintenance-windows.ts').then(
        ({ maintenanceWindowsQuery }) =>
          context.queryClient.prefetchQuery(maintenanceWindowsQuery(addDays(today, -90))),
      ),
      Promise.all([
        import('../../../lib/admin-reservations-api.ts'),
        import('../../../features/admin-dashboard/calendar-events.ts'),
      ]).then(([{ calendarRangeQuery, reservationCountsQuery }, { visibleRange }]) =>
        Promise.all([
          context.queryClient.prefetchQuery(calendarRangeQuery(visibleRange(today, 'month'))),
          context.queryClient.prefetchQuery(reservationCountsQuery()),
        ]),
      ),
    ]);
    return { ready };
  },
  component: DashboardPage,
});
