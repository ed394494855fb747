import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES } from '#test/app.ts';
import { addPerson, addVehicle, booked, cancel, day, type Person } from '#test/bookings.ts';
import type { App } from '../app.ts';
import { maintenanceRecords, vehicles } from '../db/schema.ts';
import { catalogueReader } from '../services/catalogue.ts';
import { jsonOf, vehicleListQuery } from '../services/vehicle-json.ts';

/**
 * The catalogue's GETs: a weak ETag and a bodiless 304 while the answer is unchanged, and gzip
 * for clients that ask for it.
 */
describe.each(ENGINES)('catalogue caching and compression on %s', (engine) => {
  let app: App;
  let ana: Person;
  let admin: Person;

  beforeAll(async () => {
    app = await createTestApp(engine);
    ana = await addPerson(app);
    admin = await addPerson(app, 'ADMIN');
    await addVehicle(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Who reads: anonymous by default; a test of the admin's view sets the admin. */
  let reader: Person | null = null;
  const get = (url: string, ifNoneMatch?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: {
        ...reader?.headers,
        ...(ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch }),
      },
    });
  const etagOf = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    return String(res.headers.etag);
  };
  /** A client revalidating its copy: the new ETag when the answer changed, else null. */
  const revalidate = async (url: string, etag: string) => {
    const res = await get(url, etag);
    if (res.statusCode === 304) return null;
    expect(res.statusCode, res.body).toBe(200);
    if (url === '/api/vehicles') {
      // Built by the database now, not remembered from before the change.
      expect(res.json()).toEqual(
        JSON.parse(
          (await jsonOf(app.database.db, vehicleListQuery({}, reader ? 'full' : 'renter'))) ?? '',
        ),
      );
    }
    return String(res.headers.etag);
  };
  const searchUrl = (from: number, to: number) =>
    `/api/vehicles/available?startDate=${day(from)}&endDate=${day(to)}`;

  it.each([
    ['the catalogue', '/api/vehicles'],
    ['one type', '/api/vehicles?type=Sedan'],
    ['availability', `/api/vehicles/available?startDate=${day(3)}&endDate=${day(5)}`],
  ])('answers %s with a weak ETag, and 304 without a body for the same answer', async (_, url) => {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');

    for (const header of [etag, etag.slice(2), `"other", ${etag}`, '*']) {
      const again = await get(url, header);
      expect(again.statusCode, header).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    const stale = await get(url, 'W/"not-this-one"');
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it('answers one vehicle with its own ETag, and 404 still for a missing one', async () => {
    const car = await addVehicle(app);
    const url = `/api/vehicles/${car.id}`;
    const etag = await etagOf(url);
    expect((await get(url, etag)).statusCode).toBe(304);
    expect(etag).not.toBe(await etagOf('/api/vehicles'));
    const missing = await get('/api/vehicles/999999', '*');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });

  it('gives admins a new ETag when a vehicle or its history changes, through the API or not', async () => {
    reader = admin;
    const car = await addVehicle(app);
    const urls = ['/api/vehicles', '/api/vehicles?type=Sedan', `/api/vehicles/${car.id}`];
    let etags = await Promise.all(urls.map(etagOf));
    const expectAllChanged = async () => {
      const next = await Promise.all(urls.map((url, i) => revalidate(url, etags[i] ?? '')));
      next.forEach((etag, i) => {
        expect(etag, urls[i]).not.toBeNull();
        expect(etag, urls[i]).not.toBe(etags[i]);
      });
      etags = next.map(String);
    };

    const put = await app.inject({
      method: 'PUT',
      url: `/api/vehicles/${car.id}`,
      headers: admin.headers,
      payload: { pricePerDay: 99 },
    });
    expect(put.statusCode).toBe(200);
    await expectAllChanged();

    // Writes that leave updated_at alone still change the answer, and so its ETag.
    await app.database.db
      .insert(maintenanceRecords)
      .values({ vehicleId: car.id, maintenanceDate: day(-1), kmAtMaintenance: 1000 });
    await expectAllChanged();
    await app.database.db
      .update(vehicles)
      .set({ name: 'Renombrado' })
      .where(eq(vehicles.id, car.id));
    await expectAllChanged();

    // Unchanged again: every copy is current.
    for (const [i, url] of urls.entries()) expect(await revalidate(url, etags[i] ?? '')).toBeNull();
    reader = null;
  });

  it('builds the catalogue again only when its rows changed, and then answers the new rows', async () => {
    const { db } = app.database;
    const car = await addVehicle(app);
    const readCatalogue = catalogueReader(db);
    const first = await readCatalogue({}, 'full');
    expect(await readCatalogue({}, 'full')).toBe(first);
    // Another instance (or this one after a restart) builds its own copy, with the same ETag.
    const elsewhere = await catalogueReader(db)({}, 'full');
    expect(elsewhere.etag).toBe(first.etag);
    expect(elsewhere).not.toBe(first);

    const nameOf = async () => {
      const list = JSON.parse((await readCatalogue({}, 'full')).body.toString());
      return list.find((v: { id: number }) => v.id === car.id)?.name;
    };
    expect(await nameOf()).toBe(car.name);
    await db.update(vehicles).set({ name: 'Sin tocar updated_at' }).where(eq(vehicles.id, car.id));
    expect(await nameOf()).toBe('Sin tocar updated_at');
    const json = JSON.parse((await readCatalogue({}, 'full')).body.toString());
    expect(json).toEqual(JSON.parse((await jsonOf(db, vehicleListQuery())) ?? ''));
  });

  it('gives availability a new ETag when a vehicle or a reservation changes it', async () => {
    const car = await addVehicle(app);
    const url = searchUrl(60, 63);
    const free = await etagOf(url);
    const catalogue = await etagOf('/api/vehicles');

    const reservation = await booked(app, ana, car.id, 62, 64);
    const taken = await revalidate(url, free);
    expect(taken).not.toBeNull();
    // The catalogue shows no reservations: its answer, and so its ETag, stay the same.
    expect(await revalidate('/api/vehicles', catalogue)).toBeNull();

    // Freed again, the answer is the one before the booking: so is its ETag.
    expect((await cancel(app, ana, reservation.id)).statusCode).toBe(200);
    expect(await revalidate(url, taken ?? '')).toBe(free);

    await app.database.db
      .update(vehicles)
      .set({ status: 'outOfService' })
      .where(eq(vehicles.id, car.id));
    expect(await revalidate(url, free)).not.toBeNull();
  });

  it.each([
    ['the catalogue', '/api/vehicles'],
    ['availability', `/api/vehicles/available?startDate=${day(3)}&endDate=${day(5)}`],
  ])(
    'compresses %s for clients that accept it, brotli first, with the same ETag',
    async (_, url) => {
      await Promise.all([addVehicle(app), addVehicle(app), addVehicle(app)]);
      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);

      for (const [acceptEncoding, coding] of [
        ['gzip, deflate, br', 'br'],
        ['br;q=1.0, gzip;q=0.8', 'br'],
        ['*', 'br'],
        ['gzip, deflate', 'gzip'],
        ['br;q=0, gzip', 'gzip'],
      ]) {
        const res = await app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': acceptEncoding },
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding'], acceptEncoding).toBe(coding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.headers.etag).toBe(plain.headers.etag);
        expect(Number(res.headers['content-length'])).toBeLessThan(plain.rawPayload.length);
        const body =
          coding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
        expect(JSON.parse(body.toString())).toEqual(plain.json());
      }
      for (const acceptEncoding of ['identity', 'gzip;q=0']) {
        const res = await app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': acceptEncoding },
        });
        expect(res.headers['content-encoding'], acceptEncoding).toBeUndefined();
        expect(res.json()).toEqual(plain.json());
      }
      const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    },
  );
});
