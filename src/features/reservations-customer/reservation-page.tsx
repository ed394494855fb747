import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useState } from 'react';
import { withDates } from '../../components/search/search-params.ts';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { vehicleQueryOptions } from './api/get-vehicle.ts';
import { ReservationForm } from './reservation-form.tsx';
import type { ReservationDates } from './reservation-rules.ts';
import { VehicleFacts } from './vehicle-facts.tsx';
import { VehicleGallery } from './vehicle-gallery.tsx';

const route = getRouteApi('/customer/_guard/reservation-page/$vehicleId');

/**
 * 'Reservar Vehículo' (SPEC 2.7). The days stay in the URL as the customer edits them, so a
 * reload (or a trip through login) keeps them.
 */
export function ReservationPage({ vehicleId }: { vehicleId: number }) {
  const { data: vehicle } = useSuspenseQuery(vehicleQueryOptions(vehicleId));
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [carried] = useState(() => Boolean(search.start || search.end));
  const title = `${vehicle.brand} ${vehicle.name}`;

  const setDates = ({ start, end }: ReservationDates) =>
    void navigate({ search: withDates(start, end), replace: true, resetScroll: false });

  return (
    // On phones the booking bar is fixed over the bottom of the page: leave room for it.
    <div className="mx-auto flex max-w-6xl flex-col gap-2 max-md:pb-24">
      <Link
        to="/customer/vehicles"
        search={withDates(search.start, search.end)}
        className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-medium text-gold-300 hover:text-gold-200"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Volver a vehículos
      </Link>
      <PageHeading title="Reservar Vehículo" />
      <div className="grid gap-8 lg:grid-cols-[7fr_5fr] lg:items-start">
        <section aria-labelledby="vehicle-title" className="flex flex-col gap-5">
          <VehicleGallery title={title} vehicle={vehicle} />
          <div>
            <h2 id="vehicle-title" className="text-2xl font-bold text-white">
              {title}
            </h2>
            <p className="text-navy-200">{vehicle.model}</p>
          </div>
          <VehicleFacts vehicle={vehicle} />
        </section>
        <div className="lg:sticky lg:top-20">
          <ReservationForm
            vehicle={vehicle}
            dates={{ start: search.start ?? '', end: search.end ?? '' }}
            onDatesChange={setDates}
            carried={carried}
          />
        </div>
      </div>
    </div>
  );
}
