import { asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  publicVehicleCard,
  publicVehicleView,
  vehicleCard,
  vehicleView,
} from '#domain/vehicle-contracts.ts';
import { createTestApp, ENGINES } from '#test/app.ts';
import { addVehicle } from '#test/bookings.ts';
import type { App } from '../app.ts';
import { maintenanceRecords, vehicles } from '../db/schema.ts';
import { recordsOfVehicle } from './maintenance.ts';
import { jsonOf, vehicleJson, vehicleListQuery } from './vehicle-json.ts';
import { toVehicleView } from './vehicles.ts';

/** The database's JSON text must say exactly what toVehicleView says of the same rows. */
describe.each(ENGINES)('vehicle JSON built in SQL on %s', (engine) => {
  let app: App;

  beforeAll(async () => {
    app = await createTestApp(engine);
    const { db } = app.database;
    await addVehicle(app, {
      kmForMaintenance: null,
      mainImageUrl: null,
      insurancePhone: null,
      features: [],
      imageUrls: [],
    });
    const odd = await addVehicle(app, {
      name: 'Comillas "dobles", \\barra\\ y\nsalto — ñandú 🚗',
      vehicleType: 'PickUp',
      pricePerDay: 0.01,
      status: 'outOfService',
      imageUrls: ['https://cdn.example.com/a b.jpg', '/vehicles/x.svg'],
    });
    const serviced = await addVehicle(app, { vehicleType: 'SUV', pricePerDay: 99_999.99 });
    await addVehicle(app, { archivedAt: new Date() });
    await db.insert(maintenanceRecords).values([
      { vehicleId: serviced.id, maintenanceDate: '2026-01-10', kmAtMaintenance: 500, cost: 65.5 },
      // Same day: the higher id comes first, as recordsOfVehicle orders them.
      { vehicleId: serviced.id, maintenanceDate: '2026-03-01', kmAtMaintenance: 900, cost: 0 },
      {
        vehicleId: serviced.id,
        maintenanceDate: '2026-03-01',
        kmAtMaintenance: 950,
        description: 'Frenos "traseros"',
        cost: null,
      },
      { vehicleId: odd.id, maintenanceDate: '2025-12-31', kmAtMaintenance: 0, description: '' },
    ]);
    // Microseconds, which both paths cut to milliseconds.
    await db
      .update(vehicles)
      .set({ lastMaintenanceAlertAt: sql`'2026-01-02 03:04:05.678999+00'::timestamptz` })
      .where(eq(vehicles.id, odd.id));
  });
  afterAll(async () => {
    await app?.close();
  });

  async function expectedViews() {
    const { db } = app.database;
    const rows = await db
      .select()
      .from(vehicles)
      .where(isNull(vehicles.archivedAt))
      .orderBy(asc(vehicles.id));
    return Promise.all(
      rows.map(async (row) => toVehicleView(row, await recordsOfVehicle(db, row.id))),
    );
  }

  /** Each view and shape is the zod contract's parse of the full view, keys in its order. */
  const shapes = [
    ['full', 'detail', vehicleView],
    ['full', 'card', vehicleCard],
    ['renter', 'detail', publicVehicleView],
    ['renter', 'card', publicVehicleCard],
  ] as const;

  it.each(shapes)(
    'lists every unarchived vehicle in the %s view as %s, filtered by type',
    async (kind, shape, contract) => {
      const expected = (await expectedViews()).map((view) => contract.parse(view));
      const list = JSON.parse(
        (await jsonOf(app.database.db, vehicleListQuery({}, kind, shape))) ?? '',
      );
      expect(list).toEqual(expected);
      // Same keys in the same order as the zod serialiser writes them: nothing more, nothing less.
      for (const item of list) expect(Object.keys(item)).toEqual(Object.keys(contract.shape));
      const pickups = JSON.parse(
        (await jsonOf(app.database.db, vehicleListQuery({ type: 'PickUp' }, kind, shape))) ?? '',
      );
      expect(pickups).toEqual(expected.filter((v) => v.type === 'PickUp'));
    },
  );

  it('gives each card its last service, the newest record (the board counts from it)', async () => {
    const cards = JSON.parse((await jsonOf(app.database.db, vehicleListQuery())) ?? '');
    const serviced = cards.find((card: { type: string }) => card.type === 'SUV');
    expect(serviced).toMatchObject({ lastMaintenanceDate: '2026-03-01', lastMaintenanceKm: 950 });
    expect(serviced).not.toHaveProperty('maintenanceRecords');
    expect(serviced).not.toHaveProperty('imageUrls');
    expect(cards[0]).toMatchObject({ lastMaintenanceDate: null, lastMaintenanceKm: null });
  });

  it('answers one vehicle, or null when it is missing or archived', async () => {
    const expected = await expectedViews();
    for (const view of expected) {
      expect(JSON.parse((await vehicleJson(app.database.db, view.id)) ?? 'null')).toEqual(view);
      const renter = JSON.parse((await vehicleJson(app.database.db, view.id, 'renter')) ?? '');
      expect(renter).toEqual(publicVehicleView.parse(view));
      expect(Object.keys(renter)).toEqual(Object.keys(publicVehicleView.shape));
    }
    const [archived] = await app.database.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(isNotNull(vehicles.archivedAt));
    expect(await vehicleJson(app.database.db, archived?.id ?? 0)).toBeNull();
    expect(await vehicleJson(app.database.db, 999_999)).toBeNull();
  });
});
