import { type SQL, sql } from 'drizzle-orm';
import { addDays } from '#domain/dates.ts';
import {
  monthBuckets,
  monthLabel,
  type ReportGroup,
  type ReportQuery,
  type ReportRow,
  utilisationOf,
} from '#domain/reports.ts';
import { MAX_RENTAL_DAYS } from '#domain/reservation.ts';
import type { Db } from '../db/client.ts';

/**
 * GET /api/reports/utilisation (issue 18), one SQL statement. Days are counted as nights, the way
 * the price counts them: a reservation bills the days start..end-1 (the return day stays occupied
 * but is not billed), and the part of those days inside the period (or inside the month, when
 * grouped by month) is what it counts, at the price per day it was booked at. The rules are
 * written down in docs/reports.md.
 */

interface RawRow {
  key: string;
  label: string;
  days_rented: string | number;
  days_available: string | number;
  revenue_cents: string | number;
  maintenance_cents: string | number;
}

/** The days a vehicle was in the fleet, in El Salvador: from its creation to its archiving. */
const inFrom = sql`(v.created_at at time zone 'America/El_Salvador')::date`;
const inEnd = sql`coalesce((v.archived_at at time zone 'America/El_Salvador')::date, 'infinity'::date)`;

const GROUP_KEY: Record<ReportGroup, { key: SQL; label: SQL; order: SQL }> = {
  vehicle: {
    key: sql`f.id::text`,
    label: sql`min(f.name)`,
    order: sql`min(f.name), min(f.id)`,
  },
  type: { key: sql`f.vehicle_type`, label: sql`f.vehicle_type`, order: sql`1` },
  month: { key: sql`c.bucket`, label: sql`c.bucket`, order: sql`1` },
};

export async function utilisationReport(db: Db, query: ReportQuery): Promise<ReportRow[]> {
  const { from, to, groupBy } = query;
  const end = addDays(to, 1);
  // Reservations last at most MAX_RENTAL_DAYS: a lower bound on the start lets the date index
  // read only the reservations that can reach the period.
  const earliestStart = addDays(from, -MAX_RENTAL_DAYS - 1);
  const group = GROUP_KEY[groupBy];
  // Written out here rather than by generate_series, whose month steps go through timestamptz.
  const periods = groupBy === 'month' ? monthBuckets(from, to) : [{ key: 'all', from, end }];
  const buckets = sql`select * from (values ${sql.join(
    periods.map((b) => sql`(${b.key}, ${b.from}::date, ${b.end}::date)`),
    sql`, `,
  )}) as t(bucket, b_from, b_end)`;

  // Three kinds of rows put together with UNION ALL and summed once per group: outer joins
  // between CTEs (which the planner cannot estimate) and an intermediate sum per vehicle and
  // month took seconds for a year by month at 200,000 reservations.
  const result = (await db.transaction(async (tx) => {
    // Three years of 2,000 vehicles sum a few hundred thousand rows: room to do it in memory.
    await tx.execute(sql`set local work_mem = '32MB'`);
    return tx.execute(sql`
    with buckets as (${buckets}),
    parts as (
      select v.id as vehicle_id, b.bucket, 0 as days_rented,
             greatest(0, least(b.b_end, ${inEnd}) - greatest(b.b_from, ${inFrom})) as days_available,
             0::bigint as revenue_cents, 0::bigint as maintenance_cents
      from vehicles v cross join buckets b
      union all
      -- Rented days outside the vehicle's time in the fleet prove it was there: available too.
      select r.vehicle_id, b.bucket, k.days,
             k.days - greatest(0, least(r.end_date, b.b_end, ${inEnd})
                                  - greatest(r.start_date, b.b_from, ${inFrom})),
             (k.days * r.price_per_day * 100)::bigint, 0
      from reservations r
      join buckets b on r.start_date < b.b_end and r.end_date > b.b_from
      join vehicles v on v.id = r.vehicle_id
      cross join lateral (
        select least(r.end_date, b.b_end) - greatest(r.start_date, b.b_from) as days
      ) k
      where r.status = 'active'
        and r.start_date < ${end}::date and r.end_date > ${from}::date
        and r.start_date >= ${earliestStart}::date
      union all
      select m.vehicle_id, b.bucket, 0, 0, 0, (coalesce(m.cost, 0) * 100)::bigint
      from maintenance_records m
      join buckets b on m.maintenance_date >= b.b_from and m.maintenance_date < b.b_end
    )
    select ${group.key} as key, ${group.label} as label,
           sum(c.days_rented) as days_rented, sum(c.days_available) as days_available,
           sum(c.revenue_cents) as revenue_cents, sum(c.maintenance_cents) as maintenance_cents
    from parts c join vehicles f on f.id = c.vehicle_id
    group by ${group.key}
    ${
      // Every figure is zero or more: a group whose sums are all zero had nothing in the period.
      groupBy === 'month'
        ? sql``
        : sql`having sum(c.days_available) > 0 or sum(c.days_rented) > 0 or sum(c.maintenance_cents) > 0`
    }
    order by ${group.order}`);
  })) as unknown as { rows: RawRow[] };

  return result.rows.map((row) => {
    const daysRented = Number(row.days_rented);
    const daysAvailable = Number(row.days_available);
    return {
      key: row.key,
      label: groupBy === 'month' ? monthLabel(row.key) : row.label,
      daysRented,
      daysAvailable,
      utilisation: utilisationOf(daysRented, daysAvailable),
      revenue: Number(row.revenue_cents) / 100,
      maintenanceCost: Number(row.maintenance_cents) / 100,
    };
  });
}
