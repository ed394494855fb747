import { addDays, todayInElSalvador } from '#domain/dates.ts';
import type { Db } from './client.ts';
import { odometerReadings } from './schema.ts';
import { DEMO_VEHICLES } from './seed-data.ts';

/** The demo car whose service falls due during its upcoming booking (seed plan entry 8: +9 to +15). */
const CLASHING = { availableIndex: 8, dueInDays: 12 };

/** The name of that car, for the tests that look for its clash. */
export const CLASHING_VEHICLE_NAME =
  DEMO_VEHICLES.filter((vehicle) => vehicle.status === 'maintenanceCompleted')[
    CLASHING.availableIndex
  ]?.name ?? '';

/**
 * Issue 12: gives one demo car a driving pace in its odometer log (20 days ago it read fewer km)
 * so the forecast puts its km service inside its upcoming booking, and 'Próximos servicios'
 * shows a clash from the first start.
 */
export async function seedServicePace(db: Db, fleet: { id: number }[]): Promise<void> {
  const available = fleet.filter((_, i) => DEMO_VEHICLES[i]?.status === 'maintenanceCompleted');
  const vehicle = available[CLASHING.availableIndex];
  const demo = DEMO_VEHICLES[fleet.indexOf(vehicle as { id: number })];
  if (!vehicle || !demo) return;
  const interval = demo.kmForMaintenance;
  const kmLeft = interval - (demo.kilometers % interval);
  const perDay = Math.ceil(kmLeft / CLASHING.dueInDays);
  const today = todayInElSalvador();
  await db.insert(odometerReadings).values({
    vehicleId: vehicle.id,
    km: Math.max(0, demo.kilometers - 20 * perDay),
    source: 'checkin',
    recordedAt: new Date(`${addDays(today, -20)}T16:00:00Z`),
  });
}
