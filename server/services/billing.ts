import { and, eq, type SQL, sql } from 'drizzle-orm';
import {
  BILLING_MESSAGES as BM,
  balanceCents,
  CHARGE_KIND_LABELS,
  fromCents,
  type MoneySettings,
  proposedAmount,
  type ReturnFacts,
  toCents,
} from '#domain/billing.ts';
import type { BillingView, ChargeInput, HandoverMoney } from '#domain/billing-contracts.ts';
import { todayInElSalvador } from '#domain/dates.ts';
import { formatUsd } from '#domain/money.ts';
import type { PublicUser } from '#domain/roles.ts';
import type { Db } from '../db/client.ts';
import {
  handovers,
  rentalCharges,
  rentalDeposits,
  rentalPayments,
  reservations,
} from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { readSettings } from './company-settings.ts';

/** A charge as entered, with the figure the rules proposed for its kind (null: none). */
export type ProposedChargeInput = ChargeInput & { proposed: number | null };

/**
 * Staff may change a proposed late, fuel or cleaning charge only with a reason (issue 30). The
 * proposal is worked out here from the same domain functions the check-in screen uses.
 */
export function chargesWithProposals(
  charges: ChargeInput[],
  facts: ReturnFacts,
  settings: MoneySettings,
): ProposedChargeInput[] {
  return charges.map((charge, index) => {
    const proposed = proposedAmount(charge.kind, facts, settings);
    if (proposed !== null && toCents(proposed) !== toCents(charge.amount) && !charge.reason) {
      const message = BM.chargeReasonRequired(CHARGE_KIND_LABELS[charge.kind], formatUsd(proposed));
      throw new AppError(400, 'CHARGE_REASON_REQUIRED', message, {
        [`charges.${index}.reason`]: message,
      });
    }
    return { ...charge, proposed };
  });
}

/** Writes the deposit (check-out), or the charges and the payment (check-in), in `tx`. */
export async function recordMoney(
  tx: Db,
  reservationId: number,
  money: Omit<HandoverMoney, 'charges'> & { charges?: ProposedChargeInput[] },
  actor: PublicUser,
  now: Date,
): Promise<void> {
  const recorded = { reservationId, recordedAt: now, recordedBy: actor.id };
  if (money.deposit) {
    await tx.insert(rentalDeposits).values({
      ...recorded,
      amountCents: toCents(money.deposit.amount),
      method: money.deposit.method,
      reference: money.deposit.reference,
    });
  }
  if (money.charges && money.charges.length > 0) {
    await tx.insert(rentalCharges).values(
      money.charges.map((charge) => ({
        ...recorded,
        kind: charge.kind,
        description: charge.description,
        amountCents: toCents(charge.amount),
        proposedCents: charge.proposed === null ? null : toCents(charge.proposed),
        reason: charge.reason,
      })),
    );
  }
  if (money.payment) {
    await tx.insert(rentalPayments).values({
      ...recorded,
      amountCents: toCents(money.payment.amount),
      method: money.payment.method,
      reference: money.payment.reference,
    });
  }
}

type DepositRow = typeof rentalDeposits.$inferSelect;
type ChargeRow = typeof rentalCharges.$inferSelect;
type PaymentRow = typeof rentalPayments.$inferSelect;

export interface MoneyRecords {
  deposit: DepositRow | null;
  charges: ChargeRow[];
  payments: PaymentRow[];
}

const NO_RECORDS: MoneyRecords = { deposit: null, charges: [], payments: [] };

/**
 * The deposits, charges and payments of the reservations `where` selects (a condition on the
 * reservations table, as handoversOf takes it), in three statements whatever their number.
 */
export async function moneyRecordsOf(
  db: Db,
  where: SQL | undefined,
): Promise<Map<number, MoneyRecords>> {
  const condition = where ?? sql`true`;
  const [deposits, charges, payments] = await Promise.all([
    db
      .select({ row: rentalDeposits })
      .from(rentalDeposits)
      .innerJoin(reservations, eq(reservations.id, rentalDeposits.reservationId))
      .where(condition),
    db
      .select({ row: rentalCharges })
      .from(rentalCharges)
      .innerJoin(reservations, eq(reservations.id, rentalCharges.reservationId))
      .where(condition)
      .orderBy(rentalCharges.id),
    db
      .select({ row: rentalPayments })
      .from(rentalPayments)
      .innerJoin(reservations, eq(reservations.id, rentalPayments.reservationId))
      .where(condition)
      .orderBy(rentalPayments.id),
  ]);
  const records = new Map<number, MoneyRecords>();
  const of = (id: number) => {
    const found = records.get(id) ?? { deposit: null, charges: [], payments: [] };
    records.set(id, found);
    return found;
  };
  for (const { row } of deposits) of(row.reservationId).deposit = row;
  for (const { row } of charges) of(row.reservationId).charges.push(row);
  for (const { row } of payments) of(row.reservationId).payments.push(row);
  return records;
}

const movement = (row: DepositRow | PaymentRow) => ({
  amount: fromCents(row.amountCents),
  method: row.method,
  reference: row.reference,
  at: row.recordedAt.toISOString(),
});

/** A reservation's `billing`: its total price as the base, and what was recorded. */
export function billingView(totalPrice: number, records: MoneyRecords = NO_RECORDS): BillingView {
  const { deposit, charges, payments } = records;
  const baseCents = toCents(totalPrice);
  const depositCents = deposit?.amountCents ?? 0;
  return {
    base: fromCents(baseCents),
    charges: charges.map((row) => ({
      kind: row.kind,
      description: row.description,
      amount: fromCents(row.amountCents),
      proposed: row.proposedCents === null ? null : fromCents(row.proposedCents),
      reason: row.reason,
    })),
    deposit: fromCents(depositCents),
    paid: fromCents(payments.reduce((sum, row) => sum + row.amountCents, 0)),
    balance: fromCents(
      balanceCents({
        baseCents,
        chargeCents: charges.map((row) => row.amountCents),
        depositCents,
        paidCents: payments.map((row) => row.amountCents),
      }),
    ),
    depositRecord: deposit ? movement(deposit) : null,
    payments: payments.map(movement),
  };
}

/**
 * The money of a hand-over, in its transaction: the deposit at check-out; at check-in the
 * charges (a changed proposal needs its reason, the late one proposed for `returnedAt`'s day)
 * and the payment.
 */
export async function recordHandoverMoney(
  tx: Db,
  kind: 'checkout' | 'checkin',
  reservation: { id: number; endDate: string; pricePerDay: number },
  data: HandoverMoney & { fuel: number },
  actor: PublicUser,
  now: Date,
  returnedAt: Date = now,
): Promise<void> {
  if (kind === 'checkout') {
    await recordMoney(tx, reservation.id, { deposit: data.deposit }, actor, now);
    return;
  }
  let charges: ProposedChargeInput[] | undefined;
  if (data.charges && data.charges.length > 0) {
    const [out] = await tx
      .select({ fuel: handovers.fuel })
      .from(handovers)
      .where(and(eq(handovers.reservationId, reservation.id), eq(handovers.kind, 'checkout')));
    const settings = await readSettings(tx);
    charges = chargesWithProposals(
      data.charges,
      {
        endDate: reservation.endDate,
        // The day the counter recorded the return (returnMoment), not the day it arrived.
        returnedOn: todayInElSalvador(returnedAt),
        pricePerDay: reservation.pricePerDay,
        fuelOut: out?.fuel ?? data.fuel,
        fuelIn: data.fuel,
      },
      settings.money,
    );
  }
  await recordMoney(tx, reservation.id, { charges, payment: data.payment }, actor, now);
}
