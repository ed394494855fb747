import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { checkSearchRange } from '#domain/search.ts';
import { DEFAULT_VEHICLE_STATUS } from '#domain/vehicle.ts';
import { catalogueQueryOptions } from '../../lib/vehicles.ts';
import {
  availableVehiclesQueryOptions,
  type CatalogueVehicle,
} from './api/get-available-vehicles.ts';
import type { CatalogueSearch } from './catalogue-search.ts';

/**
 * What the list shows for the URL's search: with a range that can be looked up, the server's
 * availability for it; otherwise every vehicle ready to rent (SPEC 4.2). The type filter is
 * applied here, so switching it needs no new request.
 */
export function useCatalogue(search: CatalogueSearch, earliest: string) {
  const check = checkSearchRange(search, earliest);
  const range = check.kind === 'valid' ? { start: check.start, end: check.end } : null;
  const listQuery = useQuery({ ...catalogueQueryOptions(), enabled: range === null });
  const availableQuery = useQuery(availableVehiclesQueryOptions(range));
  const query = range ? availableQuery : listQuery;
  const { type } = search;
  const data: CatalogueVehicle[] | undefined = query.data;

  const vehicles = useMemo(
    () =>
      data?.filter(
        (vehicle) =>
          (vehicle.status ?? DEFAULT_VEHICLE_STATUS) === 'maintenanceCompleted' &&
          (!type || vehicle.type === type),
      ),
    [data, type],
  );

  return {
    check,
    range,
    vehicles,
    isPending: query.isPending,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
