import { queryOptions } from '@tanstack/react-query';
import type { DamageAlertView } from '#domain/handover-contracts.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /api/operations/damage-alerts (issue 11): damage found at a return, for the vehicles it
 * sent to maintenance. Under 'vehicles' so a replayed check-in refreshes it with the list.
 */
export function damageAlertsQuery() {
  return queryOptions({
    queryKey: ['vehicles', 'damage-alerts'],
    queryFn: ({ signal }) => api<DamageAlertView[]>('/operations/damage-alerts', { signal }),
  });
}
