import { queryOptions } from '@tanstack/react-query';
import type { AuditEntity } from '#domain/audit.ts';
import type { AuditEntryView } from '#domain/audit-contracts.ts';
import { api } from '../../lib/api-client.ts';

/** GET /api/audit: a vehicle's or a reservation's history, newest first. */
export function auditTrailQuery(entity: AuditEntity, id: number) {
  return queryOptions({
    queryKey: ['audit', entity, id],
    queryFn: ({ signal }) => api<AuditEntryView[]>('/audit', { query: { entity, id }, signal }),
  });
}
