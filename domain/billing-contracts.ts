import {
  CHARGE_KIND_LABELS,
  CHARGE_KINDS,
  hasCentsOnly,
  BILLING_MESSAGES as M,
  MAX_AMOUNT,
  PAYMENT_METHODS,
  PROPOSED_KINDS,
} from './billing.ts';
import { handoverInput } from './handover-contracts.ts';
import { roundToCents } from './money.ts';
import { textField } from './text.ts';
import { VEHICLE_TYPES } from './vehicle-kinds.ts';
import { z } from './zod.ts';

/** The zod contracts of issue 30: money in hand-over bodies, settings and reservation views. */

/**
 * Dollars with at most two decimals, 0 to $1,000,000.00; a form's text ('12.50') is read too.
 * The output is the amount rounded to cents.
 */
export function amountField(required: string = M.amountRequired) {
  return z
    .union([z.number(), z.string()], {
      error: (issue) =>
        issue.input === undefined || issue.input === null ? required : M.amountInvalid,
    })
    .transform((value, ctx) => {
      const text = typeof value === 'string' ? value.trim() : null;
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: required });
        return z.NEVER;
      }
      const parsed = text === null ? value : /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
      if (typeof parsed !== 'number' || !Number.isFinite(parsed) || parsed < 0) {
        ctx.addIssue({ code: 'custom', message: M.amountInvalid });
        return z.NEVER;
      }
      if (!hasCentsOnly(parsed)) {
        ctx.addIssue({ code: 'custom', message: M.amountDecimals });
        return z.NEVER;
      }
      if (parsed > MAX_AMOUNT) {
        ctx.addIssue({ code: 'custom', message: M.amountTooHigh });
        return z.NEVER;
      }
      return roundToCents(parsed);
    });
}

const methodField = z.enum(PAYMENT_METHODS, { error: M.methodInvalid });

const referenceField = textField(M.referenceTooLong)
  .trim()
  .max(100, M.referenceTooLong)
  .nullish()
  .transform((value) => value || null);

/** Check-out's `deposit` and check-in's `payment`: recorded, not processed. */
export const moneyMovementInput = z.strictObject(
  { amount: amountField(), method: methodField, reference: referenceField },
  { error: M.amountRequired },
);

/** One of check-in's `charges`; `reason` is needed when the amount differs from the proposal. */
export const chargeInput = z.strictObject({
  kind: z.enum(CHARGE_KINDS, { error: M.chargeKindInvalid }),
  description: textField(M.chargeDescriptionRequired)
    .trim()
    .min(1, M.chargeDescriptionRequired)
    .max(200, M.chargeDescriptionTooLong),
  amount: amountField(),
  reason: textField(M.chargeReasonTooLong)
    .trim()
    .max(500, M.chargeReasonTooLong)
    .nullish()
    .transform((value) => value || null),
});
export type ChargeInput = z.output<typeof chargeInput>;

/** The proposed kinds (late, fuel, cleaning) at most once each; damage and other repeat. */
export const chargesInput = z
  .array(chargeInput, { error: M.chargesTooMany })
  .max(30, M.chargesTooMany)
  .superRefine((charges, ctx) => {
    for (const kind of PROPOSED_KINDS) {
      if (charges.filter((charge) => charge.kind === kind).length > 1) {
        ctx.addIssue({ code: 'custom', message: M.chargeRepeated(CHARGE_KIND_LABELS[kind]) });
      }
    }
  });

/** The money settings as PUT /api/settings takes them (`money`) and GET answers them. */
export const moneySettingsInput = z.strictObject({
  agreementTerms: textField(M.termsRequired, { multiLine: true })
    .trim()
    .min(1, M.termsRequired)
    .max(5000, M.termsTooLong),
  /** Null: the booking's own price per day. */
  lateFeePerDay: amountField().nullable(),
  fuelChargePerEighth: amountField(),
  cleaningFee: amountField(),
  depositByType: z.strictObject(
    Object.fromEntries(VEHICLE_TYPES.map((type) => [type, amountField()])) as Record<
      (typeof VEHICLE_TYPES)[number],
      ReturnType<typeof amountField>
    >,
    { error: M.amountRequired },
  ),
});

