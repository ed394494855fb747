import { useEffect, useRef, useState } from 'react';
import type { HandoverInput } from '#domain/handover-contracts.ts';
import type { ReservationView } from '#domain/reservation-contracts.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useCompanySettings } from '../../lib/company-settings.ts';
import { hashed } from '../../lib/photo-processing.ts';
import { savePhoto } from '../../lib/photo-store.ts';
import { FuelField } from './fuel-field.tsx';
import {
  CHECK_TEXTS,
  CheckoutWarnings,
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
import {
  checkLicense,
  EMPTY_LICENSE,
  type LicenseErrors,
  LicenseFields,
} from './license-fields.tsx';
import {
  depositDraft,
  depositOf,
  type MoneyDraft,
  type MoneyErrors,
  MoneyFields,
} from './money-fields.tsx';
import { effectiveRentalStatus } from './pending-handover.ts';
import { PhotoGrid } from './photo-grid.tsx';
import { type SignatureHandle, SignaturePad } from './signature-pad.tsx';
import { useHandoverReservation } from './use-handover-reservation.ts';

export const CHECKOUT_TEXTS = {
  duiUnchecked: 'Confirma que revisaste el DUI del cliente',
  passportUnchecked: 'Confirma que revisaste el pasaporte del cliente',
  signatureMissing: 'Falta la firma del cliente',
  fixErrors: 'Revisa los campos marcados antes de confirmar la entrega.',
  notDeliverable: 'Esta reserva ya fue entregada o devuelta.',
} as const;

interface CheckoutErrors extends DraftErrors {
  dui?: string;
  signature?: string;
  override?: string;
  license?: LicenseErrors;
  deposit?: MoneyErrors;
}

/** 'Entrega' (check-out), issue 11: a guided flow in five steps. */
export function CheckoutPage({ reservationId }: { reservationId: number }) {
  const { query, pending } = useHandoverReservation(reservationId);
  return (
    <HandoverFrame title="Entrega de vehículo" reservationId={reservationId} state={query}>
      {(reservation) =>
        effectiveRentalStatus(reservation.rentalStatus, pending) === 'booked' ? (
          <CheckoutForm reservation={reservation} />
        ) : (
          <Notice>{CHECKOUT_TEXTS.notDeliverable}</Notice>
        )
      }
    </HandoverFrame>
  );
}

function CheckoutForm({ reservation }: { reservation: ReservationView }) {
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [duiChecked, setDuiChecked] = useState(false);
  // Issue 28: a customer from abroad shows a passport, and the counter says so.
  const passport = reservation.user.documentType === 'passport';
  const [signed, setSigned] = useState(false);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [licenseDraft, setLicenseDraft] = useState(EMPTY_LICENSE);
  // Issue 30: the deposit the settings ask for this type of vehicle, recorded as typed.
  const deposits: Record<string, number> | undefined = useCompanySettings()?.money?.depositByType;
  const depositDue = deposits?.[reservation.vehicle.type];
  // Null until staff touch it: the settings' amount shows (even when they load late); then
  // the field keeps exactly what was typed, an emptied field included.
  const [typedDeposit, setDeposit] = useState<MoneyDraft | null>(null);
  const deposit = depositDraft(typedDeposit, depositDue);
  const signature = useRef<SignatureHandle>(null);
  // Issue 27: the last reading, the warnings that need a reason, the implausible-reading question.
  const checks = useHandoverChecks(reservation.id);
  const [reason, setReason] = useState('');
  const {
    send: submit,
    sending,
    error,
    refusedWarnings,
    dialog,
  } = useCheckedSubmit('checkout', reservation, checks);
  const warnings = refusedWarnings ?? checks?.warnings ?? [];
  const refusedOffline = useRefusedOffline('checkout', reservation.id);
  useEffect(() => {
    if (refusedWarnings) document.getElementById('override-reason')?.focus();
  }, [refusedWarnings]);

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    const license = checkLicense(licenseDraft, reservation.endDate);
    const held = depositOf(deposit, depositDue);
    const next: CheckoutErrors = {
      ...(Object.keys(held.errors).length > 0 ? { deposit: held.errors } : {}),
      ...validateDraft(draft),
      ...(Object.keys(license.errors).length > 0 ? { license: license.errors } : {}),
      ...(duiChecked
        ? {}
        : {
            dui: passport ? CHECKOUT_TEXTS.passportUnchecked : CHECKOUT_TEXTS.duiUnchecked,
          }),
      ...(signed ? {} : { signature: CHECKOUT_TEXTS.signatureMissing }),
      ...(warnings.length > 0 && reason.trim() === ''
        ? { override: CHECK_TEXTS.reasonRequired }
        : {}),
    };
    setErrors(next);
    if (hasErrors(next)) {
      // Take the keyboard to the first thing to fix.
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus(),
      );
      return;
    }
    const image = await signature.current?.toBlob();
    if (!image) return;
    const signed256 = await hashed(image);
    await savePhoto(signed256.sha256, signed256.blob);
    const record = draftToRecord(draft, { signature: signed256.sha256 });
    // Issue 28: the licence is part of the queued body, so it travels offline with the rest.
    await submit({
      ...record,
      ...(license.license ? { license: license.license } : {}),
      ...(held.movement ? { deposit: held.movement } : {}),
      ...(warnings.length > 0 ? { override: { reason: reason.trim() } } : {}),
    });
  }

  /** Sends again the check-out the server refused at replay, with the reason when needed. */
  async function resend(record: HandoverInput) {
    if (warnings.length > 0 && reason.trim() === '') {
      setErrors({ override: CHECK_TEXTS.reasonRequired });
      requestAnimationFrame(() => document.getElementById('override-reason')?.focus());
      return;
    }
    setErrors({});
    await submit({
      ...record,
      ...(warnings.length > 0 ? { override: { reason: reason.trim() } } : {}),
    });
  }

  return (
    <form noValidate onSubmit={(event) => void confirm(event)} className="flex flex-col gap-5">
      {refusedOffline ? (
        <RefusedOffline
          side="checkout"
          refused={refusedOffline}
          sending={sending}
          onResend={() => void resend(refusedOffline.record)}
        />
      ) : null}
      <CheckoutWarnings
        warnings={warnings}
        reason={reason}
        error={errors.override}
        onReason={setReason}
      />
      <Step number={1} title={passport ? 'Cliente y pasaporte' : 'Cliente y DUI'}>
        <CustomerFacts reservation={reservation} />
        <label className="flex min-h-11 items-center gap-3 text-sm text-navy-50">
          <input
            type="checkbox"
            checked={duiChecked}
            onChange={(event) => setDuiChecked(event.target.checked)}
            aria-invalid={errors.dui ? true : undefined}
            aria-describedby={errors.dui ? 'dui-error' : undefined}
            className="size-5 accent-gold-400"
          />
          {passport
            ? 'Revisé el pasaporte del cliente con su documento'
            : 'Revisé el DUI del cliente con su documento'}
        </label>
        {errors.dui ? (
          <p id="dui-error" className="text-sm text-red-300">
            {errors.dui}
          </p>
        ) : null}
        <LicenseFields
          value={licenseDraft}
          errors={errors.license ?? {}}
          onChange={setLicenseDraft}
        />
      </Step>

      <Step number={2} title="Odómetro y combustible">
        <TextField
          label="Odómetro (km)"
          inputMode="numeric"
          autoComplete="off"
          value={draft.odometer}
          error={errors.odometer}
          hint={lastReadingHint(checks)}
          onChange={(event) => setDraft({ ...draft, odometer: event.target.value })}
        />
        <FuelField
          value={draft.fuel}
          error={errors.fuel}
          onChange={(fuel) => setDraft({ ...draft, fuel })}
        />
      </Step>

      <Step number={3} title="Fotos de inspección">
        <PhotoGrid
          photos={draft.photos}
          errors={errors.photos}
          onChange={(angle, sha256) =>
            setDraft((current) => ({ ...current, photos: { ...current.photos, [angle]: sha256 } }))
          }
        />
      </Step>

      <Step number={4} title="Daños existentes">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="existing-damage" className="text-sm font-medium text-navy-100">
            Notas de daños existentes (opcional)
          </label>
          <textarea
            id="existing-damage"
            rows={3}
            maxLength={1000}
            value={draft.notes}
            onChange={(event) => setDraft({ ...draft, notes: event.target.value })}
            className="w-full rounded-lg border border-navy-600 bg-navy-950/60 p-3 text-base text-white hover:border-navy-400 focus-visible:outline-gold-400"
          />
        </div>
      </Step>

      <Step number={5} title="Depósito">
        <MoneyFields
          idPrefix="deposit"
          amountLabel="Depósito retenido (USD)"
          value={deposit}
          errors={errors.deposit ?? {}}
          onChange={setDeposit}
        />
      </Step>

      <Step number={6} title="Firma del cliente">
        <SignaturePad ref={signature} onChange={setSigned} error={errors.signature} />
      </Step>

      {hasErrors(errors) ? <Alert tone="error">{CHECKOUT_TEXTS.fixErrors}</Alert> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button type="submit" disabled={sending} className="w-full sm:w-auto sm:self-end">
        {sending ? 'Guardando...' : 'Confirmar entrega'}
      </Button>
      {dialog}
    </form>
  );
}
