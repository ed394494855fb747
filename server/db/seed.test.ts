import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#test/app.ts';
import type { App } from '../app.ts';
import { toPublicUser } from '../services/users.ts';
import { users } from './schema.ts';
import { seed } from './seed.ts';

describe('the demo data', () => {
  let app: App;
  let headers: { authorization: string };

  beforeAll(async () => {
    app = await createTestApp('pglite');
    await seed(app.database.db);
    const [admin] = await app.database.db.select().from(users).where(eq(users.role, 'ADMIN'));
    if (!admin) throw new Error('the seed has an admin');
    headers = { authorization: `Bearer ${app.signToken(toPublicUser(admin))}` };
    // The demo accounts' passwords are hashed for real (argon2id): slow on a busy machine.
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it("gives 'Operaciones de hoy' a pickup, a return and an overdue car", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/operations/today', headers });
    expect(res.statusCode).toBe(200);
    const { pickups, returns, overdue } = res.json();
    expect(pickups.length).toBeGreaterThan(0);
    expect(returns.some((r: { rentalStatus: string }) => r.rentalStatus === 'inProgress')).toBe(
      true,
    );
    expect(overdue).toHaveLength(1);
    expect(overdue[0].checkout).toMatchObject({ fuel: 8, odometer: expect.any(Number) });
  });

  it("gives 'Vehículo sin devolver' the next booking of the overdue car and 'No se presentó' a booking (issue 27)", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/operations/today', headers });
    const { overdue, stranded, noShows } = res.json();
    expect(noShows).toHaveLength(1);
    expect(noShows[0]).toMatchObject({ state: 'no-show', rentalStatus: 'booked' });
    expect(stranded).toHaveLength(1);
    expect(stranded[0]).toMatchObject({
      vehicleId: overdue[0].vehicleId,
      stillOut: { reservationId: overdue[0].id },
    });
  });

  it('starts every vehicle’s odometer log with its kilometers', async () => {
    const list = await app.inject({ method: 'GET', url: '/api/vehicles', headers });
    const [first] = list.json();
    const log = await app.inject({
      method: 'GET',
      url: `/api/vehicles/${first.id}/odometer`,
      headers,
    });
    expect(log.json().at(-1)).toMatchObject({ km: first.kilometers, source: 'initial' });
  });

  it('shows a forecast clash: a car due for service during its upcoming booking (issue 12)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/maintenance/forecast', headers });
    expect(res.statusCode).toBe(200);
    const clashing = (res.json() as { clashes: unknown[]; state: string }[]).filter(
      (f) => f.clashes.length > 0,
    );
    expect(clashing).toHaveLength(1);
    expect(clashing[0]?.state).toBe('dueSoon');
  });
});
