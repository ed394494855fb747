import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { checkSearchRange } from '#domain/search.ts';
import { DEFAULT_VEHICLE_STATUS } from '#domain/vehicle.ts';
import { catalogueQueryOptions } from '../../lib/vehicles.ts';
import {
  availableVehiclesQueryOptions,
  type CatalogueVehicle,
} from './api/get-available-vehicles.ts';
import { arrangeCatalogue } from './catalogue-order.ts';
import type { CatalogueSearch } from './catalogue-search.ts';

/** A vehicle the list offers: ready to rent, and of the chosen type when one is chosen. */
export function isOffered(vehicle: CatalogueVehicle, type: CatalogueSearch['type']): boolean {
  return (
    (vehicle.status ?? DEFAULT_VEHICLE_STATUS) === 'maintenanceCompleted' &&
    (!type || vehicle.type === type)
  );
}

/**
 * What the list shows for the URL's search: with a range that can be looked up, the server's
 * availability for it; otherwise every vehicle ready to rent (SPEC 4.2). The type and capacity
 * filters and the order are applied here: switching them needs no request, so they work offline
 * on the saved catalogue.
 */
export function useCatalogue(search: CatalogueSearch, earliest: string) {
  const check = checkSearchRange(search, earliest);
  const range = check.kind === 'valid' ? { start: check.start, end: check.end } : null;
  const listQuery = useQuery({ ...catalogueQueryOptions(), enabled: range === null });
  const availableQuery = useQuery(availableVehiclesQueryOptions(range));
  const query = range ? availableQuery : listQuery;
  const { type, sort, minCapacity } = search;
  const data: CatalogueVehicle[] | undefined = query.data;

  const offered = useMemo(() => data?.filter((vehicle) => isOffered(vehicle, type)), [data, type]);
  const vehicles = useMemo(
    () => offered && arrangeCatalogue(offered, { sort, minCapacity }),
    [offered, sort, minCapacity],
  );

  return {
    check,
    range,
    vehicles,
    /** How many there were before the capacity filter, to tell "none fit" from "none free". */
    offeredCount: offered?.length ?? 0,
    isPending: query.isPending,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
