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

/**
 * Each grouping's key in the summed rows, from the vehicle `v` or the bucket `b` (months by their
 * number, an integer being cheaper to group on than its text). Labels are joined after summing.
 */
const GROUP_KEY: Record<ReportGroup, SQL> = {
  vehicle: sql`v.id`,
  type: sql`v.vehicle_type`,
  month: sql`b.n`,
};

export async function utilisationReport(db: Db, query: ReportQuery): Promise<ReportRow[]> {
  const { from, to, groupBy } = query;
  const end = addDays(to, 1);
  // Reservations last at most MAX_RENTAL_DAYS: a lower bound on the start lets the date index
  // read only the reservations that can reach the period.
  const earliestStart = addDays(from, -MAX_RENTAL_DAYS - 1);
  const key = GROUP_KEY[groupBy];
  // Written out here rather than by generate_series, whose month steps go through timestamptz.
  const periods = groupBy === 'month' ? monthBuckets(from, to) : [{ key: 'all', from, end }];
  const buckets = sql`select * from (values ${sql.join(
    periods.map((b, n) => sql`(${n}::int, ${b.key}, ${b.from}::date, ${b.end}::date)`),
    sql`, `,
  )}) as t(n, bucket, b_from, b_end)`;

  // Three kinds of rows put together with UNION ALL and summed once per group: outer joins
  // between CTEs (which the planner cannot estimate) and an intermediate sum per vehicle and
  // month took seconds for a year by month at 200,000 reservations. The fleet's days (creation
  // to archiving, in El Salvador) are stored with the vehicle (migration 0013), not converted
  // again for each of the 100,800 reservation-months of a year of the bench; with months grouped
  // by number and revenue summed once per group (numeric, exact), the statement's CPU time for
  // that year fell from 145 ms to 90 ms.
  const result = (await db.transaction(async (tx) => {
    // Three years of 2,000 vehicles sum a few hundred thousand rows: room to do it in memory.
    await tx.execute(sql`set local work_mem = '32MB'`);
    return tx.execute(sql`
    with buckets as (${buckets}),
    parts as (
      select ${key} as grp, 0 as days_rented,
             greatest(0, least(b.b_end, v.fleet_until) - greatest(b.b_from, v.fleet_from)) as days_available,
             0::numeric as revenue, 0::numeric as maintenance
      from vehicles v cross join buckets b
      union all
      -- Rented days outside the vehicle's time in the fleet prove it was there: available too.
      select ${key}, k.days,
             k.days - greatest(0, least(r.end_date, b.b_end, v.fleet_until)
                                  - greatest(r.start_date, b.b_from, v.fleet_from)),
             k.days * r.price_per_day, 0
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
      select ${key}, 0, 0, 0, coalesce(m.cost, 0)
      from maintenance_records m
      join buckets b on m.maintenance_date >= b.b_from and m.maintenance_date < b.b_end
      join vehicles v on v.id = m.vehicle_id
    ),
    sums as (
      select grp, sum(days_rented) as days_rented, sum(days_available) as days_available,
             (sum(revenue) * 100)::bigint as revenue_cents,
             (sum(maintenance) * 100)::bigint as maintenance_cents
      from parts group by grp
      ${
        // Every figure is zero or more: a group whose sums are all zero had nothing in the period.
        groupBy === 'month'
          ? sql``
          : sql`having sum(days_available) > 0 or sum(days_rented) > 0 or sum(maintenance) > 0`
      }
    )
    ${
      groupBy === 'vehicle'
        ? sql`select s.grp::text as key, v.name as label, s.days_rented, s.days_available,
                     s.revenue_cents, s.maintenance_cents
              from sums s join vehicles v on v.id = s.grp order by v.name, v.id`
        : groupBy === 'month'
          ? sql`select b.bucket as key, b.bucket as label, s.days_rented, s.days_available,
                       s.revenue_cents, s.maintenance_cents
                from sums s join buckets b on b.n = s.grp order by b.n`
          : sql`select s.grp as key, s.grp as label, s.days_rented, s.days_available,
                       s.revenue_cents, s.maintenance_cents
                from sums s order by 1`
    }`);
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
