import { namedPhotos } from '#domain/handover.ts';
import type { HandoverInput } from '#domain/handover-contracts.ts';
import type { OutboxKind } from '#domain/outbox-kinds.ts';
import { type QueuedAnswer, type QueuedResult, queuedRequest } from '../../../lib/outbox-client.ts';
import { loadPhoto, markSubmitted } from '../../../lib/photo-store.ts';
import { uploadPhoto } from '../../../lib/photos-api.ts';

export type HandoverSide = 'checkout' | 'checkin';

export const SIDE_LABELS: Record<HandoverSide, string> = {
  checkout: 'Entrega',
  checkin: 'Devolución',
};

/** The outbox kind of each side's record (its photos are 'photo-upload'). */
export const HANDOVER_KINDS = {
  checkout: 'reservation-checkout',
  checkin: 'reservation-checkin',
} as const satisfies Record<HandoverSide, OutboxKind>;

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
): Promise<QueuedResult<unknown>> {
  const hashes = namedPhotos({
    photos: record.photos,
    signature: record.signature ?? null,
    damages: record.damages ?? [],
  });
  await markSubmitted(hashes);
  let keptPhoto: QueuedAnswer | null = null;
  for (const sha256 of hashes) {
    const blob = await loadPhoto(sha256);
    // Already uploaded (and dropped from the device) by an earlier attempt.
    if (!blob) continue;
    const label = `Foto de la ${SIDE_LABELS[side].toLowerCase()} de la reserva #${reservationId}`;
    // Every photo is sent (or kept) in turn; the first one kept stands for them all.
    const kept = await uploadPhoto(sha256, blob, label);
    keptPhoto ??= kept;
  }
  const answer = await queuedRequest({
    method: 'POST',
    path: `/reservations/${reservationId}/${side}`,
    body: record as unknown as Record<string, unknown>,
    label: `${SIDE_LABELS[side]} de la reserva #${reservationId}`,
    idempotencyKey,
  });
  // A record whose photos wait is kept with them, as far as the user is concerned.
  return answer.queued || !keptPhoto ? answer : keptPhoto;
}
