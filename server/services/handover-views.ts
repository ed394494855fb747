import { eq, type SQL, sql } from 'drizzle-orm';
import type { HandoverView } from '#domain/handover-contracts.ts';
import type { Db } from '../db/client.ts';
import { handovers, reservations, users } from '../db/schema.ts';

export interface HandoverPair {
  checkout: HandoverView | null;
  checkin: HandoverView | null;
}

/**
 * The check-out and check-in records of the reservations `where` selects (a condition on the
 * reservations table), in one statement: a list of many reservations holds few handovers.
 */
export async function handoversOf(
  db: Db,
  where: SQL | undefined,
): Promise<Map<number, HandoverPair>> {
  const rows = await db
    .select({
      reservationId: handovers.reservationId,
      kind: handovers.kind,
      at: handovers.recordedAt,
      byId: users.id,
      byFirstName: users.firstName,
      byLastName: users.lastName,
      odometer: handovers.odometer,
      fuel: handovers.fuel,
      notes: handovers.notes,
      photos: handovers.photos,
      damages: handovers.damages,
      signature: handovers.signature,
      overrideReason: handovers.overrideReason,
      license: handovers.license,
    })
    .from(handovers)
    .innerJoin(reservations, eq(reservations.id, handovers.reservationId))
    .innerJoin(users, eq(users.id, handovers.recordedBy))
    .where(where ?? sql`true`);
  const byReservation = new Map<number, HandoverPair>();
  for (const row of rows) {
    const pair = byReservation.get(row.reservationId) ?? { checkout: null, checkin: null };
    pair[row.kind] = {
      at: row.at.toISOString(),
      by: { id: row.byId, name: `${row.byFirstName} ${row.byLastName}` },
      odometer: row.odometer,
      fuel: row.fuel,
      notes: row.notes,
      photos: row.photos,
      damages: row.damages,
      signature: row.signature,
      overrideReason: row.overrideReason,
      license: row.license ?? null,
    };
    byReservation.set(row.reservationId, pair);
  }
  return byReservation;
}