export const moneySettingsView = z.object({
  agreementTerms: z.string(),
  lateFeePerDay: z.number().nullable(),
  fuelChargePerEighth: z.number(),
  cleaningFee: z.number(),
  depositByType: z.object(
    Object.fromEntries(VEHICLE_TYPES.map((type) => [type, z.number()])) as Record<
      (typeof VEHICLE_TYPES)[number],
      z.ZodNumber
    >,
  ),
});

const movementView = z.object({
  amount: z.number(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  at: z.string(),
});

export const chargeView = z.object({
  kind: z.enum(CHARGE_KINDS),
  description: z.string(),
  amount: z.number(),
  /** What the rules proposed (late, fuel, cleaning); null for damage and other. */
  proposed: z.number().nullable(),
  /** Why staff changed the proposed amount; null when they did not. */
  reason: z.string().nullable(),
});

/**
 * A reservation's money (issue 30): dollars with two decimals; `deposit` the amount held,
 * `paid` the payments' sum, `balance = base + charges − deposit − paid` (> 0 owed by the
 * customer, < 0 owed to them).
 */
export const billingView = z.object({
  base: z.number(),
  charges: z.array(chargeView),
  deposit: z.number(),
  paid: z.number(),
  balance: z.number(),
  /** The deposit's and the payments' records (method, reference, when). */
  depositRecord: movementView.nullable(),
  payments: z.array(movementView),
});
export type BillingView = z.infer<typeof billingView>;

const documentRefView = z.object({
  /** '2026-000123'. */
  number: z.string(),
  /** The PDF's address: /api/reservations/{id}/agreement.pdf or /statement.pdf. */
  url: z.string(),
  issuedAt: z.string(),
});

/** Which documents exist; null until the check-out (agreement) or check-in (statement). */
export const documentsView = z.object({
  agreement: documentRefView.nullable(),
  statement: documentRefView.nullable(),
});
export type DocumentsView = z.infer<typeof documentsView>;

/** POST /api/reservations/{id}/checkout: the hand-over plus the deposit held (optional). */
export const checkoutInput = handoverInput.extend({ deposit: moneyMovementInput.optional() });

/**
 * POST /api/reservations/{id}/checkin: the hand-over plus the charges and the payment taken
 * (optional: a client from before issue 30 sends neither).
 */
export const checkinInput = handoverInput.extend({
  charges: chargesInput.optional(),
  payment: moneyMovementInput.optional(),
  /**
   * When the counter finished the form (ISO 8601 with its zone), sent online and offline: the
   * late charge is proposed for that day, so a check-in queued offline and replayed the next day
   * is not refused for a proposal that grew meanwhile. Ignored (the server's own time counts)
   * when implausible: see returnMoment. Optional: older clients send none.
   */
  recordedAt: z.iso.datetime({ offset: true, error: M.recordedAtInvalid }).optional(),
});

export type MoneyMovement = z.output<typeof moneyMovementInput>;

/** What a check-out or check-in records besides the hand-over itself. */
export interface HandoverMoney {
  deposit?: MoneyMovement;
  charges?: ChargeInput[];
  payment?: MoneyMovement;
}

/**
 * GET /api/reports/charges: the charges recorded in the period (days in El Salvador, first and
 * last included), by kind, every kind listed (zero when none), in CHARGE_KINDS' order.
 */
export const chargeReportView = z.object({
  from: z.string(),
  to: z.string(),
  kinds: z.array(
    z.object({
      kind: z.enum(CHARGE_KINDS),
      label: z.string(),
      count: z.number(),
      amount: z.number(),
    }),
  ),
  total: z.number(),
});
export type ChargeReport = z.infer<typeof chargeReportView>;

/**
 * POST /api/reservations/{id}/billing (admins, after the return): charges found later or a
 * payment taken later; a new statement replaces the current one, naming it.
 */
export const billingCorrectionInput = z
  .strictObject({
    charges: chargesInput.optional(),
    payment: moneyMovementInput.optional(),
    reason: textField(M.correctionReasonRequired)
      .trim()
      .min(1, M.correctionReasonRequired)
      .max(500, M.chargeReasonTooLong),
  })
  .refine((body) => (body.charges?.length ?? 0) > 0 || body.payment !== undefined, {
    message: M.correctionEmpty,
    path: ['charges'],
  });
export type BillingCorrection = z.output<typeof billingCorrectionInput>;
