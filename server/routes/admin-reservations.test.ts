import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_MESSAGES } from '#domain/reservation-query.ts';
import { createTestApp, ENGINES } from '#test/app.ts';
import { addPerson, addVehicle, day, insertReservation, type Person } from '#test/bookings.ts';
import type { App } from '../app.ts';

/** Issue 14: the paged, ranged and per-user lists beside the SPEC's array answers. */
describe.each(ENGINES)('paged reservation lists on %s', (engine) => {
  let app: App;
  let admin: Person;
  let ana: Person;

  beforeAll(async () => {
    app = await createTestApp(engine);
    admin = await addPerson(app, 'ADMIN');
    ana = await addPerson(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (url: string, who: Person | null = admin) =>
    app.inject({ method: 'GET', url, headers: who?.headers ?? {} });

  /** Each booking on a vehicle of its own, so any dates may be written. */
  async function reservation(who: Person, from: number, to: number) {
    const car = await addVehicle(app);
    return insertReservation(app, who.id, car.id, from, to);
  }

  it('pages stay stable while reservations are added between them', async () => {
    const before: number[] = [];
    for (let i = 0; i < 12; i += 1)
      before.push((await reservation(ana, i * 3 - 20, i * 3 - 18)).id);
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await get(
        `/api/admin/reservations?sort=startDate&dir=desc&limit=4${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      seen.push(...body.items.map((item: { id: number }) => item.id));
      cursor = body.nextCursor;
      pages += 1;
      // New rows land before, inside and after the part already walked.
      await reservation(ana, -40 + pages, -39 + pages);
      await reservation(ana, pages * 2 - 10, pages * 2 - 9);
      await reservation(ana, 30 + pages, 31 + pages);
    } while (cursor && pages < 50);
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of before) expect(seen).toContain(id);
  });

  it('answers the summary of the filters with the page', async () => {
    const res = await get('/api/admin/reservations?status=completed&limit=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.length).toBeLessThanOrEqual(2);
    expect(body.total).toBe(body.summary.total);
    expect(body.summary).toMatchObject({ active: 0, upcoming: 0 });
    expect(body.summary.completed).toBe(body.total);
    for (const item of body.items) expect(item.displayStatus).toBe('completed');
  });

  it.each([
    ['status=cancelada', 'status', LIST_MESSAGES.statusInvalid],
    ['type=Moto', 'type', LIST_MESSAGES.typeInvalid],
    ['window=year', 'window', LIST_MESSAGES.windowInvalid],
    ['sort=price', 'sort', LIST_MESSAGES.sortInvalid],
    ['dir=up', 'dir', LIST_MESSAGES.dirInvalid],
    ['limit=0', 'limit', LIST_MESSAGES.limitInvalid],
    ['limit=101', 'limit', LIST_MESSAGES.limitInvalid],
    ['limit=abc', 'limit', LIST_MESSAGES.limitInvalid],
    ['cursor=not-a-cursor', 'cursor', LIST_MESSAGES.cursorInvalid],
    [`q=${'a'.repeat(101)}`, 'q', LIST_MESSAGES.searchTooLong],
  ])('refuses %s with a Spanish 400', async (query, field, message) => {
    const res = await get(`/api/admin/reservations?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields?.[field]).toBe(message);
  });

  it('GET /api/reservations?from&to answers only the reservations crossing the range', async () => {
    const inside = await reservation(ana, 100, 103);
    const outside = await reservation(ana, 110, 112);
    const res = await get(`/api/reservations?from=${day(101)}&to=${day(105)}`);
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((item: { id: number }) => item.id);
    expect(ids).toContain(inside.id);
    expect(ids).not.toContain(outside.id);
    for (const item of res.json()) {
      expect(item.startDate <= day(105) && item.endDate >= day(101)).toBe(true);
    }
    const all = await get('/api/reservations');
    expect(all.json().map((item: { id: number }) => item.id)).toContain(outside.id);
  });

  it.each([
    [`from=${day(1)}`, 'to', LIST_MESSAGES.toRequired],
    [`to=${day(1)}`, 'from', LIST_MESSAGES.fromRequired],
    [`from=${day(5)}&to=${day(1)}`, 'to', LIST_MESSAGES.rangeOutOfOrder],
    [`from=${day(0)}&to=${day(400)}`, 'to', LIST_MESSAGES.rangeTooLong],
    ['from=ayer&to=hoy', 'from', LIST_MESSAGES.fromInvalid],
  ])('GET /api/reservations?%s is a Spanish 400', async (query, field, message) => {
    const res = await get(`/api/reservations?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields?.[field]).toBe(message);
  });

  it("pages a customer's own list: upcoming and active first, then the past, latest first", async () => {
    const beto = await addPerson(app);
    const past1 = await reservation(beto, -30, -28);
    const past2 = await reservation(beto, -10, -8);
    const running = await reservation(beto, -1, 2);
    const soon = await reservation(beto, 3, 5);
    const later = await reservation(beto, 20, 22);
    const order = [running, soon, later, past2, past1].map((r) => r.id);

    const array = await get('/api/reservations/user', beto);
    expect(Array.isArray(array.json())).toBe(true);
    expect(array.json()).toHaveLength(5);

    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(
        `/api/reservations/user?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        beto,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().items.length).toBeLessThanOrEqual(2);
      seen.push(...res.json().items.map((item: { id: number }) => item.id));
      cursor = res.json().nextCursor;
    } while (cursor);
    expect(seen).toEqual(order);
    const other = await get(`/api/reservations/user?userId=${beto.id}&limit=2`, ana);
    expect(other.statusCode).toBe(403);
  });
});
