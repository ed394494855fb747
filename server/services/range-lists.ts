import { type DateRange, reservationView } from '#domain/reservation-contracts.ts';
import { z } from '#domain/zod.ts';
import type { Db } from '../db/client.ts';
import { type JsonAnswer, jsonAnswer } from '../http-json.ts';
import { readListStamp, StampedCache } from './list-stamp.ts';
import { listReservations } from './reservations.ts';

/** The answer's schema, as the route documents it: encoded the way Fastify's serializer would. */
export const reservationList = z.array(reservationView);

/** A month of a 2,000-vehicle fleet is about 7 MB of JSON; a few such answers, no more. */
const MAX_KEPT_BYTES = 64 * 2 ** 20;

/**
 * Whole answers of the reservation lists kept per request (its query, the day, the caller's
 * scope) while the list stamp stays the same: a management page, a search, a customer's page.
 * A repeated one costs the stamp's statement and the copy to the socket (issue 14: ten admins at
 * once). The key must hold everything the answer depends on; the caller checks permissions first.
 */
export function keptListAnswers(db: Db) {
  const kept = new StampedCache<JsonAnswer>({
    maxEntries: 2000,
    maxBytes: 32 * 2 ** 20,
    sizeOf: (answer) => answer.body.length,
  });
  return async function answer(
    key: readonly unknown[],
    build: () => Promise<string>,
  ): Promise<JsonAnswer> {
    const stamp = await readListStamp(db);
    return kept.get(JSON.stringify(key), stamp, async () => jsonAnswer(await build()));
  };
}

/**
 * GET /api/reservations?from&to (the admin calendar's visible month or week), built again only
 * when the list stamp moved or the day changed (the display status depends on it). At ten years
 * of the bench a month holds 10,800 reservations: reading, shaping and encoding them takes about
 * 200 ms, and every admin screen open on the dashboard asks for the same month. Kept as the JSON
 * text with its ETag and gzip (http-json.ts), so a repeated answer costs the stamp's statement
 * and the copy to the socket.
 */
export function rangeListReader(db: Db) {
  const kept = new StampedCache<JsonAnswer>({
    maxEntries: 16,
    maxBytes: MAX_KEPT_BYTES,
    sizeOf: (answer) => answer.body.length,
  });
  return async function readRange(range: DateRange, today: string): Promise<JsonAnswer> {
    const stamp = await readListStamp(db);
    const key = JSON.stringify([today, range.startDate, range.endDate]);
    return kept.get(key, stamp, async () => {
      const views = await listReservations(db, { range }, today);
      return jsonAnswer(JSON.stringify(z.encode(reservationList, views)));
    });
  };
}
