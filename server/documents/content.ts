import type { DocumentSeries } from '#domain/billing.ts';
import type { BillingView } from '#domain/billing-contracts.ts';
import type { CompanySettingsView } from '#domain/company-settings-contracts.ts';
import type { ReservationView } from '#domain/reservation-contracts.ts';

/**
 * What an issued document prints, frozen in `documents.content` at issue (issue 30): the PDF is
 * made from it, so a later change of settings, names or prices never changes a document.
 */

interface Party {
  company: { name: string; nit: string | null; address: string; phone: string | null };
  customer: {
    name: string;
    documentType: 'dui' | 'passport';
    document: string;
    phone: string;
    email: string;
  };
  vehicle: { name: string; plate: string | null; type: string };
}

export interface AgreementContent extends Party {
  series: 'agreement';
  /** '2026-000123' */
  number: string;
  /** The number of the document this one corrects; null for an original. */
  replaces: string | null;
  issuedAt: string;
  reservationId: number;
  startDate: string;
  endDate: string;
  pickupTime: string;
  returnTime: string;
  pricePerDay: number;
  days: number;
  total: number;
  place: { kind: 'agency' | 'delivery'; address: string };
  odometer: number;
  fuel: number;
  damages: { area: string; note: string }[];
  notes: string | null;
  photos: { angle: string; sha256: string }[];
  signature: string | null;
  deposit: { amount: number; method: string; reference: string | null } | null;
  terms: string;
  staff: string;
}

export interface StatementContent extends Party {
  series: 'statement';
  number: string;
  replaces: string | null;
  issuedAt: string;
  reservationId: number;
  agreementNumber: string | null;
  startDate: string;
  endDate: string;
  /**
   * When the car came back: the counter's recorded time when plausible (returnMoment), else the
   * time the check-in reached the server; absent in statements issued before it was kept.
   */
  returnedAt?: string;
  billing: Pick<BillingView, 'base' | 'charges' | 'deposit' | 'paid' | 'balance' | 'payments'>;
  kmOut: number | null;
  kmIn: number;
  fuelOut: number | null;
  fuelIn: number;
  newDamages: { area: string; note: string; estimatedCost: number | null }[];
  staff: string;
}

export type DocumentContent = AgreementContent | StatementContent;

function partyOf(view: ReservationView, settings: CompanySettingsView): Party {
  return {
    company: {
      name: settings.companyName,
      nit: settings.nit,
      address: settings.address,
      phone: settings.phone,
    },
    customer: {
      name: view.user.name,
      documentType: view.user.documentType ?? 'dui',
      document: view.user.dui,
      phone: view.user.phoneNumber,
      email: view.user.email,
    },
    vehicle: {
      name: view.vehicle.name,
      plate: view.vehicle.plate ?? null,
      type: view.vehicle.type,
    },
  };
}

interface Issue {
  number: string;
  replaces: string | null;
  issuedAt: Date;
  /** The statement's return time (see StatementContent.returnedAt). */
  returnedAt?: Date | null;
}

/** The agreement of a reservation just checked out (its view read in the same transaction). */
export function agreementContent(
  view: ReservationView,
  settings: CompanySettingsView,
  issue: Issue,
): AgreementContent {
  const checkout = view.checkout;
  if (!checkout) throw new Error(`reservation ${view.id} has no check-out to put in an agreement`);
  return {
    series: 'agreement',
    number: issue.number,
    replaces: issue.replaces,
    issuedAt: issue.issuedAt.toISOString(),
    reservationId: view.id,
    ...partyOf(view, settings),
    startDate: view.startDate,
    endDate: view.endDate,
    pickupTime: view.pickupTime,
    returnTime: view.returnTime,
    pricePerDay: view.pricePerDay,
    days: view.days,
    total: view.totalPrice,
    place: view.place,
    odometer: checkout.odometer,
    fuel: checkout.fuel,
    damages: checkout.damages.map(({ area, note }) => ({ area, note })),
    notes: checkout.notes,
    photos: checkout.photos,
    signature: checkout.signature,
    deposit: view.billing?.depositRecord
      ? {
          amount: view.billing.depositRecord.amount,
          method: view.billing.depositRecord.method,
          reference: view.billing.depositRecord.reference,
        }
      : null,
    terms: settings.money.agreementTerms,
    staff: checkout.by.name,
  };
}

/** The final bill of a reservation just checked in. */
export function statementContent(
  view: ReservationView,
  settings: CompanySettingsView,
  issue: Issue,
): StatementContent {
  const { checkout, checkin, billing } = view;
  if (!checkin || !billing) throw new Error(`reservation ${view.id} has no check-in to bill`);
  return {
    series: 'statement',
    number: issue.number,
    replaces: issue.replaces,
    issuedAt: issue.issuedAt.toISOString(),
    reservationId: view.id,
    agreementNumber: view.documents?.agreement?.number ?? null,
    ...partyOf(view, settings),
    startDate: view.startDate,
    endDate: view.endDate,
    ...(issue.returnedAt ? { returnedAt: issue.returnedAt.toISOString() } : {}),
    billing: {
      base: billing.base,
      charges: billing.charges,
      deposit: billing.deposit,
      paid: billing.paid,
      balance: billing.balance,
      payments: billing.payments,
    },
    kmOut: checkout && !checkout.odometerVoided ? checkout.odometer : null,
    kmIn: checkin.odometer,
    fuelOut: checkout?.fuel ?? null,
    fuelIn: checkin.fuel,
    newDamages: checkin.damages.map(({ area, note, estimatedCost }) => ({
      area,
      note,
      estimatedCost,
    })),
    staff: checkin.by.name,
  };
}

export const contentBuilders: Record<
  DocumentSeries,
  (view: ReservationView, settings: CompanySettingsView, issue: Issue) => DocumentContent
> = { agreement: agreementContent, statement: statementContent };
