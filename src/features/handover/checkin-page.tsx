import { useState } from 'react';
import { balanceCents, fromCents, proposedCharges, toCents } from '#domain/billing.ts';
import type { BillingView, ChargeInput } from '#domain/billing-contracts.ts';
import { todayInElSalvador } from '#domain/dates.ts';
import { formatFuel, type PhotoAngle } from '#domain/handover.ts';
import type { HandoverInput, HandoverView } from '#domain/handover-contracts.ts';
import type { ReservationView } from '#domain/reservation-contracts.ts';
import { BillingSummary } from '../../components/billing/billing-summary.tsx';
import { VoidedReadingMark } from '../../components/odometer/voided-reading.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useCompanySettings } from '../../lib/company-settings.ts';
import { formatKilometers } from '../../lib/vehicle-format.ts';
import {
  type AddedCharge,
  AddedChargeFields,
  addedChargesOf,
  type ChargeEdits,
  ChargeFields,
  chargesOf,
} from './checkin-charges.tsx';
import { CheckinSummary } from './checkin-summary.tsx';
import { DamageList, type NewDamage } from './damage-list.tsx';
import { FuelField } from './fuel-field.tsx';
import {
  lastReadingHint,
  RefusedOffline,
  useCheckedSubmit,
  useHandoverChecks,
  useRefusedOffline,
} from './handover-checks.tsx';
import {
  type DraftErrors,
  draftToRecord,
  EMPTY_DRAFT,
  hasErrors,
  validateDraft,
} from './handover-form.ts';
import { CustomerFacts, HandoverFrame, Step } from './handover-frame.tsx';
import { emptyMoney, MoneyFields, moneyOf } from './money-fields.tsx';
import {
  DOCUMENTS_PENDING,
  effectiveRentalStatus,
  PENDING_SYNC,
  type PendingHandover,
} from './pending-handover.ts';
import { PhotoGrid } from './photo-grid.tsx';
import { useHandoverReservation } from './use-handover-reservation.ts';

export const CHECKIN_TEXTS = {
  notInProgress: 'Esta reserva no está en curso: no hay una entrega que recibir.',
  fixErrors: 'Revisa los campos marcados antes de continuar.',
} as const;

type Pickup = Pick<HandoverInput, 'photos' | 'notes'> & {
  odometer: number;
  fuel: number;
  /** Issue 27: the pickup reading was voided since; it is shown marked and no longer a floor. */
  odometerVoided?: HandoverView['odometerVoided'];
};

/** The pickup record: from the server, or still waiting in this device's outbox. */
function pickupOf(reservation: ReservationView, pending: PendingHandover | undefined) {
  const pickup = reservation.checkout ?? pending?.checkout;
  if (!pickup) return null;
  return {
    ...pickup,
    odometer: Number(pickup.odometer),
    fuel: Number(pickup.fuel),
    waiting: !reservation.checkout,
  };
}

/** 'Devolución' (check-in), issue 11: photos beside the pickup ones, new damage, a summary. */
export function CheckinPage({ reservationId }: { reservationId: number }) {
  const { query, pending } = useHandoverReservation(reservationId);
  return (
    <HandoverFrame title="Devolución de vehículo" reservationId={reservationId} state={query}>
      {(reservation) => {
        const pickup = pickupOf(reservation, pending);
        return effectiveRentalStatus(reservation.rentalStatus, pending) === 'inProgress' &&
          pickup ? (
          <CheckinForm reservation={reservation} pickup={pickup} />
        ) : (
          <Notice>{CHECKIN_TEXTS.notInProgress}</Notice>
        );
      }}
    </HandoverFrame>
  );
}

