import { createFileRoute } from '@tanstack/react-router';
import { validateDateSearch } from '../../../components/search/search-params.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { parseVehicleId } from '../../../features/reservations-customer/api/vehicle-id.ts';
import { ReservationPage } from '../../../features/reservations-customer/reservation-page.tsx';
import {
  ReservationPageError,
  VehicleNotFound,
} from '../../../features/reservations-customer/reservation-page-states.tsx';

export const Route = createFileRoute('/customer/_guard/reservation-page/$vehicleId')({
  validateSearch: validateDateSearch,
  loader: async ({ context, params }) => {
    const id = parseVehicleId(params.vehicleId);
    if (id === null) return;
    // Imported lazily: loaders stay in the first download, which must not carry the API client.
    const { vehicleQueryOptions } = await import(
      '../../../features/reservations-customer/api/get-vehicle.ts'
    );
    // The taken days come alongside, so the calendar has them before anyone opens it.
    void import('../../../features/reservations-customer/api/get-booked-ranges.ts').then(
      ({ bookedRangesQueryOptions }) =>
        context.queryClient.prefetchQuery(bookedRangesQueryOptions(id)),
    );
    await context.queryClient.ensureQueryData(vehicleQueryOptions(id));
  },
  pendingComponent: () => <Loading text="Cargando vehículo..." />,
  errorComponent: ReservationPageError,
  component: function ReservationRoute() {
    const id = parseVehicleId(Route.useParams().vehicleId);
    return id === null ? <VehicleNotFound /> : <ReservationPage vehicleId={id} />;
  },
});
