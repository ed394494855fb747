import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';

/**
 * Photos and signatures taken at the counter, kept on the device (IndexedDB) from the moment they
 * are taken until the server has them (DESIGN 9): an upload may wait in the outbox for hours on a
 * lot without signal, and the check-in screen must still show the pickup photos meanwhile.
 */
export interface StoredPhoto {
  blob: Blob;
  savedAt: number;
  /** Named by a record the user confirmed; until then it is a draft of an open form. */
  submitted: boolean;
}

/** A draft nobody confirmed within a day was abandoned. */
const DRAFT_TTL_MS = 24 * 60 * 60 * 1000;

let photoStore: UseStore | null = null;
function store(): UseStore {
  photoStore ??= createStore('elite-drive-photos', 'photos');
  return photoStore;
}

export async function savePhoto(sha256: string, blob: Blob, now = Date.now()): Promise<void> {
  await set(sha256, { blob, savedAt: now, submitted: false } satisfies StoredPhoto, store());
}

export async function loadPhoto(sha256: string): Promise<Blob | null> {
  try {
    const stored = await get<StoredPhoto>(sha256, store());
    return stored?.blob ?? null;
  } catch {
    return null;
  }
}

/** The user confirmed the record naming these photos: keep them until they are uploaded. */
export async function markSubmitted(hashes: readonly string[]): Promise<void> {
  for (const sha256 of hashes) {
    const stored = await get<StoredPhoto>(sha256, store());
    if (stored) await set(sha256, { ...stored, submitted: true }, store());
  }
}

export async function forgetPhoto(sha256: string): Promise<void> {
  await del(sha256, store()).catch(() => undefined);
}

/** Which stored photos may go: confirmed and no longer waiting for upload, or abandoned drafts. */
export function photosToPrune(
  stored: readonly (readonly [string, StoredPhoto])[],
  stillNeeded: ReadonlySet<string>,
  now: number,
): string[] {
  return stored
    .filter(([sha256, photo]) =>
      photo.submitted ? !stillNeeded.has(sha256) : now - photo.savedAt > DRAFT_TTL_MS,
    )
    .map(([sha256]) => sha256);
}

export async function prunePhotos(stillNeeded: ReadonlySet<string>, now = Date.now()) {
  try {
    const all = (await entries<string, StoredPhoto>(store())) as [string, StoredPhoto][];
    for (const sha256 of photosToPrune(all, stillNeeded, now)) await forgetPhoto(sha256);
  } catch {
    // No IndexedDB: nothing was stored either.
  }
}

export interface StorageUse {
  /** Photos waiting on this device. */
  photos: number;
  photoBytes: number;
  /** What the browser reports for the whole site (caches, queue, photos), when it can. */
  usage: number | null;
  quota: number | null;
}

export async function storageUse(): Promise<StorageUse> {
  let photos = 0;
  let photoBytes = 0;
  try {
    for (const [, photo] of await entries<string, StoredPhoto>(store())) {
      photos += 1;
      photoBytes += photo.blob.size;
    }
  } catch {
    // Counted as none.
  }
  const estimate = await navigator.storage?.estimate?.().catch(() => null);
  return {
    photos,
    photoBytes,
    usage: estimate?.usage ?? null,
    quota: estimate?.quota ?? null,
  };
}
