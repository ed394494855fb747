/** Photos, handover bodies and calls shared by the check-out, check-in and photo tests. */

import { createHash, randomBytes } from 'node:crypto';
import { PHOTO_ANGLES, type PhotoAngle } from '#domain/handover.ts';
import type { App } from '../app.ts';
import type { Person } from './bookings.ts';

const MAGIC = {
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/webp': [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBPVP8 ')],
} as const;

export type ImageType = keyof typeof MAGIC;

/** Bytes that start as a real file of that type does, then random: a different photo each call. */
export function fakeImage(type: ImageType = 'image/jpeg', size = 2048): Buffer {
  const head = Buffer.from(MAGIC[type]);
  return Buffer.concat([head, randomBytes(Math.max(0, size - head.length))]);
}

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export function putPhoto(
  app: App,
  who: Person | null,
  bytes: Buffer,
  options: { type?: string; sha256?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'PUT',
    url: `/api/photos/${options.sha256 ?? sha256Of(bytes)}`,
    headers: { ...who?.headers, 'content-type': options.type ?? 'image/jpeg', ...options.headers },
    payload: bytes,
  });
}

export function getPhoto(app: App, who: Person | null, sha256: string) {
  return app.inject({ method: 'GET', url: `/api/photos/${sha256}`, headers: { ...who?.headers } });
}

/** A stored photo's name; anything but 201 throws. */
export async function uploaded(app: App, admin: Person, type: ImageType = 'image/jpeg') {
  const bytes = fakeImage(type);
  const res = await putPhoto(app, admin, bytes, { type });
  if (res.statusCode !== 201) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
  return sha256Of(bytes);
}

/** The six walk-around photos, uploaded. */
export async function walkAround(app: App, admin: Person) {
  const photos: { angle: PhotoAngle; sha256: string }[] = [];
  for (const angle of PHOTO_ANGLES) photos.push({ angle, sha256: await uploaded(app, admin) });
  return photos;
}

/** A whole check-out or check-in body, its photos and signature uploaded. */
export async function handoverBody(
  app: App,
  admin: Person,
  overrides: Record<string, unknown> = {},
) {
  return {
    odometer: 1000,
    fuel: 8,
    notes: 'Rayón pequeño en la puerta trasera',
    photos: await walkAround(app, admin),
    signature: await uploaded(app, admin, 'image/png'),
    ...overrides,
  };
}

export function handover(
  app: App,
  who: Person | null,
  reservationId: number,
  kind: 'checkout' | 'checkin',
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/reservations/${reservationId}/${kind}`,
    headers: { ...who?.headers, ...headers },
    payload,
  });
}

/** A check-out or check-in by `admin` with a whole body (photos and signature uploaded). */
export async function recordHandover(
  app: App,
  admin: Person,
  reservationId: number,
  kind: 'checkout' | 'checkin',
  overrides: Record<string, unknown> = {},
) {
  return handover(app, admin, reservationId, kind, await handoverBody(app, admin, overrides));
}
