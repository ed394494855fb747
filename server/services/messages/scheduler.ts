/**
 * The scheduled messages (pickup reminders, overdue returns, the service digest), found by a job
 * that runs at least once a minute on every instance. A moment that passed while no instance ran
 * is caught up at the next run; two instances running at once write each message once (the
 * outbox's dedupe key).
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { addDays, formatDate, TIME_ZONE, todayInElSalvador } from '#domain/dates.ts';
import type { ServiceForecastView } from '#domain/maintenance-contracts.ts';
import type { DueSoonThresholds } from '#domain/maintenance-forecast.ts';
import { elSalvadorInstant, SERVICE_DIGEST_TIME } from '#domain/messages.ts';
import { formatKilometers } from '#domain/number-format.ts';
import type { Db } from '../../db/client.ts';
import { messageScheduleRuns, reservations, vehicles } from '../../db/schema.ts';
import { pickupTimeSql, readSettings } from '../company-settings.ts';
import { serviceForecasts } from '../maintenance-forecast.ts';
import type { DueCar } from './compose.ts';
import { companyOf, enqueueMessage, reservationFacts } from './outbox.ts';

const zone = sql.raw(`'${TIME_ZONE}'`);

const noMessageYet = (kind: string) =>
  sql`not exists (select 1 from messages m where m.reservation_id = ${reservations.id} and m.kind = ${kind})`;

/**
 * The day before the start at 08:00 El Salvador; none for a booking made after that moment, and
 * none once the pickup time has come (a reminder the server missed is caught up until then).
 */
async function pickupReminders(db: Db, now: Date) {
  const today = todayInElSalvador(now);
  const at = sql`${now.toISOString()}::timestamptz`;
  const remindAt = sql`((${reservations.startDate} - 1) + time '08:00') at time zone ${zone}`;
  const due = await db
    .select({ id: reservations.id, userId: reservations.userId })
    .from(reservations)
    .where(
      and(
        eq(reservations.status, 'active'),
        eq(reservations.rentalStatus, 'booked'),
        sql`${reservations.startDate} between ${today}::date and ${addDays(today, 1)}::date`,
        sql`${remindAt} <= ${at}`,
        sql`(${reservations.startDate} + (${pickupTimeSql})::time) at time zone ${zone} > ${at}`,
        sql`${reservations.createdAt} < ${remindAt}`,
        noMessageYet('pickup-reminder'),
      ),
    );
  for (const row of due) {
    await db.transaction(async (tx) => {
      const reservation = await reservationFacts(tx, row.id);
      await enqueueMessage(tx, {
        kind: 'pickup-reminder',
        event: `reservation:${row.id}`,
        facts: { reservation },
        audience: { customer: row.userId },
        reservationId: row.id,
        vehicleId: reservation.vehicleId,
      });
    });
  }
}

/** Once, from 09:00 the day after the end date, for a car handed over and not back. */
async function overdueReturns(db: Db, now: Date) {
  const due = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.status, 'active'),
        eq(reservations.rentalStatus, 'inProgress'),
        sql`((${reservations.endDate} + 1) + time '09:00') at time zone ${zone} <= ${now.toISOString()}::timestamptz`,
        noMessageYet('overdue-return'),
      ),
    );
  for (const row of due) {
    await db.transaction(async (tx) => {
      const reservation = await reservationFacts(tx, row.id);
      await enqueueMessage(tx, {
        kind: 'overdue-return',
        event: `reservation:${row.id}`,
        facts: { reservation },
        audience: 'staff',
        reservationId: row.id,
        vehicleId: reservation.vehicleId,
      });
    });
  }
}

function dueDetail(forecast: ServiceForecastView, today: string): string {
  const overdue = forecast.state === 'overdue';
  if (forecast.dueBy === 'km' && forecast.kmToService !== null) {
    return overdue
      ? `pasado por ${formatKilometers(-forecast.kmToService)}`
      : `faltan ${formatKilometers(forecast.kmToService)}`;
  }
  if (forecast.daysToService !== null) {
    const days = Math.abs(forecast.daysToService);
    const date = formatDate(addDays(today, forecast.daysToService));
    return overdue ? `vencido hace ${days} días (${date})` : `en ${days} días (${date})`;
  }
  return overdue ? 'vencido' : 'próximo';
}

const DIGEST_JOB = 'service-digest';

/** 07:00 each day, only when the forecast has cars due or soon due; once a day. */
async function serviceDigest(db: Db, now: Date, thresholds: DueSoonThresholds | undefined) {
  const today = todayInElSalvador(now);
  if (now < elSalvadorInstant(today, SERVICE_DIGEST_TIME)) return;
  const [done] = await db
    .select({ day: messageScheduleRuns.day })
    .from(messageScheduleRuns)
    .where(and(eq(messageScheduleRuns.job, DIGEST_JOB), eq(messageScheduleRuns.day, today)));
  if (done) return;
  const forecasts = (await serviceForecasts(db, today, thresholds)).filter(
    (forecast) => forecast.state !== 'upToDate',
  );
  const cars: DueCar[] = [];
  if (forecasts.length > 0) {
    const named = await db
      .select({ id: vehicles.id, name: vehicles.name, plate: vehicles.plate })
      .from(vehicles)
      .where(
        and(
          inArray(
            vehicles.id,
            forecasts.map((forecast) => forecast.vehicleId),
          ),
          isNull(vehicles.archivedAt),
        ),
      );
    const byId = new Map(named.map((vehicle) => [vehicle.id, vehicle]));
    for (const forecast of forecasts) {
      const vehicle = byId.get(forecast.vehicleId);
      if (!vehicle) continue;
      cars.push({
        vehicleId: vehicle.id,
        name: vehicle.name,
        plate: vehicle.plate,
        overdue: forecast.state === 'overdue',
        detail: dueDetail(forecast, today),
      });
    }
  }
  await db.transaction(async (tx) => {
    if (cars.length > 0) {
      const company = companyOf(await readSettings(tx));
      await enqueueMessage(tx, {
        kind: 'service-digest',
        event: `digest:${today}`,
        facts: { date: today, cars, company },
        audience: 'staff',
      });
    }
    await tx
      .insert(messageScheduleRuns)
      .values({ job: DIGEST_JOB, day: today })
      .onConflictDoNothing();
  });
}

/** One run of every scheduled kind at `now`. */
export async function runSchedule(db: Db, now: Date, thresholds?: DueSoonThresholds) {
  await pickupReminders(db, now);
  await overdueReturns(db, now);
  await serviceDigest(db, now, thresholds);
}
