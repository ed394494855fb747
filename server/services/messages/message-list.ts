import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { MessageListQuery, MessagePage } from '#domain/message-contracts.ts';
import { MESSAGE_MESSAGES as M } from '#domain/messages.ts';
import type { Db } from '../../db/client.ts';
import { messages } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';

/** GET /api/messages: newest first, a page at a time (the cursor is the last id seen). */
export async function listMessages(db: Db, query: MessageListQuery): Promise<MessagePage> {
  const where: SQL[] = [];
  if (query.status) where.push(eq(messages.status, query.status));
  if (query.kind) where.push(eq(messages.kind, query.kind));
  if (query.reservationId) where.push(eq(messages.reservationId, query.reservationId));
  if (query.cursor) where.push(lt(messages.id, Number(query.cursor)));
  const rows = await db
    .select({
      id: messages.id,
      kind: messages.kind,
      channel: messages.channel,
      to: messages.to,
      subject: messages.subject,
      status: messages.status,
      attempts: messages.attempts,
      lastError: messages.lastError,
      createdAt: messages.createdAt,
      sentAt: messages.sentAt,
      reservationId: messages.reservationId,
      vehicleId: messages.vehicleId,
    })
    .from(messages)
    .where(and(...where))
    .orderBy(desc(messages.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ createdAt, sentAt, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
      sentAt: sentAt?.toISOString() ?? null,
    })),
    nextCursor: rows.length > query.limit && last ? String(last.id) : null,
  };
}

/** 'Reenviar': a failed message goes back to the queue, due at once. */
export async function resendMessage(db: Db, id: number, now: Date) {
  const [updated] = await db
    .update(messages)
    .set({ status: 'pending', nextAttemptAt: now, attempts: 0 })
    .where(and(eq(messages.id, id), eq(messages.status, 'failed')))
    .returning({ id: messages.id });
  if (updated) return;
  const [exists] = await db.select({ id: messages.id }).from(messages).where(eq(messages.id, id));
  if (!exists) throw notFound(M.messageNotFound);
  throw conflict('MESSAGE_NOT_FAILED', M.resendNotFailed);
}
