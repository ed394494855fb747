import { AsyncLocalStorage } from 'node:async_hooks';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AuditChange, AuditEntity } from '#domain/audit.ts';
import type { Db } from '../db/client.ts';
import { auditEntries, users } from '../db/schema.ts';

/** Who is acting and when they acted, for the request being handled. */
export interface AuditContext {
  actorId: number | null;
  actedAt: Date;
}

/**
 * The request's actor travels with the async call chain instead of through every service's
 * arguments: each service that changes something only adds its `recordAudit` call, inside the
 * transaction it already runs. Outside a request (seeding) the actor is unknown (null).
 */
const requestContext = new AsyncLocalStorage<AuditContext>();

export function runWithAuditContext<T>(context: AuditContext, work: () => T): T {
  return requestContext.run(context, work);
}

/** Writes the change's entry with `tx`, so it commits or rolls back with the change itself. */
export async function recordAudit(tx: Db, change: AuditChange): Promise<void> {
  const context = requestContext.getStore();
  await tx.insert(auditEntries).values({
    entity: change.entity,
    entityId: change.entityId,
    action: change.action,
    before: change.before ?? null,
    after: change.after ?? null,
    actorId: context?.actorId ?? null,
    // The transaction's clock when no earlier time was given: the same as `at`.
    actedAt: context ? context.actedAt : sql`now()`,
  });
}

/** GET /api/audit: the entity's entries, newest first, with who made each. */
export async function auditTrail(db: Db, entity: AuditEntity, entityId: number) {
  const rows = await db
    .select({
      id: auditEntries.id,
      at: auditEntries.at,
      actedAt: auditEntries.actedAt,
      action: auditEntries.action,
      before: auditEntries.before,
      after: auditEntries.after,
      actorId: auditEntries.actorId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(auditEntries)
    .leftJoin(users, eq(users.id, auditEntries.actorId))
    .where(and(eq(auditEntries.entity, entity), eq(auditEntries.entityId, entityId)))
    .orderBy(desc(auditEntries.at), desc(auditEntries.id));
  return rows.map(({ firstName, lastName, email, actorId, ...row }) => ({
    id: row.id,
    entity,
    entityId,
    action: row.action,
    before: (row.before ?? null) as Record<string, unknown> | null,
    after: (row.after ?? null) as Record<string, unknown> | null,
    at: row.at.toISOString(),
    actedAt: row.actedAt.toISOString(),
    actor:
      actorId === null || email === null
        ? null
        : { id: actorId, name: `${firstName} ${lastName}`, email },
  }));
}
