import { queryOptions } from '@tanstack/react-query';
import type { MaintenanceWindowView } from '#domain/maintenance-contracts.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /api/maintenance-windows from a day on (a year): the calendar's service windows. */
export function maintenanceWindowsQuery(from: string) {
  return queryOptions({
    queryKey: ['maintenance-windows', from],
    queryFn: ({ signal }) =>
      api<MaintenanceWindowView[]>('/maintenance-windows', { query: { from }, signal }),
  });
}
