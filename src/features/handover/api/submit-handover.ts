import { namedPhotos } from '#domain/handover.ts';
import type { HandoverInput } from '#domain/handover-contracts.ts';
import { queuedRequest } from '../../../lib/outbox-client.ts';
import { loadPhoto, markSubmitted } from '../../../lib/photo-store.ts';
import { uploadPhoto } from '../../../lib/photos-api.ts';

export type HandoverSide = 'checkout' | 'checkin';

export const SIDE_LABELS: Record<HandoverSide, string> = {
  checkout: 'Entrega',
  checkin: 'Devolución',
};

export class MissingPhotoError extends Error {
  override name = 'MissingPhotoError';
}

/**
 * Sends a check-out or check-in (issue 11): every photo it names first, one by one, then the
 * record. Offline, the service worker queues each upload and the record behind them, in this
 * order, and replays them once the connection is back. The Idempotency-Key is made when the user
 * confirmed, so pressing again after a lost answer is not a second record.
 */
export async function submitHandover(
  side: HandoverSide,
  reservationId: number,
  record: HandoverInput,
  idempotencyKey: string,
): Promise<{ queued: boolean }> {
  const hashes = namedPhotos({
    photos: record.photos,
    signature: record.signature ?? null,
    damages: record.damages ?? [],
  });
  await markSubmitted(hashes);
  let queued = false;
  for (const sha256 of hashes) {
    const blob = await loadPhoto(sha256);
    // Already uploaded (and dropped from the device) by an earlier attempt.
    if (!blob) continue;
    const label = `Foto de la ${SIDE_LABELS[side].toLowerCase()} de la reserva #${reservationId}`;
    if (!(await uploadPhoto(sha256, blob, label))) queued = true;
  }
  const answer = await queuedRequest({
    method: 'POST',
    path: `/reservations/${reservationId}/${side}`,
    body: record as unknown as Record<string, unknown>,
    label: `${SIDE_LABELS[side]} de la reserva #${reservationId}`,
    idempotencyKey,
  });
  return { queued: queued || answer.queued };
}
