import { beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '#domain/reports.ts';
import { ENGINES } from '#test/app.ts';
import { addVehicle, appFixtures, type Person } from '#test/bookings.ts';
import { maintenanceRecords, reservations } from '../db/schema.ts';

/**
 * Issue 18: the report's figures against a fixture counted by hand (docs/reports.md has the
 * rules). March 2025 has 31 days; a reservation bills its nights, start to end - 1.
 */
describe.each(ENGINES)('utilisation report on %s', (engine) => {
  const fx = appFixtures(engine, ['ana']);
  const ids: Record<string, number> = {};

  const at = (date: string) => new Date(`${date}T12:00:00-06:00`);

  beforeAll(async () => {
    const vehicle = async (
      name: string,
      type: 'Sedan' | 'SUV' | 'PickUp',
      created: string,
      archived?: string,
    ) => {
      const row = await addVehicle(fx.app, {
        name,
        vehicleType: type,
        createdAt: at(created),
        archivedAt: archived ? at(archived) : null,
      });
      ids[name] = row.id;
      return row.id;
    };
    const a = await vehicle('A Corolla', 'Sedan', '2025-01-01');
    const b = await vehicle('B Tucson', 'SUV', '2025-03-16');
    const c = await vehicle('C Yaris', 'Sedan', '2025-01-01', '2025-03-11');
    const d = await vehicle('D Hilux', 'PickUp', '2025-04-05');
    const e = await vehicle('E Frontier', 'PickUp', '2025-03-20');
    await vehicle('F Rav4', 'SUV', '2024-06-01', '2025-01-15');
    const booking = (
      vehicleId: number,
      startDate: string,
      endDate: string,
      pricePerDay: number,
      status: 'active' | 'cancelled' = 'active',
    ) => ({
      userId: fx.ana.id,
      vehicleId,
      startDate,
      endDate,
      pricePerDay,
      totalPrice: pricePerDay * ((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000),
      status,
    });
    await fx.app.database.db.insert(reservations).values([
      booking(a, '2025-02-26', '2025-03-03', 40),
      booking(a, '2025-03-10', '2025-03-15', 40),
      booking(a, '2025-03-20', '2025-03-25', 99, 'cancelled'),
      booking(a, '2025-03-29', '2025-04-03', 45.5),
      booking(b, '2025-03-20', '2025-03-27', 60),
      booking(b, '2025-03-31', '2025-04-02', 60),
      booking(c, '2025-03-02', '2025-03-06', 30),
      // Recorded before the vehicle was (history brought in): those days count as available.
      booking(e, '2025-03-18', '2025-03-22', 50),
    ]);
    const service = (vehicleId: number, maintenanceDate: string, cost: number | null) => ({
      vehicleId,
      maintenanceDate,
      kmAtMaintenance: 1000,
      description: 'Servicio',
      cost,
    });
    await fx.app.database.db
      .insert(maintenanceRecords)
      .values([
        service(a, '2025-02-28', 100),
        service(a, '2025-03-05', 65.25),
        service(a, '2025-03-31', 20),
        service(b, '2025-03-18', null),
        service(c, '2025-03-08', 50),
        service(d, '2025-04-06', 70),
      ]);
  });

  const get = (query: string, who: Person | null = fx.admin) =>
    fx.app.inject({
      method: 'GET',
      url: `/api/reports/utilisation?${query}`,
      headers: who?.headers ?? {},
    });

  const row = (
    key: string,
    label: string,
    daysRented: number,
    daysAvailable: number,
    utilisation: number,
    revenue: number,
    maintenanceCost: number,
  ) => ({ key, label, daysRented, daysAvailable, utilisation, revenue, maintenanceCost });

  it('counts each vehicle: nights inside the period, from its creation, until its archiving', async () => {
    const res = await get('from=2025-03-01&to=2025-03-31&groupBy=vehicle');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      row(String(ids['A Corolla']), 'A Corolla', 10, 31, 0.3226, 416.5, 85.25),
      row(String(ids['B Tucson']), 'B Tucson', 8, 16, 0.5, 480, 0),
      row(String(ids['C Yaris']), 'C Yaris', 4, 10, 0.4, 120, 50),
      row(String(ids['E Frontier']), 'E Frontier', 4, 14, 0.2857, 200, 0),
    ]);
  });

  it('sums the vehicles of each type', async () => {
    const res = await get('from=01-03-2025&to=31-03-2025&groupBy=type');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      row('PickUp', 'PickUp', 4, 14, 0.2857, 200, 0),
      row('SUV', 'SUV', 8, 16, 0.5, 480, 0),
      row('Sedan', 'Sedan', 14, 41, 0.3415, 536.5, 135.25),
    ]);
  });

  it('splits by month, each month cut to the period', async () => {
    const res = await get('from=2025-02-15&to=2025-04-10&groupBy=month');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      row('2025-02', 'febrero 2025', 3, 28, 0.1071, 120, 100),
      row('2025-03', 'marzo 2025', 26, 71, 0.3662, 1216.5, 135.25),
      row('2025-04', 'abril 2025', 3, 36, 0.0833, 151, 70),
    ]);
  });

  it('groups by vehicle when no grouping is asked, and a one-day period works', async () => {
    const res = await get('from=2025-03-10&to=2025-03-10');
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json().find((r: { key: string }) => r.key === String(ids['A Corolla']));
    expect(a).toEqual(row(String(ids['A Corolla']), 'A Corolla', 1, 1, 1, 40, 0));
  });

  it('answers an empty list for a period before the fleet existed', async () => {
    const res = await get('from=2020-01-01&to=2020-01-31&groupBy=type');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('is for admins only', async () => {
    const query = 'from=2025-03-01&to=2025-03-31';
    expect((await get(query, null)).statusCode).toBe(401);
    const customer = await get(query, fx.ana);
    expect(customer.statusCode).toBe(403);
    expect(customer.json().message).toBe(REPORT_MESSAGES.adminOnly);
  });

  it.each([
    ['to=2025-03-31', 'from', REPORT_MESSAGES.fromRequired],
    ['from=2025-03-01', 'to', REPORT_MESSAGES.toRequired],
    ['from=2025-02-30&to=2025-03-31', 'from', REPORT_MESSAGES.fromInvalid],
    ['from=2025-03-01&to=mañana', 'to', REPORT_MESSAGES.toInvalid],
    ['from=2025-03-31&to=2025-03-01', 'to', REPORT_MESSAGES.rangeOutOfOrder],
    ['from=2022-01-01&to=2025-01-01', 'to', REPORT_MESSAGES.rangeTooLong],
    ['from=2025-03-01&to=2025-03-31&groupBy=week', 'groupBy', REPORT_MESSAGES.groupInvalid],
  ])('refuses %s with a Spanish 400', async (query, field, message) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields?.[field]).toBe(message);
  });

  it('takes three years exactly', async () => {
    const res = await get('from=2022-01-01&to=2024-12-31&groupBy=month');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toHaveLength(36);
  });
});