function CheckinForm({
  reservation,
  pickup,
}: {
  reservation: ReservationView;
  pickup: Pickup & { waiting: boolean };
}) {
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [damages, setDamages] = useState<NewDamage[]>([]);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [reviewing, setReviewing] = useState(false);
  // Issue 27: the last reading, and the question before an implausible one is sent.
  const checks = useHandoverChecks(reservation.id);
  const { send: submit, sending, error, dialog } = useCheckedSubmit('checkin', reservation, checks);
  const refusedOffline = useRefusedOffline('checkin', reservation.id);
  const pickupPhotos: Partial<Record<PhotoAngle, string>> = Object.fromEntries(
    pickup.photos.map((photo) => [photo.angle, photo.sha256]),
  );
  // Issue 30: late and fuel proposed from the dates and the gauge with the money settings.
  const money = useCompanySettings()?.money;
  const [edits, setEdits] = useState<ChargeEdits>({});
  const [added, setAdded] = useState<AddedCharge[]>([]);
  const [payment, setPayment] = useState(() => emptyMoney());
  // When the counter finished the form (set on 'Revisar resumen'): the late charge is proposed
  // for that day here and on the server, even if the record waits offline until tomorrow.
  const [recordedAt, setRecordedAt] = useState<Date | null>(null);
  const proposals =
    money && draft.fuel !== null
      ? proposedCharges(
          {
            endDate: reservation.endDate,
            returnedOn: todayInElSalvador(recordedAt ?? new Date()),
            pricePerDay: reservation.pricePerDay,
            fuelOut: pickup.fuel,
            fuelIn: draft.fuel,
          },
          money,
        )
      : [];
  const charged = chargesOf(proposals, edits);
  const extra = addedChargesOf(added, money?.cleaningFee);
  const paid = moneyOf(payment);
  const charges = [...charged.charges, ...extra.charges];
  const record = {
    ...draftToRecord(draft, { damages }),
    // Without the settings (never loaded on this device) nothing is proposed; what staff added
    // by hand (damage, other) is still sent.
    ...(money || charges.length > 0 ? { charges } : {}),
    ...(paid.movement ? { payment: paid.movement } : {}),
    ...(recordedAt ? { recordedAt: recordedAt.toISOString() } : {}),
  };
  const moneyErrors =
    hasErrors(charged.errors) || hasErrors(extra.errors) || hasErrors(paid.errors);
  const [showMoneyErrors, setShowMoneyErrors] = useState(false);

  function review(event: React.FormEvent) {
    event.preventDefault();
    // A voided pickup reading is no floor: the server checks against the vehicle's valid km.
    const next = validateDraft(draft, pickup.odometerVoided ? undefined : pickup.odometer);
    setErrors(next);
    setShowMoneyErrors(moneyErrors);
    if (hasErrors(next) || moneyErrors) {
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('form input[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setRecordedAt(new Date());
    setReviewing(true);
    requestAnimationFrame(() => document.getElementById('summary-title')?.focus());
  }

  if (reviewing) {
    return (
      <div className="flex flex-col gap-4">
        <CheckinSummary pickup={pickup} record={record} />
        <BillingSummary
          billing={billOf(reservation, record.charges ?? [], paid.movement?.amount)}
        />
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="ghost"
            onClick={() => {
              setRecordedAt(null);
              setReviewing(false);
            }}
            disabled={sending}
          >
            Volver a editar
          </Button>
          <Button onClick={() => void submit(record)} disabled={sending}>
            {sending ? 'Guardando...' : 'Confirmar devolución'}
          </Button>
        </div>
        {dialog}
      </div>
    );
  }

  return (
    <form noValidate onSubmit={review} className="flex flex-col gap-5">
      {refusedOffline ? (
        <RefusedOffline
          side="checkin"
          refused={refusedOffline}
          sending={sending}
          onResend={() => void submit(refusedOffline.record)}
        />
      ) : null}
      <Step number={1} title="Cliente">
        <CustomerFacts reservation={reservation} />
        <p className="text-sm text-navy-200">
          Al entregar: {formatKilometers(pickup.odometer)}
          <VoidedReadingMark record={pickup} /> · combustible {formatFuel(pickup.fuel)}
          {pickup.waiting ? ` (entrega ${PENDING_SYNC})` : ''}
        </p>
        {pickup.waiting ? <p className="text-sm text-amber-200">{DOCUMENTS_PENDING}</p> : null}
        {pickup.notes ? (
          <p className="text-sm text-navy-200">Daños existentes: {pickup.notes}</p>
        ) : null}
      </Step>

      <Step number={2} title="Odómetro y combustible de devolución">
        <TextField
          label="Odómetro de devolución (km)"
          inputMode="numeric"
          autoComplete="off"
          value={draft.odometer}
          error={errors.odometer}
          hint={lastReadingHint(checks)}
          onChange={(event) => setDraft({ ...draft, odometer: event.target.value })}
        />
        <FuelField
          legend="Combustible de devolución"
          value={draft.fuel}
          error={errors.fuel}
          onChange={(fuel) => setDraft({ ...draft, fuel })}
        />
      </Step>

      <Step number={3} title="Fotos de inspección: entrega y devolución">
        <PhotoGrid
          photos={draft.photos}
          pickup={pickupPhotos}
          errors={errors.photos}
          onChange={(angle, sha256) =>
            setDraft((current) => ({ ...current, photos: { ...current.photos, [angle]: sha256 } }))
          }
        />
      </Step>

      <Step number={4} title="Daños nuevos">
        <DamageList damages={damages} onChange={setDamages} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="checkin-notes" className="text-sm font-medium text-navy-100">
            Observaciones (opcional)
          </label>
          <textarea
            id="checkin-notes"
            rows={2}
            maxLength={1000}
            value={draft.notes}
            onChange={(event) => setDraft({ ...draft, notes: event.target.value })}
            className="w-full rounded-lg border border-navy-600 bg-navy-950/60 p-3 text-base text-white hover:border-navy-400 focus-visible:outline-gold-400"
          />
        </div>
      </Step>

      <Step number={5} title="Cargos y pago">
        <ChargeFields
          proposals={proposals}
          edits={edits}
          errors={showMoneyErrors ? charged.errors : {}}
          onChange={setEdits}
        />
        <AddedChargeFields
          added={added}
          errors={showMoneyErrors ? extra.errors : {}}
          cleaningFee={money?.cleaningFee}
          damages={damages}
          onChange={setAdded}
        />
        <MoneyFields
          idPrefix="payment"
          amountLabel="Pago recibido (USD)"
          value={payment}
          errors={showMoneyErrors ? paid.errors : {}}
          onChange={setPayment}
        />
        {/* The bill as it stands with the charges and the payment typed so far. */}
        <BillingSummary billing={billOf(reservation, charges, paid.movement?.amount)} />
      </Step>

      {hasErrors(errors) || (showMoneyErrors && moneyErrors) ? (
        <Alert tone="error">{CHECKIN_TEXTS.fixErrors}</Alert>
      ) : null}
      <Button type="submit" className="w-full sm:w-auto sm:self-end">
        Revisar resumen
      </Button>
      {dialog}
    </form>
  );
}

/** The bill as it will stand after this return, with the server's own balance rule. */
function billOf(
  reservation: ReservationView,
  charges: readonly { kind: ChargeInput['kind']; description: string; amount: number }[],
  payment: number | undefined,
): BillingView {
  const base = reservation.billing?.base ?? reservation.totalPrice;
  const deposit = reservation.billing?.deposit ?? 0;
  const paid = (reservation.billing?.paid ?? 0) + (payment ?? 0);
  return {
    base,
    charges: charges.map((charge) => ({ ...charge, proposed: null, reason: null })),
    deposit,
    paid,
    balance: fromCents(
      balanceCents({
        baseCents: toCents(base),
        chargeCents: charges.map((charge) => toCents(charge.amount)),
        depositCents: toCents(deposit),
        paidCents: [toCents(paid)],
      }),
    ),
    depositRecord: null,
    payments: [],
  };
}
