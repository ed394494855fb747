import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import type { ReservationView } from '#domain/reservation-contracts.ts';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { MaintenanceAlerts } from '../../../features/admin-dashboard/maintenance-alerts.tsx';
import { ReservationCalendar } from '../../../features/admin-dashboard/reservation-calendar.tsx';
import {
  allReservationsQuery,
  reservationsErrorMessage,
} from '../../../features/admin-reservations/api/get-reservations.ts';
import { ReservationDetailDialog } from '../../../features/admin-reservations/reservation-detail-dialog.tsx';

/** The dashboard composes two features: the calendar opens the reservations' detail dialog. */
function DashboardPage() {
  const reservations = useQuery(allReservationsQuery());
  const [selected, setSelected] = useState<ReservationView | null>(null);

  return (
    <>
      <PageHeading
        title="Dashboard"
        subtitle="Mantenimiento de la flota y reservas de un vistazo"
      />
      <div className="grid items-start gap-6 xl:grid-cols-[18rem_minmax(0,1fr)]">
        <MaintenanceAlerts />
        <ReservationCalendar
          reservations={reservations.data}
          errorMessage={reservations.isError ? reservationsErrorMessage(reservations.error) : null}
          onOpen={setSelected}
        />
      </div>
      <ReservationDetailDialog reservation={selected} onClose={() => setSelected(null)} />
    </>
  );
}

export const Route = createFileRoute('/admin/_guard/')({
  loader: ({ context }) => {
    // Fetch both lists while the page's code arrives. Imported lazily: loaders stay in the first
    // download, which must not carry the API client (see src/lib/revalidate-session.ts).
    void import('../../../features/admin-dashboard/api/get-maintenance-alerts.ts').then(
      ({ maintenanceAlertsQuery }) => context.queryClient.prefetchQuery(maintenanceAlertsQuery()),
    );
    void import('../../../features/admin-reservations/api/get-reservations.ts').then(
      ({ allReservationsQuery }) => context.queryClient.prefetchQuery(allReservationsQuery()),
    );
  },
  component: DashboardPage,
});
