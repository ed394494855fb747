import { daysBetween, todayInElSalvador } from './dates.ts';
import { FUEL_EIGHTHS } from './handover.ts';
import { roundToCents } from './money.ts';
import type { VehicleType } from './vehicle-kinds.ts';

/**
 * Issue 30: what a rental costs beyond its booking (charges), what was held (deposit) and paid,
 * and the numbered documents. The server records and the hand-over screen proposes with these
 * same functions. Amounts are dollars with two decimals at the edges and whole cents inside.
 */

export const CHARGE_KINDS = ['late', 'fuel', 'damage', 'cleaning', 'other'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

/** The kinds the rules propose an amount for; each at most once per return. */
export const PROPOSED_KINDS = ['late', 'fuel', 'cleaning'] as const satisfies readonly ChargeKind[];

export const CHARGE_KIND_LABELS: Record<ChargeKind, string> = {
  late: 'Devolución tardía',
  fuel: 'Combustible faltante',
  damage: 'Daños',
  cleaning: 'Limpieza',
  other: 'Otro cargo',
};

export const PAYMENT_METHODS = ['cash', 'card', 'transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Efectivo',
  card: 'Tarjeta',
  transfer: 'Transferencia',
};

export const DOCUMENT_SERIES = ['agreement', 'statement'] as const;
export type DocumentSeries = (typeof DOCUMENT_SERIES)[number];

export const DOCUMENT_TITLES: Record<DocumentSeries, string> = {
  agreement: 'Contrato de arrendamiento',
  statement: 'Liquidación',
};

const FILE_PREFIXES: Record<DocumentSeries, string> = {
  agreement: 'contrato',
  statement: 'liquidacion',
};

/** The largest amount one deposit, charge, payment or fee may be: $1,000,000.00. */
export const MAX_AMOUNT = 1_000_000;

export const BILLING_MESSAGES = {
  amountRequired: 'El monto es requerido',
  amountInvalid: 'El monto debe ser un número mayor o igual a 0',
  amountDecimals: 'El monto no puede tener más de dos decimales',
  amountTooHigh: 'El monto no puede ser mayor que $1,000,000.00',
  methodInvalid:
    'La forma de pago debe ser efectivo (cash), tarjeta (card) o transferencia (transfer)',
  referenceTooLong: 'La referencia no puede tener más de 100 caracteres',
  chargeKindInvalid:
    'El tipo de cargo debe ser late, fuel, damage, cleaning u other (atraso, combustible, daños, limpieza u otro)',
  chargeDescriptionRequired: 'La descripción del cargo es requerida',
  chargeAmountZero: 'El monto del cargo debe ser mayor que $0.00',
  chargeDescriptionTooLong: 'La descripción del cargo no puede tener más de 200 caracteres',
  chargeReasonTooLong: 'El motivo del cambio no puede tener más de 500 caracteres',
  chargesTooMany: 'No se pueden registrar más de 30 cargos',
  chargeRepeated: (label: string) => `El cargo '${label}' solo puede registrarse una vez`,
  chargeReasonRequired: (label: string, proposed: string) =>
    `El cargo '${label}' cambia el monto propuesto (${proposed}): indica el motivo del cambio`,
  termsRequired: 'Los términos del contrato son requeridos',
  termsTooLong: 'Los términos del contrato no pueden tener más de 5000 caracteres',
  documentNotFound: 'El documento aún no existe',
  correctionReasonRequired: 'El motivo de la corrección es requerido',
  correctionEmpty: 'La corrección debe agregar al menos un cargo o un pago',
  notReturned: 'La liquidación solo se corrige después de la devolución del vehículo',
  recordedAtInvalid:
    'La hora de registro (recordedAt) debe ser una fecha y hora ISO 8601 con zona, p. ej. 2026-11-27T10:30:00.000Z',
} as const;

/** A dollar amount with at most two decimals as whole cents. */
export function toCents(dollars: number): number {
  return Math.round(roundToCents(dollars) * 100);
}

/** Whole cents as dollars with two decimals, the JSON number the API answers. */
export function fromCents(cents: number): number {
  return roundToCents(cents / 100);
}

/** True when the amount has no more than two decimals (12.5 and 12.50 yes, 12.505 no). */
export function hasCentsOnly(dollars: number): boolean {
  return Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
}

/** '2026-000123': the year and the number within the year's series. */
export function documentNumber(year: number, number: number): string {
  return `${year}-${String(number).padStart(6, '0')}`;
}

/** 'contrato-2026-000123.pdf', 'liquidacion-2026-000098.pdf'. */
export function documentFileName(series: DocumentSeries, year: number, number: number): string {
  return `${FILE_PREFIXES[series]}-${documentNumber(year, number)}.pdf`;
}

/** 'Contrato de arrendamiento N.º 2026-000123', from the number as documentNumber writes it. */
export function documentHeading(series: DocumentSeries, number: string): string {
  return `${DOCUMENT_TITLES[series]} N.º ${number}`;
}

/** The money settings (company settings, issue 30), in dollars. */
export interface MoneySettings {
  agreementTerms: string;
  /** Null: the booking's own price per day. */
  lateFeePerDay: number | null;
  fuelChargePerEighth: number;
  cleaningFee: number;
  depositByType: Record<VehicleType, number>;
}

/**
 * Calendar days in El Salvador the car came back after the booking's end date (the end day
 * itself is included in the rental: a return that day is on time).
 */
export function lateDays(endDate: string, returnedOn: string): number {
  return Math.max(0, daysBetween(endDate, returnedOn));
}

/** Eighths of a tank missing at the return compared with the check-out. */
export function missingEighths(fuelOut: number, fuelIn: number): number {
  const clamp = (eighths: number) => Math.min(FUEL_EIGHTHS, Math.max(0, Math.trunc(eighths)));
  return Math.max(0, clamp(fuelOut) - clamp(fuelIn));
}

/** The late-return rate: the settings' charge per day, or the booking's price per day. */
export function lateRate(pricePerDay: number, lateFeePerDay: number | null): number {
  return lateFeePerDay ?? pricePerDay;
}

/** Late days × rate, in dollars. */
export function proposedLateCharge(
  endDate: string,
  returnedOn: string,
  pricePerDay: number,
  lateFeePerDay: number | null,
): number {
  return fromCents(lateDays(endDate, returnedOn) * toCents(lateRate(pricePerDay, lateFeePerDay)));
}

/** Missing eighths × the fuel charge per eighth, in dollars. */
export function proposedFuelCharge(fuelOut: number, fuelIn: number, perEighth: number): number {
  return fromCents(missingEighths(fuelOut, fuelIn) * toCents(perEighth));
}

export interface ProposedCharge {
  kind: ChargeKind;
  description: string;
  amount: number;
}

export interface ReturnFacts {
  endDate: string;
  /** The return's calendar day in El Salvador. */
  returnedOn: string;
  pricePerDay: number;
  fuelOut: number;
  fuelIn: number;
}

/**
 * What the check-in screen proposes, and what the server compares a late or fuel charge with:
 * a charge only when something is owed.
 */
export function proposedCharges(
  facts: ReturnFacts,
  settings: Pick<MoneySettings, 'lateFeePerDay' | 'fuelChargePerEighth'>,
): ProposedCharge[] {
  const proposals: ProposedCharge[] = [];
  const days = lateDays(facts.endDate, facts.returnedOn);
  if (days > 0) {
    proposals.push({
      kind: 'late',
      description: `${days} ${days === 1 ? 'día' : 'días'} de atraso`,
      amount: proposedLateCharge(
        facts.endDate,
        facts.returnedOn,
        facts.pricePerDay,
        settings.lateFeePerDay,
      ),
    });
  }
  const eighths = missingEighths(facts.fuelOut, facts.fuelIn);
  if (eighths > 0) {
    proposals.push({
      kind: 'fuel',
      description: `${eighths}/${FUEL_EIGHTHS} de tanque faltante`,
      amount: proposedFuelCharge(facts.fuelOut, facts.fuelIn, settings.fuelChargePerEighth),
    });
  }
  return proposals;
}

/**
 * The figure a charge of this kind is compared with: late and fuel from the return's facts, a
 * cleaning from the settings' fee; damage and other charges have none.
 */
export function proposedAmount(
  kind: ChargeKind,
  facts: ReturnFacts,
  settings: Pick<MoneySettings, 'lateFeePerDay' | 'fuelChargePerEighth' | 'cleaningFee'>,
): number | null {
  if (kind === 'cleaning') return settings.cleaningFee;
  if (kind !== 'late' && kind !== 'fuel') return null;
  return proposedCharges(facts, settings).find((charge) => charge.kind === kind)?.amount ?? 0;
}

/** How far ahead of the server's clock a device's clock may run and its time still count. */
export const RECORDED_AT_SKEW_MS = 10 * 60 * 1000;

/**
 * The moment a check-in counts from (its late days, the bill's return date): the time the
 * counter finished the form (`recordedAt`, sent by the screen, kept in the offline queue) when
 * it is plausible, that is not after the server's `now` plus a small skew and not before the
 * rental's start date in El Salvador (a check-out cannot precede it, and an offline check-out
 * reaches the server later than it happened, so its record time is no floor); else `now`.
 * A client from before this field sends none and gets `now`, as before.
 */
export function returnMoment(
  recordedAt: string | null | undefined,
  startDate: string,
  now: Date,
): Date {
  if (!recordedAt) return now;
  const at = new Date(recordedAt);
  if (Number.isNaN(at.getTime())) return now;
  if (at.getTime() > now.getTime() + RECORDED_AT_SKEW_MS) return now;
  if (todayInElSalvador(at) < startDate) return now;
  return at;
}

export interface BillingCents {
  baseCents: number;
  chargeCents: readonly number[];
  depositCents: number;
  paidCents: readonly number[];
}

/**
 * balance = base + charges − deposit − paid, in cents (> 0 the customer owes, < 0 the company
 * owes the customer).
 */
export function balanceCents(billing: BillingCents): number {
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  return (
    billing.baseCents + sum(billing.chargeCents) - billing.depositCents - sum(billing.paidCents)
  );
}
