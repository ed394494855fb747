import { and, eq, type SQL, sql } from 'drizzle-orm';
import { documentNumber } from '#domain/billing.ts';
import type { DocumentsView } from '#domain/billing-contracts.ts';
import type { Db } from '../db/client.ts';
import { documents, reservations } from '../db/schema.ts';

/** The newest of each series, per reservation `where` selects (the one no correction replaced). */
export async function documentsOf(
  db: Db,
  where: SQL | undefined,
): Promise<Map<number, DocumentsView>> {
  const rows = await db
    .select({
      reservationId: documents.reservationId,
      series: documents.series,
      year: documents.year,
      number: documents.number,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .innerJoin(reservations, eq(reservations.id, documents.reservationId))
    .where(
      and(
        where,
        sql`not exists (select 1 from documents newer where newer.replaces = ${documents.id})`,
      ),
    );
  const found = new Map<number, DocumentsView>();
  for (const row of rows) {
    const own = found.get(row.reservationId) ?? { agreement: null, statement: null };
    own[row.series] = {
      number: documentNumber(row.year, row.number),
      url: `/api/reservations/${row.reservationId}/${row.series}.pdf`,
      issuedAt: row.createdAt.toISOString(),
    };
    found.set(row.reservationId, own);
  }
  return found;
}
