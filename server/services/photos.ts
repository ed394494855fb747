import { createHash } from 'node:crypto';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { HANDOVER_MESSAGES as M, type PhotoContentType, sniffImageType } from '#domain/handover.ts';
import { isAdmin, type PublicUser } from '#domain/roles.ts';
import type { Db } from '../db/client.ts';
import { handovers, photos, reservations } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';

export interface StoredPhoto {
  sha256: string;
  contentType: PhotoContentType;
  size: number;
}

/**
 * Stores a photo under the SHA-256 of its bytes, after checking that the bytes are that hash and
 * really an image. Storing the same photo again changes nothing (`created` false).
 */
export async function storePhoto(
  db: Db,
  sha256: string,
  bytes: Buffer,
  uploadedBy: number,
): Promise<{ photo: StoredPhoto; created: boolean }> {
  if (bytes.length === 0) throw new AppError(400, 'PHOTO_EMPTY', M.photoEmpty);
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', M.photoNotImage);
  if (createHash('sha256').update(bytes).digest('hex') !== sha256) {
    throw new AppError(400, 'PHOTO_HASH_MISMATCH', M.photoHashMismatch);
  }
  const photo = { sha256, contentType, size: bytes.length };
  const inserted = await db
    .insert(photos)
    // As base64 text decoded by the database: PGlite turns a binary parameter into hex byte by
    // byte in JavaScript, about 40 times slower for a 1.5 MB photo (BENCHMARKS.md).
    .values({ ...photo, bytes: sql`decode(${bytes.toString('base64')}, 'base64')`, uploadedBy })
    .onConflictDoNothing({ target: photos.sha256 })
    .returning({ sha256: photos.sha256 });
  return { photo, created: inserted.length > 0 };
}

/** The names among `names` that no upload has stored yet. */
export async function missingPhotos(db: Db, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db
    .select({ sha256: photos.sha256 })
    .from(photos)
    .where(inArray(photos.sha256, names));
  const stored = new Set(rows.map((row) => row.sha256));
  return names.filter((name) => !stored.has(name));
}

/** Whether a check-out or check-in of one of `userId`'s reservations names the photo. */
async function namedInOwnHandover(db: Db, userId: number, sha256: string): Promise<boolean> {
  const named = sql`jsonb_build_array(jsonb_build_object('sha256', ${sha256}::text))`;
  const [row] = await db
    .select({ id: handovers.id })
    .from(handovers)
    .innerJoin(reservations, eq(reservations.id, handovers.reservationId))
    .where(
      and(
        eq(reservations.userId, userId),
        or(
          eq(handovers.signature, sha256),
          sql`${handovers.photos} @> ${named}`,
          sql`${handovers.damages} @> ${named}`,
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A photo for an admin, or for the customer whose reservation's record names it. Anyone else
 * learns nothing, not even that it exists: 404.
 */
export async function readPhoto(db: Db, sha256: string, reader: PublicUser) {
  if (!isAdmin(reader) && !(await namedInOwnHandover(db, reader.id, sha256))) {
    throw notFound(M.photoNotFound);
  }
  const [row] = await db
    .select({
      contentType: photos.contentType,
      base64: sql<string>`encode(${photos.bytes}, 'base64')`,
    })
    .from(photos)
    .where(eq(photos.sha256, sha256));
  if (!row) throw notFound(M.photoNotFound);
  // PostgreSQL breaks base64 into lines; Node's decoder skips the line breaks.
  return { contentType: row.contentType, bytes: Buffer.from(row.base64, 'base64') };
}
