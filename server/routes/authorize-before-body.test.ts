import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '#domain/handover.ts';
import { createTestApp } from '#test/app.ts';
import { addPerson, addVehicle, insertReservation, type Person } from '#test/bookings.ts';
import { fakeImage, sha256Of } from '#test/handovers.ts';
import type { App } from '../app.ts';

const TWO_MB = 2 * 1024 * 1024;

interface Early {
  status: number;
  body: unknown;
  /** Bytes of the body sent when the answer arrived. */
  sentWhenAnswered: number;
}

/**
 * Announces a 2 MB body, sends only its first 16 KiB and waits. A server that reads the body
 * before deciding who may call cannot answer: its parser needs the rest. One that decides first
 * answers at once, with most of the body never sent, so the parser cannot have run.
 */
function answerBeforeBody(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  contentType: string,
): Promise<Early> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    const req = httpRequest(`${base}${path}`, {
      method,
      headers: { ...headers, 'content-type': contentType, 'content-length': String(TWO_MB) },
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer while the body was incomplete (${sent} bytes sent)`));
    }, 3_000);
    req.on('response', (res: IncomingMessage) => {
      const sentWhenAnswered = sent;
      clearTimeout(timer);
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text), sentWhenAnswered });
      });
    });
    req.on('error', (error) => {
      // The server may close the line on a body it will never read; the answer came first.
      if (sent === 0) reject(error);
    });
    const first = contentType.startsWith('image/')
      ? fakeImage('image/jpeg', 16 * 1024)
      : Buffer.from(`{"odometer":1000,"notes":"${'x'.repeat(16 * 1024)}`);
    sent += first.length;
    req.write(first);
  });
}

/**
 * Issue 25: on the hand-over, photo, odometer and operations routes the handler itself checked who
 * was calling, after Fastify had buffered and parsed the body: a stranger's 2 MB photo was read
 * before the 401. Now the route's onRequest option decides.
 */
describe('who may call is decided before the body is read', () => {
  let app: App;
  let base: string;
  let admin: Person;
  let customer: Person;
  let reservationId: number;

  beforeAll(async () => {
    app = await createTestApp('pglite');
    admin = await addPerson(app, 'ADMIN');
    customer = await addPerson(app);
    const car = await addVehicle(app);
    reservationId = (await insertReservation(app, customer.id, car.id, -1, 1)).id;
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
  });

  const photoPath = `/api/photos/${sha256Of(Buffer.from('never sent'))}`;

  it('a stranger uploading a 2 MB photo gets 401 before the body is sent', async () => {
    const early = await answerBeforeBody(base, 'PUT', photoPath, {}, 'image/jpeg');
    expect(early.status).toBe(401);
    expect(early.body).toMatchObject({ error: 'UNAUTHORIZED' });
    expect(early.sentWhenAnswered).toBeLessThan(TWO_MB / 10);
  });

  it('a customer uploading a 2 MB photo gets 403 before the body is sent', async () => {
    const early = await answerBeforeBody(base, 'PUT', photoPath, customer.headers, 'image/jpeg');
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ error: 'FORBIDDEN' });
  });

  for (const kind of ['checkout', 'checkin'] as const) {
    it(`a stranger's 2 MB ${kind} body gets 401, not a parse or size error`, async () => {
      const path = `/api/reservations/${reservationId}/${kind}`;
      const early = await answerBeforeBody(base, 'POST', path, {}, 'application/json');
      expect(early.status).toBe(401);
      expect(early.body).toMatchObject({ error: 'UNAUTHORIZED' });
      const asCustomer = await answerBeforeBody(
        base,
        'POST',
        path,
        customer.headers,
        'application/json',
      );
      expect(asCustomer.status).toBe(403);
    });
  }

  it('a whole 2 MB photo from a stranger is 401 too (not 413)', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: photoPath,
      headers: { 'content-type': 'image/jpeg' },
      payload: fakeImage('image/jpeg', PHOTO_MAX_BYTES),
    });
    expect(res.statusCode).toBe(401);
  });

  it('the odometer and operations lists refuse a customer before validating the query', async () => {
    for (const url of [
      '/api/vehicles/1/odometer',
      '/api/operations/today?date=not-a-date',
      '/api/operations/damage-alerts',
    ]) {
      const stranger = await app.inject({ method: 'GET', url });
      expect(stranger.statusCode, url).toBe(401);
      const res = await app.inject({ method: 'GET', url, headers: customer.headers });
      expect(res.statusCode, url).toBe(403);
    }
    const ok = await app.inject({
      method: 'GET',
      url: '/api/operations/today',
      headers: admin.headers,
    });
    expect(ok.statusCode).toBe(200);
  });
});
