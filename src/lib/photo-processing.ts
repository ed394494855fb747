/**
 * Photos are made small on the device before they are stored or sent (DESIGN 9): the longest
 * side at most 1600 px, JPEG at 0.8, then named by the SHA-256 of those bytes so a record can
 * name its photos before they reach the server (which checks the hash).
 */
export const MAX_PHOTO_SIDE = 1600;
export const PHOTO_QUALITY = 0.8;
export const PHOTO_TYPE = 'image/jpeg';

/** The size that fits the longest side into `max` (never enlarged). */
export function fitWithin(width: number, height: number, max = MAX_PHOTO_SIDE) {
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

export async function sha256Hex(blob: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function canvasBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('canvas.toBlob failed'))),
      type,
      quality,
    );
  });
}

export class PhotoReadError extends Error {
  override name = 'PhotoReadError';
}

/** A camera or gallery file, resized and re-encoded; throws PhotoReadError for a non-image. */
export async function resizePhoto(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PhotoReadError('No se pudo leer la imagen. Toma la foto de nuevo.');
  }
  const { width, height } = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new PhotoReadError('Este dispositivo no puede procesar fotos.');
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return canvasBlob(canvas, PHOTO_TYPE, PHOTO_QUALITY);
}

/** A drawn signature as an image (PNG keeps the strokes sharp and small). */
export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return canvasBlob(canvas, 'image/png');
}

export interface PreparedPhoto {
  sha256: string;
  blob: Blob;
}

export async function hashed(blob: Blob): Promise<PreparedPhoto> {
  return { sha256: await sha256Hex(blob), blob };
}
