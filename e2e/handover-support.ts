import { deflateSync } from 'node:zlib';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** Helpers for the counter stories (issue 11): camera files, the signature, server checks. */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A camera-sized PNG (larger than the 1600 px the device must bring it down to): a colour
 * gradient, different per `seed`, so every photo has different bytes.
 */
export function cameraPhoto(seed: number, width = 2400, height = 1800): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const at = row + 1 + x * 3;
      rows[at] = (seed * 40 + x / 10) & 0xff;
      rows[at + 1] = (seed * 90 + y / 8) & 0xff;
      rows[at + 2] = (seed * 17) & 0xff;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const ANGLES = [
  'Frente',
  'Trasera',
  'Lateral izquierdo',
  'Lateral derecho',
  'Interior',
  'Tablero',
] as const;

/** Takes the six walk-around photos through the camera inputs, waiting for each preview. */
export async function takeSixPhotos(page: Page, firstSeed: number, altPrefix = 'Foto') {
  for (const [index, angle] of ANGLES.entries()) {
    await page.getByLabel(`Foto ${angle}`, { exact: true }).setInputFiles({
      name: `${angle}.png`,
      mimeType: 'image/png',
      buffer: cameraPhoto(firstSeed + index),
    });
    await expect(
      page.getByRole('img', { name: `${altPrefix}: ${angle}`, exact: true }),
    ).toBeVisible();
  }
}

/** Draws a signature with the mouse (pointer events), as a customer would with a finger. */
export async function drawSignature(page: Page, variant: number) {
  const canvas = page.getByTestId('signature-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('signature canvas not on screen');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) {
    // Each story signs differently: the same strokes would be the same photo (same SHA-256).
    const swing = 10 + (variant % 60);
    await page.mouse.move(box.x + 20 + step * 20, y + (step % 2 === 0 ? -swing : swing));
  }
  await page.mouse.up();
  await expect(canvas).toHaveAccessibleName('Firma del cliente registrada');
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

interface HandoverSide {
  odometer: number;
  fuel: number;
  photos: { angle: string; sha256: string }[];
  signature: string | null;
  damages: { area: string; note: string; sha256: string | null; estimatedCost: number | null }[];
}

export interface ReservationRecord {
  id: number;
  rentalStatus: 'booked' | 'inProgress' | 'returned';
  checkout: HandoverSide | null;
  checkin: HandoverSide | null;
}

export async function getReservation(
  request: APIRequestContext,
  token: string,
  id: number,
): Promise<ReservationRecord> {
  const response = await request.get(`/api/reservations/${id}`, { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return (await response.json()) as ReservationRecord;
}

/** The width and height a JPEG declares in its frame header. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes[at + 1] ?? 0;
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xc3) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

/** Every photo the server holds is the device's resized JPEG, named by its own SHA-256. */
export async function expectPhotoStored(
  request: APIRequestContext,
  token: string,
  sha256: string,
  kind: 'photo' | 'signature' = 'photo',
) {
  const response = await request.get(`/api/photos/${sha256}`, { headers: bearer(token) });
  expect(response.status(), `photo ${sha256}`).toBe(200);
  const bytes = await response.body();
  const { createHash } = await import('node:crypto');
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(sha256);
  if (kind === 'signature') {
    expect(response.headers()['content-type']).toContain('image/png');
    return;
  }
  expect(response.headers()['content-type']).toContain('image/jpeg');
  // 2400x1800 from the "camera", brought down to 1600 on its longest side.
  expect(jpegSize(bytes)).toEqual({ width: 1600, height: 1200 });
}
