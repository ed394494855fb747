import { AUDIT_ENTITIES, AUDIT_MESSAGES as M } from './audit.ts';
import { idField } from './reservation-contracts.ts';
import { z } from './zod.ts';

/** GET /api/audit?entity=vehicle|reservation&id=N */
export const auditQuery = z.object({
  entity: z.enum(AUDIT_ENTITIES, { error: M.invalidEntity }),
  id: idField(M.idRequired, M.invalidId),
});

export const auditEntryView = z.object({
  id: z.number(),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.number(),
  action: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** When the change reached the server. */
  at: z.string(),
  /** When the user made it: earlier than `at` for a change replayed from the offline queue. */
  actedAt: z.string(),
  actor: z.object({ id: z.number(), name: z.string(), email: z.string() }).nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntryView>;
