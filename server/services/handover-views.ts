import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { HandoverView } from '#domain/handover-contracts.ts';
import type { Db } from '../db/client.ts';
import { handovers, odometerReadings, reservations, users } from '../db/schema.ts';

/** Whoever voided the record's odometer reading (issue 27). */
const voider = alias(users, 'voider');

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
      voidedAt: odometerReadings.voidedAt,
      voidReason: odometerReadings.voidReason,
      voiderId: voider.id,
      voiderFirstName: voider.firstName,
      voiderLastName: voider.lastName,
    })
    .from(handovers)
    .innerJoin(reservations, eq(reservations.id, handovers.reservationId))
    .innerJoin(users, eq(users.id, handovers.recordedBy))
    // Issue 27: the reading this record wrote to the log, when it has been voided since.
    .leftJoin(
      odometerReadings,
      and(
        eq(odometerReadings.reservationId, handovers.reservationId),
        sql`${odometerReadings.source} = ${handovers.kind}`,
        isNotNull(odometerReadings.voidedAt),
      ),
    )
    .leftJoin(voider, eq(voider.id, odometerReadings.voidedBy))
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
      odometerVoided:
        row.voidedAt && row.voidReason !== null
          ? {
              at: row.voidedAt.toISOString(),
              by: {
                id: row.voiderId ?? 0,
                name: [row.voiderFirstName, row.voiderLastName].filter(Boolean).join(' '),
              },
              reason: row.voidReason,
            }
          : null,
    };
    byReservation.set(row.reservationId, pair);
  }
  return byReservation;
}
