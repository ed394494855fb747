import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDOVER_MESSAGES, PHOTO_MAX_BYTES } from '#domain/handover.ts';
import { createTestApp, ENGINES } from '#test/app.ts';
import { addPerson, addVehicle, insertReservation, type Person } from '#test/bookings.ts';
import {
  fakeImage,
  getPhoto,
  handover,
  handoverBody,
  putPhoto,
  sha256Of,
  uploaded,
} from '#test/handovers.ts';
import type { App } from '../app.ts';
import { photos } from '../db/schema.ts';

describe.each(ENGINES)('photos on %s', (engine) => {
  let app: App;
  let admin: Person;
  let customer: Person;
  let otherCustomer: Person;

  beforeAll(async () => {
    app = await createTestApp(engine);
    admin = await addPerson(app, 'ADMIN');
    customer = await addPerson(app);
    otherCustomer = await addPerson(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  const stored = async (sha256: string) =>
    (await app.database.db.select().from(photos).where(eq(photos.sha256, sha256))).length;

  it('stores JPEG, WebP and PNG under their hash; a repeat is 200 and changes nothing', async () => {
    for (const type of ['image/jpeg', 'image/webp', 'image/png'] as const) {
      const bytes = fakeImage(type);
      const first = await putPhoto(app, admin, bytes, { type });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({
        sha256: sha256Of(bytes),
        contentType: type,
        size: bytes.length,
      });
      const again = await putPhoto(app, admin, bytes, { type });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await stored(sha256Of(bytes))).toBe(1);
      const read = await getPhoto(app, admin, sha256Of(bytes));
      expect(read.statusCode).toBe(200);
      expect(read.headers['content-type']).toBe(type);
      expect(read.rawPayload.equals(bytes)).toBe(true);
      expect(read.headers['cache-control']).toContain('immutable');
    }
  });

  it('refuses bytes that are not the hash they are named by', async () => {
    const bytes = fakeImage();
    const wrong = sha256Of(fakeImage());
    const res = await putPhoto(app, admin, bytes, { sha256: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'PHOTO_HASH_MISMATCH',
      message: HANDOVER_MESSAGES.photoHashMismatch,
    });
    expect(await stored(wrong)).toBe(0);
    const badName = await putPhoto(app, admin, bytes, { sha256: 'not-a-hash' });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().message).toBe(HANDOVER_MESSAGES.sha256Invalid);
  });

  it('takes images only: other types 415, image types with other bytes 415', async () => {
    const text = Buffer.from('hola, esto no es una foto');
    const asText = await putPhoto(app, admin, text, { type: 'text/plain' });
    expect(asText.statusCode).toBe(415);
    expect(asText.json()).toEqual({
      error: 'UNSUPPORTED_MEDIA_TYPE',
      message: HANDOVER_MESSAGES.photoNotImage,
    });
    const gif = await putPhoto(app, admin, Buffer.from('GIF89a....'), { type: 'image/gif' });
    expect(gif.statusCode).toBe(415);
    const disguised = await putPhoto(app, admin, text, { type: 'image/jpeg' });
    expect(disguised.statusCode).toBe(415);
    expect(await stored(sha256Of(text))).toBe(0);
    const json = await app.inject({
      method: 'PUT',
      url: `/api/photos/${sha256Of(text)}`,
      headers: admin.headers,
      payload: { photo: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('takes up to 2 MB, above the JSON limit, and refuses more', async () => {
    const largest = fakeImage('image/jpeg', PHOTO_MAX_BYTES);
    expect((await putPhoto(app, admin, largest)).statusCode).toBe(201);
    const tooLarge = fakeImage('image/jpeg', PHOTO_MAX_BYTES + 1);
    const res = await putPhoto(app, admin, tooLarge);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: 'PHOTO_TOO_LARGE',
      message: 'La foto no puede superar 2 MB',
    });
    expect(await stored(sha256Of(tooLarge))).toBe(0);
  });

  it('keeps an Idempotency-Key on an upload without walking the bytes as JSON', async () => {
    const bytes = fakeImage('image/jpeg', PHOTO_MAX_BYTES);
    const headers = { 'idempotency-key': `photo-${sha256Of(bytes).slice(0, 16)}` };
    const first = await putPhoto(app, admin, bytes, { headers });
    const second = await putPhoto(app, admin, bytes, { headers });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.headers['idempotent-replayed']).toBe('true');
  });

  it('lets only staff upload', async () => {
    const bytes = fakeImage();
    expect((await putPhoto(app, null, bytes)).statusCode).toBe(401);
    expect((await putPhoto(app, customer, bytes)).statusCode).toBe(403);
    expect(await stored(sha256Of(bytes))).toBe(0);
  });

  it('shows a photo to staff and to the customer whose record names it; others get 404', async () => {
    const car = await addVehicle(app);
    const row = await insertReservation(app, customer.id, car.id, -1, 1);
    const body = await handoverBody(app, admin);
    const loose = await uploaded(app, admin);
    const front = body.photos[0]?.sha256 as string;

    // Before the record names it, the customer cannot see it.
    expect((await getPhoto(app, customer, front)).statusCode).toBe(404);
    expect((await handover(app, admin, row.id, 'checkout', body)).statusCode).toBe(201);

    for (const sha256 of [front, body.signature]) {
      expect((await getPhoto(app, customer, sha256)).statusCode).toBe(200);
      expect((await getPhoto(app, admin, sha256)).statusCode).toBe(200);
      const other = await getPhoto(app, otherCustomer, sha256);
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe(HANDOVER_MESSAGES.photoNotFound);
      expect((await getPhoto(app, null, sha256)).statusCode).toBe(401);
    }
    expect((await getPhoto(app, customer, loose)).statusCode).toBe(404);
    expect((await getPhoto(app, admin, loose)).statusCode).toBe(200);
    expect((await getPhoto(app, admin, sha256Of(fakeImage()))).statusCode).toBe(404);
  });

  it('shows a damage photo of a return to its customer', async () => {
    const car = await addVehicle(app);
    const row = await insertReservation(app, customer.id, car.id, -1, 1);
    await handover(app, admin, row.id, 'checkout', await handoverBody(app, admin));
    const dent = await uploaded(app, admin);
    const damages = [{ area: 'Capó', note: 'Abolladura', sha256: dent }];
    const back = await handover(
      app,
      admin,
      row.id,
      'checkin',
      await handoverBody(app, admin, { damages }),
    );
    expect(back.statusCode).toBe(201);
    expect((await getPhoto(app, customer, dent)).statusCode).toBe(200);
    expect((await getPhoto(app, otherCustomer, dent)).statusCode).toBe(404);
  });
});
