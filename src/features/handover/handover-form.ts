import {
  HANDOVER_MESSAGES as M,
  PHOTO_ANGLE_LABELS,
  PHOTO_ANGLES,
  type PhotoAngle,
} from '#domain/handover.ts';
import type { HandoverInput } from '#domain/handover-contracts.ts';

/** What the staff member has filled in so far, as typed. */
export interface HandoverDraft {
  odometer: string;
  fuel: number | null;
  photos: Partial<Record<PhotoAngle, string>>;
  notes: string;
}

export const EMPTY_DRAFT: HandoverDraft = { odometer: '', fuel: null, photos: {}, notes: '' };

export interface DraftErrors {
  odometer?: string;
  fuel?: string;
  photos?: Partial<Record<PhotoAngle, string>>;
}

export const missingPhoto = (angle: PhotoAngle) => `Falta la foto: ${PHOTO_ANGLE_LABELS[angle]}`;

/**
 * The form's own checks, with the server's messages; the server checks again (and knows the
 * vehicle's last reading, which a check-out form offline may not). `minOdometer` is the pickup
 * reading on a return.
 */
export function validateDraft(draft: HandoverDraft, minOdometer?: number): DraftErrors {
  const errors: DraftErrors = {};
  const odometer = draft.odometer.replace(/[\s.,]/g, '');
  if (odometer === '') errors.odometer = M.odometerRequired;
  else if (!/^\d{1,7}$/.test(odometer)) errors.odometer = M.odometerInvalid;
  else if (minOdometer !== undefined && Number(odometer) < minOdometer) {
    errors.odometer = M.odometerBelowLast(minOdometer);
  }
  if (draft.fuel === null) errors.fuel = M.fuelRequired;
  const photos: Partial<Record<PhotoAngle, string>> = {};
  for (const angle of PHOTO_ANGLES) if (!draft.photos[angle]) photos[angle] = missingPhoto(angle);
  if (Object.keys(photos).length > 0) errors.photos = photos;
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some((value) => value !== undefined);
}

/** A check-out or check-in body as this page builds it: readings already numbers. */
export type HandoverRecord = HandoverInput & { odometer: number; fuel: number };

/** The body of the check-out or check-in, from a valid draft. */
export function draftToRecord(
  draft: HandoverDraft,
  extra: Pick<HandoverInput, 'signature' | 'damages'> = {},
): HandoverRecord {
  return {
    odometer: Number(draft.odometer.replace(/[\s.,]/g, '')),
    fuel: draft.fuel ?? 0,
    notes: draft.notes.trim() || null,
    photos: PHOTO_ANGLES.flatMap((angle) => {
      const sha256 = draft.photos[angle];
      return sha256 ? [{ angle, sha256 }] : [];
    }),
    ...extra,
  };
}
