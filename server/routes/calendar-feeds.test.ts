import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { addDays } from '#domain/dates.ts';
import { ENGINES, isSpanishMessage } from '#test/app.ts';
import {
  addPerson,
  addVehicle,
  appFixtures,
  booked,
  cancel,
  day,
  insertReservation,
  type Person,
} from '#test/bookings.ts';

interface ParsedEvent {
  uid: string;
  summary: string;
  start: string;
  end: string;
  isDate: boolean;
  status: string;
}

/** The calendar as a calendar app reads it, event by event. */
function parse(text: string): { name: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    name: String(calendar.getFirstPropertyValue('x-wr-calname')),
    events: calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        summary: event.summary,
        start: event.startDate.toString(),
        end: event.endDate.toString(),
        isDate: event.startDate.isDate && event.endDate.isDate,
        status: String(vevent.getFirstPropertyValue('status')),
      };
    }),
  };
}

describe.each(ENGINES)('calendar feeds on %s (issue 18)', (engine) => {
  const fx = appFixtures(engine, ['ana', 'beto']);

  const create = (who: Person, payload: Record<string, unknown>) =>
    fx.app.inject({ method: 'POST', url: '/api/calendar-feeds', headers: who.headers, payload });

  const created = async (who: Person, payload: Record<string, unknown>) => {
    const res = await create(who, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; url: string };
  };

  /** The feed fetched as a calendar app does: no bearer token. */
  const fetchFeed = (url: string) => fx.app.inject({ method: 'GET', url: new URL(url).pathname });

  const feed = async (url: string) => {
    const res = await fetchFeed(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    return { ...parse(res.body), body: res.body };
  };

  it('gives a customer a secret feed of their own reservations, cancelled ones marked', async () => {
    const car = await addVehicle(fx.app, { name: 'Corolla, edición; especial' });
    const kept = await booked(fx.app, fx.ana, car.id, 20, 23);
    const dropped = await booked(fx.app, fx.ana, car.id, 25, 26);
    expect((await cancel(fx.app, fx.ana, dropped.id)).statusCode).toBe(200);
    await booked(fx.app, fx.beto, car.id, 30, 31);
    const old = await insertReservation(fx.app, fx.ana.id, car.id, -400, -398);

    const { url } = await created(fx.ana, { scope: 'mine' });
    expect(url).toMatch(/^http:\/\/[^/]+\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    const first = await feed(url);
    expect(first.name).toBe('ELITE DRIVE – Mis reservas');
    // Beto's booking and the one that ended more than a year ago are not in Ana's calendar.
    expect(first.events.map((e) => e.uid)).toEqual([
      `reservation-${kept.id}@elitedrive`,
      `reservation-${dropped.id}@elitedrive`,
    ]);
    expect(first.events.map((e) => e.uid)).not.toContain(`reservation-${old.id}@elitedrive`);
    const [keptEvent, droppedEvent] = first.events;
    // The return day is occupied: DTEND is the day after it.
    expect(keptEvent).toEqual({
      uid: `reservation-${kept.id}@elitedrive`,
      summary: `Reserva #${kept.id} – Corolla, edición; especial`,
      start: day(20),
      end: addDays(day(23), 1),
      isDate: true,
      status: 'CONFIRMED',
    });
    expect(droppedEvent).toMatchObject({
      start: day(25),
      end: day(27),
      status: 'CANCELLED',
      summary: expect.stringContaining('Cancelada'),
    });
    // Stable: a second fetch names the same events the same way.
    const second = await feed(url);
    expect(second.events.map((e) => e.uid)).toEqual(first.events.map((e) => e.uid));
  });

  it("gives an admin all reservations or one vehicle's, with its service windows", async () => {
    const car = await addVehicle(fx.app);
    const other = await addVehicle(fx.app);
    const mine = await booked(fx.app, fx.ana, car.id, 40, 42);
    const elsewhere = await booked(fx.app, fx.beto, other.id, 40, 41);
    const window = await fx.app.inject({
      method: 'POST',
      url: `/api/vehicles/${car.id}/maintenance-windows`,
      headers: fx.admin.headers,
      payload: { startDate: day(44), endDate: day(45), reason: 'Frenos, pastillas' },
    });
    expect(window.statusCode).toBe(201);
    const windowId: number = window.json().id;

    const vehicleFeed = await feed(
      (await created(fx.admin, { scope: 'vehicle', vehicleId: car.id })).url,
    );
    expect(vehicleFeed.name).toBe(`ELITE DRIVE – ${car.name}`);
    expect(vehicleFeed.events).toEqual([
      expect.objectContaining({
        uid: `reservation-${mine.id}@elitedrive`,
        start: day(40),
        end: day(43),
        summary: expect.stringContaining('Cliente Prueba'),
      }),
      {
        uid: `service-window-${windowId}@elitedrive`,
        summary: `Servicio – ${car.name}`,
        start: day(44),
        end: day(46),
        isDate: true,
        status: 'CONFIRMED',
      },
    ]);
    expect(vehicleFeed.body).toContain('DESCRIPTION:Frenos\\, pastillas');

    const all = await feed((await created(fx.admin, { scope: 'all' })).url);
    const uids = all.events.map((e) => e.uid);
    expect(uids).toContain(`reservation-${mine.id}@elitedrive`);
    expect(uids).toContain(`reservation-${elsewhere.id}@elitedrive`);
    expect(uids).toContain(`service-window-${windowId}@elitedrive`);
  });

  it('lets a customer subscribe only to their own reservations', async () => {
    for (const payload of [{ scope: 'all' }, { scope: 'vehicle', vehicleId: 1 }]) {
      const res = await create(fx.ana, payload);
      expect(res.statusCode).toBe(403);
      expect(isSpanishMessage(res.json().message)).toBe(true);
    }
    const anonymous = await fx.app.inject({
      method: 'POST',
      url: '/api/calendar-feeds',
      payload: { scope: 'mine' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers bad input with a Spanish 400 and an unknown vehicle with 404', async () => {
    for (const payload of [
      { scope: 'vehicle' },
      { scope: 'todo' },
      { scope: 'mine', vehicleId: 3 },
      { scope: 'vehicle', vehicleId: 'x' },
      {},
    ]) {
      const res = await create(fx.admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(isSpanishMessage(res.json().message)).toBe(true);
    }
    const missing = await create(fx.admin, { scope: 'vehicle', vehicleId: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(isSpanishMessage(missing.json().message)).toBe(true);
  });

  it('lists and revokes only one’s own feeds; a revoked feed is 404', async () => {
    const carla = await addPerson(fx.app);
    const own = await created(carla, { scope: 'mine' });
    const list = await fx.app.inject({
      method: 'GET',
      url: '/api/calendar-feeds',
      headers: carla.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      { id: own.id, scope: 'mine', vehicle: null, createdAt: expect.any(String) },
    ]);

    const stranger = await fx.app.inject({
      method: 'DELETE',
      url: `/api/calendar-feeds/${own.id}`,
      headers: fx.beto.headers,
    });
    expect(stranger.statusCode).toBe(404);
    expect((await fetchFeed(own.url)).statusCode).toBe(200);

    const revoke = await fx.app.inject({
      method: 'DELETE',
      url: `/api/calendar-feeds/${own.id}`,
      headers: carla.headers,
    });
    expect(revoke.statusCode).toBe(200);
    const gone = await fetchFeed(own.url);
    expect(gone.statusCode).toBe(404);
    expect(isSpanishMessage(gone.json().message)).toBe(true);
    for (const path of ['/api/calendar-feeds/nada.ics', `/api/calendar-feeds/${'a'.repeat(43)}`]) {
      expect((await fx.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    }
  });

  it('downloads one reservation as a .ics for its customer, not for anyone else', async () => {
    const car = await addVehicle(fx.app);
    const reservation = await booked(fx.app, fx.ana, car.id, 50, 52);
    const url = `/api/reservations/${reservation.id}/calendar.ics`;
    const res = await fx.app.inject({ method: 'GET', url, headers: fx.ana.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(parse(res.body).events).toEqual([
      expect.objectContaining({
        uid: `reservation-${reservation.id}@elitedrive`,
        start: day(50),
        end: day(53),
        status: 'CONFIRMED',
      }),
    ]);
    expect((await fx.app.inject({ method: 'GET', url, headers: fx.beto.headers })).statusCode).toBe(
      404,
    );
    expect(
      (await fx.app.inject({ method: 'GET', url, headers: fx.admin.headers })).statusCode,
    ).toBe(200);
    expect((await fx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
