import { useQuery } from '@tanstack/react-query';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import { type ReactNode, useState } from 'react';
import { formatDate } from '#domain/dates.ts';
import {
  bookedDays,
  HANDOVER_CHECK_MESSAGES as CM,
  implausibleReading,
} from '#domain/handover-checks.ts';
import type {
  CheckoutWarningView,
  HandoverChecksView,
  HandoverInput,
} from '#domain/handover-contracts.ts';
import { storedBody } from '#domain/outbox-kinds.ts';
import type { ReservationView } from '#domain/reservation-contracts.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { useOutbox } from '../../lib/outbox-view.ts';
import { formatKilometers } from '../../lib/vehicle-format.ts';
import { handoverChecksQuery, implausibleOf, warningsOf } from './api/handover-checks.ts';
import { HANDOVER_KINDS, type HandoverSide } from './api/submit-handover.ts';
import { useSubmitHandover } from './use-submit-handover.ts';

/** Issue 27: what the check-out and check-in screens check before a record is sent. */
export const CHECK_TEXTS = {
  lastReading: (km: number, date: string) =>
    `Última lectura: ${formatKilometers(km)} (${formatDate(date)})`,
  warningsTitle: 'Avisos antes de entregar',
  reasonLabel: 'Motivo para entregar con avisos',
  reasonRequired: CM.overrideReasonRequired,
  implausibleTitle: 'Confirmar lectura del odómetro',
  implausibleYes: 'Sí, es correcta',
  implausibleNo: 'Corregir',
  refusedOffline: {
    checkout: 'La entrega guardada sin conexión fue rechazada por el servidor:',
    checkin: 'La devolución guardada sin conexión fue rechazada por el servidor:',
  },
  refusedKept: (km: number) =>
    `Sus datos se conservaron (odómetro ${formatKilometers(km)}, combustible, fotos y firma): puedes reenviarla tal cual.`,
  resend: { checkout: 'Reenviar esa entrega', checkin: 'Reenviar esa devolución' },
} as const;

export function useHandoverChecks(reservationId: number) {
  return useQuery(handoverChecksQuery(reservationId)).data;
}

/** 'Última lectura: 27,300 km (20/11/2026)', the odometer field's hint. */
export function lastReadingHint(checks: HandoverChecksView | undefined): string | undefined {
  const last = checks?.lastReading;
  return last ? CHECK_TEXTS.lastReading(last.km, last.date) : undefined;
}

/** The warnings a check-out must name a reason for, and the field for that reason. */
export function CheckoutWarnings({
  warnings,
  reason,
  error,
  onReason,
}: {
  warnings: readonly CheckoutWarningView[];
  reason: string;
  error: string | undefined;
  onReason(reason: string): void;
}) {
  if (warnings.length === 0) return null;
  return (
    <section
      aria-labelledby="checkout-warnings-title"
      className="flex flex-col gap-3 rounded-xl border border-amber-400/50 bg-amber-500/10 p-4"
    >
      <h2
        id="checkout-warnings-title"
        className="flex items-center gap-2 text-base font-bold text-amber-100"
      >
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
        {CHECK_TEXTS.warningsTitle}
      </h2>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-amber-50">
        {warnings.map((warning) => (
          <li key={warning.message}>{warning.message}</li>
        ))}
      </ul>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="override-reason" className="text-sm font-medium text-navy-50">
          {CHECK_TEXTS.reasonLabel}
        </label>
        <textarea
          id="override-reason"
          rows={2}
          maxLength={500}
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'override-reason-error' : undefined}
          onChange={(event) => onReason(event.target.value)}
          className={`w-full rounded-lg border bg-navy-950/60 p-3 text-base text-white focus-visible:outline-gold-400 ${
            error ? 'border-red-400' : 'border-navy-600 hover:border-navy-400'
          }`}
        />
        {error ? (
          <p id="override-reason-error" className="text-sm text-red-300">
            {error}
          </p>
        ) : null}
      </div>
    </section>
  );
}

/**
 * useSubmitHandover with the checks of issue 27: a reading far above the last one asks 'Esta
 * lectura parece muy alta (+13,950 km). ¿Es correcta?' before it is sent (or when the server
 * refuses it) and resends it confirmed; a 409 CHECKOUT_WARNINGS hands its warnings back.
 */
export function useCheckedSubmit(
  side: HandoverSide,
  reservation: ReservationView,
  checks: HandoverChecksView | undefined,
) {
  const { submit, sending, error } = useSubmitHandover(side, reservation.id);
  const [asking, setAsking] = useState<{ record: HandoverInput; increase: number } | null>(null);
  const [refusedWarnings, setRefusedWarnings] = useState<CheckoutWarningView[] | null>(null);
  const [implausibleRefused, setImplausibleRefused] = useState(false);

  async function send(record: HandoverInput) {
    if (record.confirmImplausible !== true && checks) {
      const figures = implausibleReading({
        kind: side,
        reading: Number(record.odometer),
        previous: checks.lastReading,
        vehicleKm: checks.vehicleKm,
        bookedDays: bookedDays(reservation),
      });
      if (figures) {
        setAsking({ record, increase: figures.increase });
        return;
      }
    }
    const failure = await submit(record);
    const figures = implausibleOf(failure);
    setImplausibleRefused(figures !== null);
    if (figures) setAsking({ record, increase: figures.increase });
    const listed = warningsOf(failure);
    if (listed) setRefusedWarnings(listed);
  }

  const dialog: ReactNode = (
    <ConfirmDialog
      open={asking !== null}
      onOpenChange={(open) => {
        if (!open) setAsking(null);
      }}
      title={CHECK_TEXTS.implausibleTitle}
      description={asking ? CM.implausibleQuestion(asking.increase) : ''}
      confirmLabel={CHECK_TEXTS.implausibleYes}
      cancelLabel={CHECK_TEXTS.implausibleNo}
      onConfirm={() => {
        const pending = asking;
        setAsking(null);
        if (pending) void send({ ...pending.record, confirmImplausible: true });
      }}
    />
  );

  return {
    send,
    sending,
    // The question replaces the server's refusal of an implausible reading.
    error: implausibleRefused ? null : error,
    refusedWarnings,
    dialog,
  };
}

/**
 * A check-out or check-in of this reservation queued offline that the server refused at replay
 * (a reading to confirm, warnings that need a reason): its message and its record, kept by the
 * outbox so it can be sent again without typing anything twice.
 */
export function useRefusedOffline(side: HandoverSide, reservationId: number) {
  const { conflicts } = useOutbox();
  const kind = HANDOVER_KINDS[side];
  const report = conflicts.find(
    (item) => item.kind === kind && Number(item.targetId) === reservationId && item.record,
  );
  const record = report ? storedBody(kind, report.record) : undefined;
  return report && record ? { record, message: report.message ?? '' } : null;
}

export function RefusedOffline({
  side,
  refused,
  sending,
  onResend,
}: {
  side: HandoverSide;
  refused: { record: HandoverInput; message: string };
  sending: boolean;
  onResend(): void;
}) {
  return (
    <Alert tone="error">
      <p className="font-semibold">{CHECK_TEXTS.refusedOffline[side]}</p>
      <p className="whitespace-pre-line">{refused.message}</p>
      <p className="mt-2">{CHECK_TEXTS.refusedKept(Number(refused.record.odometer))}</p>
      <Button variant="secondary" className="mt-3" disabled={sending} onClick={onResend}>
        {CHECK_TEXTS.resend[side]}
      </Button>
    </Alert>
  );
}
