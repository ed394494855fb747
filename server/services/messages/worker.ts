import { sql } from 'drizzle-orm';
import type { DocumentSeries } from '#domain/billing.ts';
import { MAX_ATTEMPTS, type MessageKind, retryDelayMs } from '#domain/messages.ts';
import type { Db } from '../../db/client.ts';
import { messageAttempts, messages } from '../../db/schema.ts';
import { issuedDocumentPdf } from '../documents.ts';
import {
  type EmailAttachment,
  type MessagePayload,
  pushPayloadOf,
  type RenderContext,
  renderHtml,
  renderText,
} from './content.ts';
import type { Mailer, PushSender, SendOutcome } from './senders.ts';

export interface WorkerOptions {
  mailer: Mailer | null;
  push: PushSender;
  publicUrl: string;
  /** The one-click unsubscribe URL of a person, for reminders. */
  unsubscribeUrl: (userId: number) => string;
  log: { warn(object: object, message: string): void; info(object: object, message: string): void };
}

/** How long a claimed row is kept from other instances while it is being sent. */
const LEASE_MS = 2 * 60_000;
const BATCH = 20;

interface ClaimedRow {
  id: number;
  kind: MessageKind;
  channel: 'email' | 'push';
  recipient_user_id: number | null;
  to: string;
  subject: string;
  payload: MessagePayload;
  attempts: number;
  reservation_id: number | null;
}

/**
 * Claims due rows for this instance: FOR UPDATE SKIP LOCKED picks rows no other instance is
 * claiming, and pushing next_attempt_at past the lease keeps them from the others while they are
 * sent (no transaction stays open during the network call). E-mail is claimed only by an
 * instance that has a mail server.
 */
async function claim(db: Db, now: Date, withMail: boolean): Promise<ClaimedRow[]> {
  const lease = new Date(now.getTime() + LEASE_MS);
  const channels = withMail ? sql`('email', 'push')` : sql`('push')`;
  const result = (await db.execute(sql`
    update ${messages} m
    set attempts = m.attempts + 1, next_attempt_at = ${lease.toISOString()}::timestamptz
    where m.id in (
      select id from ${messages}
      where status in ('pending', 'retrying', 'no-mail-server')
        and channel in ${channels}
        and next_attempt_at <= ${now.toISOString()}::timestamptz
      order by next_attempt_at, id
      limit ${BATCH}
      for update skip locked
    )
    returning m.id, m.kind, m.channel, m.recipient_user_id, m."to", m.subject, m.payload,
              m.attempts, m.reservation_id`)) as unknown as { rows: ClaimedRow[] };
  return result.rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** Kept, never dropped: e-mail waits as 'no-mail-server' until an instance has MAIL_URL. */
async function parkWithoutMailServer(db: Db) {
  await db.execute(
    sql`update ${messages} set status = 'no-mail-server' where channel = 'email' and status = 'pending'`,
  );
}

async function record(db: Db, row: ClaimedRow, result: SendOutcome, now: Date) {
  const giveUp =
    result.outcome === 'permanent' ||
    (result.outcome === 'temporary' && row.attempts >= MAX_ATTEMPTS);
  const detail = result.outcome === 'sent' ? null : result.detail;
  await db.transaction(async (tx) => {
    await tx.insert(messageAttempts).values({
      messageId: row.id,
      at: now,
      outcome: result.outcome,
      detail,
    });
    await tx.execute(sql`
      update ${messages} set
        status = ${result.outcome === 'sent' ? 'sent' : giveUp ? 'failed' : 'retrying'},
        last_error = ${detail},
        sent_at = ${result.outcome === 'sent' ? now.toISOString() : null}::timestamptz,
        next_attempt_at = ${new Date(now.getTime() + retryDelayMs(row.attempts)).toISOString()}::timestamptz
      where id = ${row.id}`);
  });
}

/** The document a hand-over record's e-mail carries (issue 30): the agreement, the bill. */
const ATTACHED_DOCUMENT: Partial<Record<MessageKind, DocumentSeries>> = {
  'checkout-record': 'agreement',
  'checkin-record': 'statement',
};

/**
 * The rental agreement or final bill, read when the e-mail goes out: it was issued in the same
 * transaction as the hand-over that wrote the message, and is never changed afterwards (a
 * correction is a new document; the latest one is attached).
 */
async function documentAttachments(db: Db, row: ClaimedRow): Promise<EmailAttachment[]> {
  const series = ATTACHED_DOCUMENT[row.kind];
  if (!series || row.reservation_id === null) return [];
  const file = await issuedDocumentPdf(db, row.reservation_id, series);
  return file
    ? [
        {
          filename: file.fileName,
          contentType: 'application/pdf',
          content: Buffer.from(file.bytes),
        },
      ]
    : [];
}

/** Renders and sends one claimed message. */
async function send(db: Db, row: ClaimedRow, options: WorkerOptions): Promise<SendOutcome> {
  const { content, attachments: stored = [] } = row.payload;
  if (row.channel === 'push') {
    const tag = `${row.kind}-${row.reservation_id ?? row.id}`;
    return options.push(row.to, pushPayloadOf(row.kind, tag, content));
  }
  if (!options.mailer) return { outcome: 'temporary', detail: 'Sin servidor de correo.' };
  const reminder = row.kind === 'pickup-reminder' && row.recipient_user_id !== null;
  const unsubscribeUrl = reminder
    ? options.unsubscribeUrl(row.recipient_user_id as number)
    : undefined;
  const context: RenderContext = {
    publicUrl: options.publicUrl,
    ...(unsubscribeUrl ? { unsubscribeUrl } : {}),
  };
  return options.mailer({
    to: row.to,
    subject: row.subject,
    text: renderText(content, context),
    html: renderHtml(content, context),
    attachments: [...stored, ...(await documentAttachments(db, row))],
    // RFC 8058: one-click unsubscribe from reminders, without signing in.
    headers: unsubscribeUrl
      ? {
          'List-Unsubscribe': `<${unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : {},
  });
}

/**
 * Sends every message due at `now`, batch after batch, until none is left. Safe on any number
 * of instances at once: a row is claimed by one of them only.
 */
export async function drainOutbox(db: Db, options: WorkerOptions, now: Date): Promise<number> {
  if (!options.mailer) await parkWithoutMailServer(db);
  let sent = 0;
  for (;;) {
    const rows = await claim(db, now, options.mailer !== null);
    if (rows.length === 0) return sent;
    for (const row of rows) {
      const result = await send(db, row, options).catch(
        (error: Error): SendOutcome => ({
          outcome: 'temporary',
          detail: error.message.slice(0, 300),
        }),
      );
      await record(db, row, result, now);
      if (result.outcome === 'sent') sent += 1;
      else {
        // The id, kind and reason only: addresses and bodies stay out of the logs.
        options.log.warn(
          { messageId: row.id, kind: row.kind, channel: row.channel, outcome: result.outcome },
          'message not sent',
        );
      }
    }
  }
}
