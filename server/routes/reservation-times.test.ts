import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_SETTINGS, weekdayOf } from '#domain/company-settings.ts';
import { ENGINES, isSpanishMessage } from '#test/app.ts';
import {
  addVehicle,
  appFixtures,
  book,
  day,
  insertReservation,
  type Person,
} from '#test/bookings.ts';

/** The first offset from `from` days ahead whose date falls on the ISO weekday. */
function offsetOn(weekday: number, from = 3): number {
  for (let offset = from; offset < from + 7; offset += 1) {
    if (weekdayOf(day(offset)) === weekday) return offset;
  }
  throw new Error('no such weekday');
}

const AGENCY = DEFAULT_COMPANY_SETTINGS.address;

/** Issue 28: a booking's pickup and return times, inside opening hours, and its place. */
describe.each(ENGINES)('pickup and return times on %s', (engine) => {
  const fx = appFixtures(engine, ['ana']);

  const bookDays = async (who: Person, from: number, to: number, extra = {}) => {
    const car = await addVehicle(fx.app);
    return book(fx.app, who, {
      vehicleId: car.id,
      startDate: day(from),
      endDate: day(to),
      ...extra,
    });
  };

  const putSettings = (change: Record<string, unknown>) =>
    fx.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: fx.admin.headers,
      payload: { ...DEFAULT_COMPANY_SETTINGS, ...change },
    });

  it('keeps the SPEC body working: the defaults and the agency are applied', async () => {
    const monday = offsetOn(1);
    const res = await bookDays(fx.ana, monday, monday + 2);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      pickupTime: '09:00',
      returnTime: '17:00',
      place: { kind: 'agency', address: AGENCY },
    });
  });

  it('moves a default inside a short day: a Sunday return at 13:00', async () => {
    const sunday = offsetOn(7);
    const res = await bookDays(fx.ana, sunday - 2, sunday);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().returnTime).toBe('13:00');
  });

  it('stores times chosen inside the hours, opening and closing included', async () => {
    const monday = offsetOn(1);
    const res = await bookDays(fx.ana, monday, monday + 1, {
      pickupTime: '08:00',
      returnTime: '18:00',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json();
    const read = await fx.app.inject({
      method: 'GET',
      url: `/api/reservations/${id}`,
      headers: fx.ana.headers,
    });
    expect(read.json()).toMatchObject({ pickupTime: '08:00', returnTime: '18:00' });
  });

  it.each([
    ['a pickup before opening', { pickupTime: '07:30' }, 'pickupTime', 1, 'de 08:00 a 18:00'],
    ['a return after closing', { returnTime: '18:30' }, 'returnTime', 1, 'de 08:00 a 18:00'],
    ['a Sunday pickup after 13:00', { pickupTime: '15:00' }, 'pickupTime', 7, 'de 09:00 a 13:00'],
  ])('refuses %s with a Spanish 400 naming the hours', async (_n, times, field, weekday, hours) => {
    const start = offsetOn(weekday);
    // The return lands on the start's weekday a week later: the same hours.
    const res = await bookDays(fx.ana, start, start + 7, times);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.error).toBe('VALIDATION_ERROR');
    expect(body.fields[field]).toContain(hours);
    expect(isSpanishMessage(body.fields[field])).toBe(true);
    expect(body.message).toBe(body.fields[field]);
  });

  it.each([
    ['9:00', 'pickupTime'],
    ['25:00', 'returnTime'],
    ['', 'pickupTime'],
  ])('refuses the time %j as not HH:MM', async (time, field) => {
    const res = await bookDays(fx.ana, 3, 5, { [field]: time });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toMatch(/formato HH:MM/);
  });

  it('reads old bookings with the current defaults, and a changed address, at once', async () => {
    const car = await addVehicle(fx.app);
    const old = await insertReservation(fx.app, fx.ana.id, car.id, 10, 12);
    const list = async () => {
      const res = await fx.app.inject({
        method: 'GET',
        url: '/api/reservations/user?limit=50',
        headers: fx.ana.headers,
      });
      expect(res.statusCode).toBe(200);
      return res.json().items.find((item: { id: number }) => item.id === old.id);
    };
    expect(await list()).toMatchObject({
      pickupTime: '09:00',
      returnTime: '17:00',
      place: { kind: 'agency', address: AGENCY },
    });
    const changed = await putSettings({
      defaultPickupTime: '10:30',
      defaultReturnTime: '15:00',
      address: 'Centro Comercial Galerías, San Salvador',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    try {
      // The kept page is not served again: the settings changed what it shows.
      expect(await list()).toMatchObject({
        pickupTime: '10:30',
        returnTime: '15:00',
        place: { kind: 'agency', address: 'Centro Comercial Galerías, San Salvador' },
      });
      const monday = offsetOn(1);
      const fresh = await bookDays(fx.ana, monday, monday + 1);
      expect(fresh.json()).toMatchObject({ pickupTime: '10:30', returnTime: '15:00' });
    } finally {
      expect((await putSettings({})).statusCode).toBe(200);
    }
  });

  it('refuses a chosen time on a day the agency is closed', async () => {
    const closedSundays = DEFAULT_COMPANY_SETTINGS.openingHours.filter((open) => open.day !== 7);
    expect((await putSettings({ openingHours: closedSundays })).statusCode).toBe(200);
    try {
      const sunday = offsetOn(7);
      const chosen = await bookDays(fx.ana, sunday, sunday + 1, { pickupTime: '10:00' });
      expect(chosen.statusCode).toBe(400);
      expect(chosen.json().fields.pickupTime).toMatch(/^La agencia no abre el domingo/);
      // Without a time the booking still goes through, at the default.
      const plain = await bookDays(fx.ana, sunday, sunday + 1);
      expect(plain.statusCode, plain.body).toBe(201);
      expect(plain.json().pickupTime).toBe('09:00');
    } finally {
      expect((await putSettings({})).statusCode).toBe(200);
    }
  });

  it('places a delivery at its address', async () => {
    const res = await bookDays(fx.ana, 4, 6, {
      delivery: { mode: 'delivery', address: 'Col. Escalón, calle 3 #12' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().place).toEqual({ kind: 'delivery', address: 'Col. Escalón, calle 3 #12' });
  });

  it('lists the day’s pickups and returns in time order for the counter', async () => {
    const start = offsetOn(2, 20);
    const late = await bookDays(fx.ana, start, start + 7, {
      pickupTime: '16:00',
      returnTime: '08:30',
    });
    const early = await bookDays(fx.ana, start, start + 7, {
      pickupTime: '08:30',
      returnTime: '16:00',
    });
    const middle = await bookDays(fx.ana, start, start + 7);
    for (const res of [late, early, middle]) expect(res.statusCode, res.body).toBe(201);
    const ids = [early, middle, late].map((res) => res.json().id);
    const pickups = await fx.app.inject({
      method: 'GET',
      url: `/api/operations/today?date=${day(start)}`,
      headers: fx.admin.headers,
    });
    expect(pickups.statusCode).toBe(200);
    expect(pickups.json().pickups.map((item: { id: number }) => item.id)).toEqual(ids);
    const returns = await fx.app.inject({
      method: 'GET',
      url: `/api/operations/today?date=${day(start + 7)}`,
      headers: fx.admin.headers,
    });
    // 08:30 (late's return), 16:00 (early's), then 17:00 (the default).
    expect(returns.json().returns.map((item: { id: number }) => item.id)).toEqual([
      ids[2],
      ids[0],
      ids[1],
    ]);
  });

  it('gives calendar events the place, the times and a reminder the day before', async () => {
    const monday = offsetOn(1, 30);
    const agency = await bookDays(fx.ana, monday, monday + 3, {
      pickupTime: '10:30',
      returnTime: '16:00',
    });
    const home = await bookDays(fx.ana, monday + 7, monday + 8, {
      delivery: { mode: 'delivery', address: 'Col. San Benito; casa 5, portón negro' },
    });
    expect(agency.statusCode, agency.body).toBe(201);
    expect(home.statusCode, home.body).toBe(201);
    const feed = await fx.app.inject({
      method: 'POST',
      url: '/api/calendar-feeds',
      headers: fx.ana.headers,
      payload: { scope: 'mine' },
    });
    const text = (await fx.app.inject({ method: 'GET', url: new URL(feed.json().url).pathname }))
      .body;
    const calendar = new ICAL.Component(ICAL.parse(text));
    const eventOf = (id: number) => {
      const vevent = calendar
        .getAllSubcomponents('vevent')
        .find(
          (component) => component.getFirstPropertyValue('uid') === `reservation-${id}@elitedrive`,
        );
      if (!vevent) throw new Error(`no event for ${id}`);
      return { vevent, event: new ICAL.Event(vevent) };
    };

    const first = eventOf(agency.json().id);
    // Still one all-day block from the start to the return day.
    expect(first.event.startDate.isDate).toBe(true);
    expect(first.event.startDate.toString()).toBe(day(monday));
    expect(first.event.endDate.toString()).toBe(day(monday + 4));
    expect(first.event.location).toBe(AGENCY);
    expect(first.event.description).toContain('a las 10:30');
    expect(first.event.description).toContain('a las 16:00');
    const [alarm] = first.vevent.getAllSubcomponents('valarm');
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    const trigger = alarm?.getFirstPropertyValue('trigger') as ICAL.Duration;
    // Before the first day: 15 hours before its midnight is 09:00 the day before.
    expect(trigger.isNegative).toBe(true);
    expect(trigger.toSeconds()).toBe(-15 * 3600);
    expect(String(alarm?.getFirstPropertyValue('description'))).toContain('recogida a las 10:30');

    // Commas and semicolons of an address survive the escaping.
    const second = eventOf(home.json().id);
    expect(second.event.location).toBe('Col. San Benito; casa 5, portón negro');
    expect(second.event.description).toContain('a las 09:00');
  });
});
