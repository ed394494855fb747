import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, formatTimestampDate } from '#domain/dates.ts';
import { ODOMETER_SOURCE_LABELS } from '#domain/handover.ts';
import type { OdometerReadingView } from '#domain/handover-contracts.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { formatKilometers } from '../../lib/vehicle-format.ts';
import { odometerErrorMessage, odometerQuery, useVoidReading } from './api/odometer.ts';

export const ODOMETER_TEXTS = {
  listLabel: 'Lecturas del odómetro',
  empty: 'No hay lecturas del odómetro aún',
  void: 'Anular',
  voidLabel: (km: number, date: string) =>
    `Anular la lectura de ${formatKilometers(km)} del ${formatDate(date)}`,
  reasonLabel: 'Motivo de la anulación',
  reasonRequired: 'El motivo de la anulación es requerido',
  confirm: 'Anular lectura',
  cancel: 'Cancelar',
  voided: 'Anulada',
  voidedBy: (name: string, at: string, reason: string) =>
    `Anulada por ${name} el ${formatTimestampDate(at)}: ${reason}`,
  done: 'Lectura anulada: los kilómetros del vehículo pasan a la lectura válida más reciente',
} as const;
const T = ODOMETER_TEXTS;

/**
 * The vehicle's odometer log, newest first (issue 27): an admin voids a wrong reading with a
 * reason; it stays listed, marked voided with who, when and why, and no longer counts.
 */
export function OdometerLog({ vehicleId }: { vehicleId: number }) {
  const query = useQuery(odometerQuery(vehicleId));
  const [done, setDone] = useState(false);
  if (query.isPending) return <Loading text="Cargando lecturas..." />;
  if (query.isError) return <Alert tone="error">{odometerErrorMessage(query.error)}</Alert>;
  const readings = query.data;
  if (readings.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-navy-600 p-6 text-center text-navy-200">
        {T.empty}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {done ? <Alert tone="success">{T.done}</Alert> : null}
      <ol aria-label={T.listLabel} className="flex flex-col gap-2">
        {readings.map((reading) => (
          <ReadingRow
            key={reading.id}
            vehicleId={vehicleId}
            reading={reading}
            onVoided={() => setDone(true)}
          />
        ))}
      </ol>
    </div>
  );
}

function ReadingRow({
  vehicleId,
  reading,
  onVoided,
}: {
  vehicleId: number;
  reading: OdometerReadingView;
  onVoided(): void;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const voiding = useVoidReading(vehicleId);
  const fieldId = `void-reason-${reading.id}`;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (reason.trim() === '') {
      setError(T.reasonRequired);
      document.getElementById(fieldId)?.focus();
      return;
    }
    setError(null);
    voiding.mutate(
      { readingId: reading.id, reason: reason.trim() },
      {
        onSuccess: () => {
          setOpen(false);
          onVoided();
        },
        onError: (failure) => setError(odometerErrorMessage(failure)),
      },
    );
  }

  return (
    <li
      className={`rounded-xl border p-3 text-sm ${
        reading.voided ? 'border-navy-700 bg-navy-900/60' : 'border-navy-700 bg-navy-800/60'
      }`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-col">
          <span
            className={`text-base font-bold ${reading.voided ? 'text-navy-300 line-through' : 'text-white'}`}
          >
            {formatKilometers(reading.km)}
          </span>
          <span className="text-navy-200">
            {formatDate(reading.date)} · {ODOMETER_SOURCE_LABELS[reading.source]}
            {reading.reservationId !== null ? ` · reserva #${reading.reservationId}` : ''}
          </span>
        </div>
        {reading.voided ? (
          <span className="rounded-full border border-red-400/40 px-2 py-0.5 text-xs font-semibold text-red-200">
            {T.voided}
          </span>
        ) : open ? null : (
          <Button
            variant="secondary"
            aria-label={T.voidLabel(reading.km, reading.date)}
            onClick={() => {
              setOpen(true);
              requestAnimationFrame(() => document.getElementById(fieldId)?.focus());
            }}
          >
            {T.void}
          </Button>
        )}
      </div>
      {reading.voided && reading.voidedBy && reading.voidedAt ? (
        <p className="mt-1 text-navy-200">
          {T.voidedBy(reading.voidedBy.name, reading.voidedAt, reading.voidReason ?? '')}
        </p>
      ) : null}
      {open && !reading.voided ? (
        <form noValidate onSubmit={submit} className="mt-3 flex flex-col gap-2">
          <label htmlFor={fieldId} className="text-sm font-medium text-navy-100">
            {T.reasonLabel}
          </label>
          <textarea
            id={fieldId}
            rows={2}
            maxLength={500}
            value={reason}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : undefined}
            onChange={(event) => setReason(event.target.value)}
            className={`w-full rounded-lg border bg-navy-950/60 p-3 text-base text-white focus-visible:outline-gold-400 ${
              error ? 'border-red-400' : 'border-navy-600 hover:border-navy-400'
            }`}
          />
          {error ? (
            <p id={`${fieldId}-error`} role="alert" className="text-sm text-red-300">
              {error}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => setOpen(false)} disabled={voiding.isPending}>
              {T.cancel}
            </Button>
            <Button type="submit" disabled={voiding.isPending}>
              {voiding.isPending ? 'Anulando...' : T.confirm}
            </Button>
          </div>
        </form>
      ) : null}
    </li>
  );
}
