import {
  FUEL_EIGHTHS,
  HANDOVER_MESSAGES as M,
  ODOMETER_SOURCES,
  PHOTO_ANGLES,
  RENTAL_STATUSES,
  SHA256_PATTERN,
} from './handover.ts';
import { CHECKOUT_WARNING_KINDS, HANDOVER_CHECK_MESSAGES as CM } from './handover-checks.ts';
import { licenseInput, licenseView } from './license.ts';
import { roundToCents } from './money.ts';
import { z } from './zod.ts';

/** The zod contracts of check-out, check-in, photos, operations of the day and the odometer. */

// ---- request contracts ------------------------------------------------------------------------

/** A whole number typed into a form may arrive as its digits. */
function wholeNumber(required: string, invalid: string, max: number, tooHigh: string) {
  return z
    .union([z.number(), z.string()], {
      error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid),
    })
    .transform((value, ctx) => {
      const text = typeof value === 'string' ? value.trim() : null;
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: required });
        return z.NEVER;
      }
      const parsed = text === null ? value : /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
      if (typeof parsed !== 'number' || !Number.isInteger(parsed) || parsed < 0) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      if (parsed > max) {
        ctx.addIssue({ code: 'custom', message: tooHigh });
        return z.NEVER;
      }
      return parsed;
    });
}

export const sha256Field = z
  .string({ error: M.sha256Invalid })
  .trim()
  .toLowerCase()
  .regex(SHA256_PATTERN, M.sha256Invalid);

const photoInput = z.strictObject({
  angle: z.enum(PHOTO_ANGLES, { error: M.photoAngleInvalid }),
  sha256: sha256Field,
});

const damageInput = z.strictObject({
  area: z
    .string({ error: M.damageAreaRequired })
    .trim()
    .min(1, M.damageAreaRequired)
    .max(80, M.damageAreaTooLong),
  note: z
    .string({ error: M.damageNoteRequired })
    .trim()
    .min(1, M.damageNoteRequired)
    .max(500, M.damageNoteTooLong),
  sha256: sha256Field.nullish().transform((value) => value ?? null),
  estimatedCost: z
    .union([z.number(), z.string(), z.null()], { error: M.damageCostInvalid })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || value === '') return null;
      const parsed = typeof value === 'number' ? value : Number(value.trim());
      if (!Number.isFinite(parsed) || parsed < 0 || parsed > 1_000_000) {
        ctx.addIssue({ code: 'custom', message: M.damageCostInvalid });
        return z.NEVER;
      }
      return roundToCents(parsed);
    }),
});

/**
 * The body of POST /api/reservations/{id}/checkout and /checkin. Photos are named by their
 * SHA-256 and uploaded apart (PUT /api/photos/{sha256}); each angle at most once.
 */
export const handoverInput = z.strictObject({
  odometer: wholeNumber(M.odometerRequired, M.odometerInvalid, 5_000_000, M.odometerTooHigh),
  fuel: wholeNumber(M.fuelRequired, M.fuelInvalid, FUEL_EIGHTHS, M.fuelInvalid),
  notes: z
    .string({ error: M.notesTooLong })
    .trim()
    .max(1000, M.notesTooLong)
    .nullish()
    .transform((value) => value || null),
  photos: z
    .array(photoInput, { error: M.photosRequired })
    .max(PHOTO_ANGLES.length, M.photoAngleRepeated)
    .refine(
      (photos) => new Set(photos.map((photo) => photo.angle)).size === photos.length,
      M.photoAngleRepeated,
    ),
  signature: sha256Field.nullish().transform((value) => value ?? null),
  damages: z.array(damageInput).max(30, M.damagesTooMany).default([]),
  /** Issue 27: the counter confirmed a reading the server found implausibly high. */
  confirmImplausible: z
    .boolean({ error: 'confirmImplausible debe ser verdadero o falso' })
    .optional(),
  /** Issue 27: the reason to hand over a car despite its warnings (check-out). */
  override: z
    .strictObject(
      {
        reason: z
          .string({ error: CM.overrideReasonRequired })
          .trim()
          .min(1, CM.overrideReasonRequired)
          .max(500, CM.overrideReasonTooLong),
      },
      { error: CM.overrideReasonRequired },
    )
    .optional(),
  /** Issue 28: the driving licence, at check-out (optional for older clients). */
  license: licenseInput.optional(),
});
export type HandoverInput = z.input<typeof handoverInput>;
export type HandoverData = z.output<typeof handoverInput>;

/** GET /api/operations/today?date=YYYY-MM-DD (today in El Salvador when absent). */
export const operationsQuery = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'La fecha debe tener el formato YYYY-MM-DD')
    .optional(),
});

export const photoParams = z.object({ sha256: sha256Field });

// ---- response contracts -----------------------------------------------------------------------

