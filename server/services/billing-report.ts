import { sql } from 'drizzle-orm';
import { CHARGE_KIND_LABELS, CHARGE_KINDS, fromCents } from '#domain/billing.ts';
import type { ChargeReport } from '#domain/billing-contracts.ts';
import { addDays, TIME_ZONE } from '#domain/dates.ts';
import type { Db } from '../db/client.ts';

/**
 * GET /api/reports/charges (issue 30): what late returns, fuel, damage, cleaning and other
 * charges added in the period, by the day in El Salvador each was recorded.
 */
export async function chargeReport(
  db: Db,
  { from, to }: { from: string; to: string },
): Promise<ChargeReport> {
  const result = (await db.execute(sql`
    select kind, count(*)::int as count, sum(amount_cents)::bigint as cents
    from rental_charges
    where recorded_at >= (${from}::date)::timestamp at time zone ${TIME_ZONE}
      and recorded_at < (${addDays(to, 1)}::date)::timestamp at time zone ${TIME_ZONE}
    group by kind`)) as unknown as {
    rows: { kind: string; count: number; cents: string | number }[];
  };
  const kinds = CHARGE_KINDS.map((kind) => {
    const row = result.rows.find((found) => found.kind === kind);
    return {
      kind,
      label: CHARGE_KIND_LABELS[kind],
      count: row?.count ?? 0,
      amount: fromCents(Number(row?.cents ?? 0)),
    };
  });
  const totalCents = result.rows.reduce((sum, row) => sum + Number(row.cents), 0);
  return { from, to, kinds, total: fromCents(totalCents) };
}
