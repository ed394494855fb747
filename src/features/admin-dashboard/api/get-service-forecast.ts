import { queryOptions } from '@tanstack/react-query';
import type { ServiceForecastView } from '#domain/maintenance-contracts.ts';
import type { VehicleView } from '#domain/vehicle-contracts.ts';
import { api } from '../../../lib/api-client.ts';

export type ForecastVehicle = Pick<VehicleView, 'id' | 'name' | 'brand' | 'model'>;
export interface UpcomingService extends ServiceForecastView {
  vehicle: ForecastVehicle;
}

/** What 'Próximos servicios' lists: due soon, overdue or clashing with a booking, soonest first. */
export function upcomingServices(
  forecasts: readonly ServiceForecastView[],
  vehicles: readonly ForecastVehicle[],
): UpcomingService[] {
  const byId = new Map(vehicles.map((v) => [v.id, v]));
  return forecasts
    .filter((f) => f.state !== 'upToDate' || f.clashes.length > 0)
    .flatMap((f) => {
      const vehicle = byId.get(f.vehicleId);
      return vehicle ? [{ ...f, vehicle }] : [];
    })
    .sort(
      (a, b) =>
        b.clashes.length - a.clashes.length ||
        (a.daysToService ?? Number.MAX_SAFE_INTEGER) - (b.daysToService ?? Number.MAX_SAFE_INTEGER),
    );
}

/**
 * GET /api/maintenance/forecast (issue 12) with the names from the admin's vehicle list. Under
 * 'vehicles' so a fleet or board change refreshes it.
 */
export function serviceForecastQuery() {
  return queryOptions({
    queryKey: ['vehicles', 'service-forecast'],
    queryFn: async ({ signal }) => {
      const [forecasts, vehicles] = await Promise.all([
        api<ServiceForecastView[]>('/maintenance/forecast', { signal }),
        api<ForecastVehicle[]>('/vehicles', { query: { view: 'full' }, signal }),
      ]);
      return upcomingServices(forecasts, vehicles);
    },
  });
}
