import { Link, useRouter } from '@tanstack/react-router';
import Users from 'lucide-react/icons/users';
import { useState } from 'react';
import { formatDays, formatUsd } from '#domain/money.ts';
import type { DateSearch } from '../../components/search/search-params.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { rememberReturnPath } from '../../lib/return-path.ts';
import type { CatalogueVehicle } from './api/get-available-vehicles.ts';

export type Viewer = 'visitor' | 'customer' | 'admin';

interface VehicleCardProps {
  vehicle: CatalogueVehicle;
  /** The searched days, carried on to the reservation page. */
  dates: DateSearch;
  viewer: Viewer;
  /**
   * The first card of the page: its photo is what a phone paints largest first, so it is
   * fetched at once and before the others (not lazily, after layout; issue 32, LCP).
   */
  first?: boolean;
}

export function VehicleCard({ vehicle, dates, viewer, first = false }: VehicleCardProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const title = `${vehicle.brand} ${vehicle.name}`;
  const headingId = `vehicle-${vehicle.id}-title`;

  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col overflow-hidden rounded-2xl border border-navy-700 bg-navy-800/60"
    >
      {vehicle.mainImageUrl && !imageFailed ? (
        <img
          src={vehicle.mainImageUrl}
          alt={title}
          width={800}
          height={500}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          onError={() => setImageFailed(true)}
          className="aspect-[8/5] w-full bg-navy-950 object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 id={headingId} className="text-lg font-semibold text-white">
              {title}
            </h2>
            <p className="text-sm text-navy-200">{vehicle.model}</p>
          </div>
          <span className="shrink-0 rounded-full border border-gold-400/50 px-2.5 py-0.5 text-xs font-semibold text-gold-300">
            {vehicle.type}
          </span>
        </div>
        <p className="flex items-center gap-2 text-sm text-navy-200">
          <Users aria-hidden="true" className="size-4" />
          {vehicle.capacity} personas
        </p>
        <p className="text-navy-50">
          Renta por dia: <span className="font-semibold">{formatUsd(vehicle.pricePerDay)}</span>
        </p>
        {vehicle.days !== undefined && vehicle.totalPrice !== undefined ? (
          <p className="rounded-lg bg-navy-950/60 px-3 py-2 text-sm text-navy-100">
            {formatDays(vehicle.days)} · Total:{' '}
            <span className="font-semibold text-gold-300">{formatUsd(vehicle.totalPrice)}</span>
          </p>
        ) : null}
        <div className="mt-auto pt-2">
          <RentLink vehicleId={vehicle.id} title={title} dates={dates} viewer={viewer} />
        </div>
      </div>
    </article>
  );
}

interface RentLinkProps {
  vehicleId: number;
  title: string;
  dates: DateSearch;
  viewer: Viewer;
}

/**
 * 'Alquilar': a customer goes straight to the reservation page with the dates; a visitor signs
 * in first and is brought back there (SPEC 2.6). Admins book from their own screens.
 */
function RentLink({ vehicleId, title, dates, viewer }: RentLinkProps) {
  const router = useRouter();
  if (viewer === 'admin') return null;
  const target = {
    to: '/customer/reservation-page/$vehicleId',
    params: { vehicleId: String(vehicleId) },
    search: dates,
  } as const;
  const className = buttonClasses('primary', 'w-full');
  const label = `Alquilar ${title}`;

  if (viewer === 'customer') {
    return (
      <Link {...target} aria-label={label} className={className}>
        Alquilar
      </Link>
    );
  }
  return (
    <Link
      to="/login"
      aria-label={label}
      className={className}
      onClick={() => rememberReturnPath(router.buildLocation(target).href)}
    >
      Alquilar
    </Link>
  );
}
