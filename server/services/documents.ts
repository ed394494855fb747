import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  BILLING_MESSAGES as BM,
  type DocumentSeries,
  documentFileName,
  documentNumber,
} from '#domain/billing.ts';
import type { BillingCorrection } from '#domain/billing-contracts.ts';
import { todayInElSalvador } from '#domain/dates.ts';
import { RESERVATION_MESSAGES as M, mayManageReservationsOf } from '#domain/reservation.ts';
import type { PublicUser } from '#domain/roles.ts';
import type { Db } from '../db/client.ts';
import { documents, reservations } from '../db/schema.ts';
import {
  contentBuilders,
  type DocumentContent,
  type StatementContent,
} from '../documents/content.ts';
import { renderDocument } from '../documents/render.ts';
import { conflict, notFound } from '../errors.ts';
import { recordAudit } from './audit.ts';
import { recordMoney } from './billing.ts';
import { readSettings } from './company-settings.ts';
import { findReservation } from './reservations.ts';

/**
 * The next number of a series in a year, gap-free (issue 30): the counter row is raised in the
 * caller's transaction, so its lock orders two counters finishing at once and a rollback (a
 * refused hand-over) gives the number back. Call it last in the transaction: the row stays
 * locked until the commit.
 */
async function nextNumber(tx: Db, series: DocumentSeries, year: number): Promise<number> {
  const result = await tx.execute<{ last_number: number }>(sql`
    insert into document_counters (series, year, last_number) values (${series}, ${year}, 1)
    on conflict (series, year) do update set last_number = document_counters.last_number + 1
    returning last_number`);
  const row = (result as unknown as { rows: { last_number: number }[] }).rows[0];
  if (!row) throw new Error('the document counter returned no number');
  return Number(row.last_number);
}

/**
 * Issues the agreement (after a check-out) or the statement (after a check-in) of a
 * reservation inside the hand-over's transaction: its content is read from the reservation as
 * it now stands in `tx` and frozen. `replaces` names the document a correction replaces;
 * `returnedAt` is when the car came back (a statement), printed as the bill's return date.
 */
export async function issueDocument(
  tx: Db,
  series: DocumentSeries,
  reservationId: number,
  now: Date,
  replaces: { id: number; number: string } | null = null,
  returnedAt: Date | null = null,
): Promise<void> {
  const today = todayInElSalvador(now);
  const [view, settings] = [
    await findReservation(tx, reservationId, today),
    await readSettings(tx),
  ];
  if (!view) throw new Error(`reservation ${reservationId} vanished before its ${series}`);
  const year = Number(today.slice(0, 4));
  const number = await nextNumber(tx, series, year);
  const content = contentBuilders[series](view, settings, {
    number: documentNumber(year, number),
    replaces: replaces?.number ?? null,
    issuedAt: now,
    returnedAt,
  });
  await tx.insert(documents).values({
    series,
    year,
    number,
    reservationId,
    replaces: replaces?.id ?? null,
    content,
    createdAt: now,
  });
}

export interface DocumentFile {
  fileName: string;
  bytes: Uint8Array;
}

/**
 * GET /api/reservations/{id}/agreement.pdf and /statement.pdf: staff, or the reservation's own
 * customer (anyone else gets the 404 a missing reservation gets). The PDF is made from the
 * frozen content on first request and kept, so every later download is the same bytes.
 */
export async function documentFile(
  db: Db,
  reservationId: number,
  series: DocumentSeries,
  reader: PublicUser,
): Promise<DocumentFile> {
  const [owner] = await db
    .select({ userId: reservations.userId })
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  if (!owner || !mayManageReservationsOf(reader, owner.userId)) {
    throw notFound(M.reservationNotFound);
  }
  const file = await issuedDocumentPdf(db, reservationId, series);
  if (!file) throw notFound(BM.documentNotFound);
  return file;
}

/**
 * The current PDF of a reservation's agreement or statement, or null before it exists; no
 * permission check (the check-out and check-in e-mails attach it, issue 29).
 */
export async function issuedDocumentPdf(
  db: Db,
  reservationId: number,
  series: DocumentSeries,
): Promise<DocumentFile | null> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.reservationId, reservationId), eq(documents.series, series)))
    .orderBy(desc(documents.id))
    .limit(1);
  if (!row) return null;
  const fileName = documentFileName(series, row.year, row.number);
  if (row.pdf) return { fileName, bytes: row.pdf };
  const bytes = await renderDocument(db, row.content as DocumentContent);
  // Two first downloads at once both render; the first one kept is the one every reader gets.
  await db
    .update(documents)
    .set({ pdf: bytes })
    .where(and(eq(documents.id, row.id), isNull(documents.pdf)));
  const [kept] = await db
    .select({ pdf: documents.pdf })
    .from(documents)
    .where(eq(documents.id, row.id));
  return { fileName, bytes: kept?.pdf ?? bytes };
}

/**
 * A correction of a returned rental's bill (issue 30): the charges and payment are recorded and
 * a new statement replaces the current one, in one transaction under the reservation's lock.
 */
export async function correctBilling(
  db: Db,
  reservationId: number,
  correction: BillingCorrection,
  actor: PublicUser,
  now: Date = new Date(),
) {
  await db.transaction(async (tx) => {
    const [reservation] = await tx
      .select({ rentalStatus: reservations.rentalStatus })
      .from(reservations)
      .where(eq(reservations.id, reservationId))
      .for('update');
    if (!reservation) throw notFound(M.reservationNotFound);
    const [current] = await tx
      .select({
        id: documents.id,
        year: documents.year,
        number: documents.number,
        content: documents.content,
      })
      .from(documents)
      .where(and(eq(documents.reservationId, reservationId), eq(documents.series, 'statement')))
      .orderBy(desc(documents.id))
      .limit(1);
    if (reservation.rentalStatus !== 'returned' || !current) {
      throw conflict('RESERVATION_NOT_RETURNED', BM.notReturned);
    }
    const charges = (correction.charges ?? []).map((charge) => ({
      ...charge,
      reason: charge.reason ?? correction.reason,
      proposed: null,
    }));
    await recordMoney(tx, reservationId, { charges, payment: correction.payment }, actor, now);
    await recordAudit(tx, {
      entity: 'reservation',
      entityId: reservationId,
      action: 'billingCorrected',
      before: { statement: documentNumber(current.year, current.number) },
      after: { ...correction },
    });
    // The correction keeps the return date the replaced statement printed.
    const returnedAt = (current.content as Partial<StatementContent>).returnedAt;
    await issueDocument(
      tx,
      'statement',
      reservationId,
      now,
      { id: current.id, number: documentNumber(current.year, current.number) },
      returnedAt ? new Date(returnedAt) : null,
    );
  });
  const view = await findReservation(db, reservationId, todayInElSalvador(now));
  if (!view) throw notFound(M.reservationNotFound);
  return view;
}
