import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { todayInElSalvador } from '#domain/dates.ts';
import type { ReservationView } from '#domain/reservation-contracts.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { DashboardSide } from '../../../features/admin-dashboard/dashboard-side.tsx';
import { ReservationCalendar } from '../../../features/admin-dashboard/reservation-calendar.tsx';
import { ReservationDetailDialog } from '../../../features/admin-reservations/reservation-detail-dialog.tsx';

// Below the calendar: its code loads after the dashboard's.
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
        <Suspense fallback={<Loading text="Cargando calendarios..." />}>
          <AdminCalendarFeeds />
        </Suspense>
      </div>
      <ReservationDetailDialog reservation={selected} onClose={() => setSelected(null)} />
    </>
  );
}

export const Route = createFileRoute('/admin/_guard/')({
  loader: ({ context }) => {
    // Fetch every list while the page's code arrives. Imported lazily: loaders stay in the first
    // download, which must not carry the API client (see src/lib/revalidate-session.ts).
    const today = todayInElSalvador();
    void Promise.all([
      import('../../../features/admin-dashboard/api/get-maintenance-alerts.ts'),
      import('../../../features/admin-dashboard/api/get-damage-alerts.ts'),
      import('../../../features/admin-dashboard/api/get-service-forecast.ts'),
      import('../../../features/handover/api/get-operations.ts'),
    ]).then(([alerts, damages, forecast, operations]) => {
      void context.queryClient.prefetchQuery(alerts.maintenanceAlertsQuery());
      void context.queryClient.prefetchQuery(damages.damageAlertsQuery());
      void context.queryClient.prefetchQuery(forecast.serviceForecastQuery());
      void context.queryClient.prefetchQuery(operations.operationsQuery(today));
    });
    void Promise.all([
      import('../../../features/admin-reservations/api/get-reservations.ts'),
      import('../../../features/admin-dashboard/calendar-events.ts'),
    ]).then(([{ calendarRangeQuery, reservationCountsQuery }, { visibleRange }]) => {
      const range = visibleRange(today, 'month');
      void context.queryClient.prefetchQuery(calendarRangeQuery(range));
      void context.queryClient.prefetchQuery(reservationCountsQuery());
    });
  },
  component: DashboardPage,
});
