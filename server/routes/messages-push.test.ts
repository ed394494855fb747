import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, isSpanishMessage } from '#test/app.ts';
import { addVehicle, appFixtures, book, cancel, day, type Person } from '#test/bookings.ts';
import { startPushService, type TestPushService } from '#test/push-endpoint.ts';
import { messages, pushSubscriptions } from '../db/schema.ts';

describe.each(ENGINES)('Web Push on %s', (engine) => {
  let push: TestPushService;
  beforeAll(async () => {
    push = await startPushService();
  });
  const t = appFixtures(engine, ['ana', 'beto']);
  afterAll(async () => {
    await push?.close();
  });

  const subscribe = (who: Person | null, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { ...who?.headers },
      payload: payload as object,
    });
  const unsubscribe = (who: Person, endpoint: string) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: who.headers,
      payload: { endpoint },
    });
  const subscriptionRows = (endpoint: string) =>
    t.app.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));

  it('answers one VAPID public key to anyone, the same each time', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json();
    // A P-256 point, uncompressed: 65 bytes in base64url.
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const again = await t.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(again.json().publicKey).toBe(publicKey);
  });

  it('subscribes a device once (201, then 200) and checks who and what', async () => {
    const device = push.subscription(`ana-${engine}`);
    expect((await subscribe(null, device)).statusCode).toBe(401);
    expect((await subscribe(t.ana, device)).statusCode).toBe(201);
    expect((await subscribe(t.ana, { ...device, expirationTime: null })).statusCode).toBe(200);
    expect(await subscriptionRows(device.endpoint)).toHaveLength(1);

    for (const bad of [
      { ...device, endpoint: 'http://push.example.com/x' },
      { ...device, endpoint: 'no es una url' },
      { ...device, keys: { p256dh: 'corta', auth: device.keys.auth } },
      { endpoint: device.endpoint },
    ]) {
      const res = await subscribe(t.ana, bad);
      expect(res.statusCode).toBe(400);
      expect(isSpanishMessage(res.json().message)).toBe(true);
    }
    const https = await subscribe(t.beto, { ...device, endpoint: 'https://push.example.com/abc' });
    expect(https.statusCode).toBe(201);
  });

  it("removes only the caller's own subscription, 204 either way", async () => {
    const device = push.subscription(`beto-${engine}`);
    expect((await subscribe(t.beto, device)).statusCode).toBe(201);
    expect((await unsubscribe(t.ana, device.endpoint)).statusCode).toBe(204);
    expect(await subscriptionRows(device.endpoint)).toHaveLength(1);
    expect((await unsubscribe(t.beto, device.endpoint)).statusCode).toBe(204);
    expect(await subscriptionRows(device.endpoint)).toHaveLength(0);
  });

  it('delivers an encrypted payload the subscription decrypts; a 410 removes it', async () => {
    const device = push.subscription(`ana-booking-${engine}`);
    await subscribe(t.ana, device);
    const car = await addVehicle(t.app, { name: 'Hilux Blanca' });
    const res = await book(t.app, t.ana, { vehicleId: car.id, startDate: day(5), endDate: day(7) });
    const id: number = res.json().id;
    await t.app.messages.drain();
    const delivered = push.deliveries.filter((item) => item.path === `/push/ana-booking-${engine}`);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.headers.authorization).toMatch(/^vapid t=.+, k=.+$/);
    expect(delivered[0]?.headers['content-encoding']).toBe('aes128gcm');
    expect(delivered[0]?.payload).toEqual({
      title: `Reserva #${id} confirmada: Hilux Blanca`,
      body: expect.stringContaining('Total $'),
      url: `/customer/my-reservations?reserva=${id}`,
      tag: `reservation-confirmed-${id}`,
      kind: 'reservation-confirmed',
      icon: '/icons/icon-192.png',
    });

    push.answerWith(410);
    expect((await cancel(t.app, t.ana, id)).statusCode).toBe(200);
    await t.app.messages.drain();
    push.answerWith(201);
    const [cancelled] = await t.app.database.db
      .select()
      .from(messages)
      .where(eq(messages.to, device.endpoint))
      .orderBy(messages.id)
      .offset(1);
    expect(cancelled?.kind).toBe('reservation-cancelled');
    expect(cancelled?.status).toBe('failed');
    expect(cancelled?.lastError).toMatch(/^Push 410/);
    expect(await subscriptionRows(device.endpoint)).toHaveLength(0);
  });
});
