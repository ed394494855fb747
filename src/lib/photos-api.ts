import { api } from './api-client.ts';
import { isQueued, outboxHeaders, type QueuedAnswer } from './outbox-client.ts';
import { forgetPhoto, loadPhoto } from './photo-store.ts';

/**
 * Photos of the counter (issue 11), named by SHA-256. Uploads go through the service worker,
 * which keeps them in the outbox when there is no connection; a photo on screen comes from the
 * device when it is still there, otherwise from the server with the session's token (the server
 * serves a photo only to admins and the reservation's customer, so a bare <img src> would fail).
 */
export const photoPath = (sha256: string) => `/photos/${sha256}`;

/** PUT /api/photos/{sha256}; resolves null when uploaded now, the worker's answer when kept. */
export async function uploadPhoto(
  sha256: string,
  blob: Blob,
  label: string,
): Promise<QueuedAnswer | null> {
  const response = await api.raw<unknown>(photoPath(sha256), {
    method: 'PUT',
    body: blob,
    // The hash names the bytes: uploading the same photo twice is the same request.
    headers: { ...outboxHeaders(label, `photo-${sha256}`), 'Content-Type': blob.type },
  });
  if (response.status === 202 && isQueued(response._data)) return response._data;
  // The server has it now: the device copy is no longer needed.
  await forgetPhoto(sha256);
  return null;
}

/** The photo's bytes: from the device if it is still here, else from the server. */
export async function photoBlob(sha256: string, signal?: AbortSignal): Promise<Blob> {
  const local = await loadPhoto(sha256);
  if (local) return local;
  return api<Blob, 'blob'>(photoPath(sha256), {
    responseType: 'blob',
    ...(signal ? { signal } : {}),
  });
}