export const handoverPhotoView = z.object({
  angle: z.enum(PHOTO_ANGLES),
  sha256: z.string(),
});

export const damageView = z.object({
  area: z.string(),
  note: z.string(),
  sha256: z.string().nullable(),
  estimatedCost: z.number().nullable(),
});
export type DamageView = z.infer<typeof damageView>;

/** One side of the handover, as reservation views carry it in `checkout` and `checkin`. */
export const handoverView = z.object({
  /** When it was recorded (ISO timestamp). */
  at: z.string(),
  /** The staff member who recorded it. */
  by: z.object({ id: z.number(), name: z.string() }),
  odometer: z.number(),
  fuel: z.number(),
  notes: z.string().nullable(),
  photos: z.array(handoverPhotoView),
  damages: z.array(damageView),
  /** The SHA-256 of the customer's drawn signature (check-out; null when none was taken). */
  signature: z.string().nullable(),
  /** Issue 27: why the car was handed over despite its warnings (check-out; null when none). */
  overrideReason: z.string().nullable(),
  /** Issue 28: the driving licence seen at check-out; null when none was given. */
  license: licenseView.nullable().optional(),
  /**
   * Issue 27: the record's odometer reading was voided afterwards (who, when, why): it stays
   * shown, marked 'Anulada', and no longer counts. Absent on views cached before it existed.
   */
  odometerVoided: z
    .object({
      at: z.string(),
      by: z.object({ id: z.number(), name: z.string() }),
      reason: z.string(),
    })
    .nullable()
    .optional(),
});
export type HandoverView = z.infer<typeof handoverView>;

export const rentalStatusField = z.enum(RENTAL_STATUSES);

/** PUT /api/photos/{sha256}: 201 when stored now, 200 when it was already there. */
export const photoStoredView = z.object({
  sha256: z.string(),
  contentType: z.string(),
  size: z.number(),
});

/** GET /api/vehicles/{id}/odometer, newest first. */
export const odometerReadingView = z.object({
  id: z.number(),
  /** The calendar day in El Salvador (YYYY-MM-DD). */
  date: z.string(),
  /** The moment it was read (ISO timestamp). */
  at: z.string(),
  km: z.number(),
  source: z.enum(ODOMETER_SOURCES),
  reservationId: z.number().nullable(),
  /** Issue 27: a voided reading stays in the log; it no longer counts. */
  voided: z.boolean(),
  voidedAt: z.string().nullable(),
  voidedBy: z.object({ id: z.number(), name: z.string() }).nullable(),
  voidReason: z.string().nullable(),
});
export type OdometerReadingView = z.infer<typeof odometerReadingView>;

/** New damage found at a return, for the dashboard alerts (GET /api/operations/damage-alerts). */
export const damageAlertView = z.object({
  vehicleId: z.number(),
  vehicleName: z.string(),
  reservationId: z.number(),
  reportedAt: z.string(),
  damages: z.array(damageView),
});
export type DamageAlertView = z.infer<typeof damageAlertView>;

// ---- issue 27: readings that protect themselves, warnings before a check-out ------------------

/** POST /api/vehicles/{id}/odometer/{readingId}/void */
export const voidReadingInput = z.strictObject({
  reason: z
    .string({ error: 'El motivo de la anulación es requerido' })
    .trim()
    .min(1, 'El motivo de la anulación es requerido')
    .max(500, 'El motivo no puede tener más de 500 caracteres'),
});

export const implausibleFiguresView = z.object({
  previousKm: z.number(),
  previousDate: z.string().nullable(),
  reading: z.number(),
  increase: z.number(),
  maxIncrease: z.number(),
});

export const checkoutWarningView = z.object({
  kind: z.enum(CHECKOUT_WARNING_KINDS),
  message: z.string(),
  dueBy: z.enum(['km', 'time']).nullable(),
  dueDate: z.string().nullable(),
  kmToService: z.number().nullable(),
  reservationId: z.number().nullable(),
  damages: z.array(z.object({ area: z.string(), note: z.string() })),
});
export type CheckoutWarningView = z.infer<typeof checkoutWarningView>;

/**
 * GET /api/reservations/{id}/checkout-warnings: what the check-out and check-in screens show
 * before the counter submits: the vehicle's last valid reading, the most a reading may rise
 * without a confirmation, and (before a check-out) the warnings that need a reason.
 */
export const handoverChecksView = z.object({
  lastReading: z.object({ km: z.number(), date: z.string(), at: z.string() }).nullable(),
  /** Above this, the reading needs `confirmImplausible` (for the side still to record). */
  maxPlausibleKm: z.number(),
  /** The vehicle's kilometers now: with lastReading, what domain's implausibleReading reads. */
  vehicleKm: z.number(),
  warnings: z.array(checkoutWarningView),
});
export type HandoverChecksView = z.infer<typeof handoverChecksView>;
