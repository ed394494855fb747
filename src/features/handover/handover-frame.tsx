import { Link } from '@tanstack/react-router';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import type { ReactNode } from 'react';
import { countryName } from '#domain/countries.ts';
import { formatDate } from '#domain/dates.ts';
import { licenseLabel } from '#domain/license.ts';
import { plateLabel } from '#domain/plate.ts';
import type { ReservationView } from '#domain/reservation-contracts.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useOnline } from '../../lib/offline.ts';
import { operationsErrorMessage } from '../../lib/operations-api.ts';
import type { useHandoverReservation } from './use-handover-reservation.ts';

export function BackToOperations() {
  return (
    <Link
      to="/admin/operations"
      className="mb-4 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-gold-300 hover:text-gold-200"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Volver a Operaciones de hoy
    </Link>
  );
}

interface HandoverFrameProps {
  title: string;
  reservationId: number;
  state: ReturnType<typeof useHandoverReservation>['query'];
  children: (reservation: ReservationView) => ReactNode;
}

/** The page around a flow: heading, and the loading, error and offline states of its data. */
export function HandoverFrame({ title, reservationId, state, children }: HandoverFrameProps) {
  const online = useOnline();
  return (
    <>
      <BackToOperations />
      <PageHeading title={title} subtitle={`Reserva #${reservationId}`} />
      {state.data ? (
        children(state.data)
      ) : !online ? (
        <Notice tone="warning">
          Sin conexión: esta reserva no está guardada en el dispositivo. Abre antes 'Operaciones de
          hoy' con conexión.
        </Notice>
      ) : state.isError ? (
        <div className="flex flex-col items-start gap-3">
          <Alert tone="error">{operationsErrorMessage(state.error)}</Alert>
          <Button onClick={() => void state.refetch()}>Reintentar</Button>
        </div>
      ) : (
        <Loading text="Cargando reserva..." />
      )}
    </>
  );
}

/**
 * Who and what: the staff member checks the customer's DUI (or passport) against the document,
 * and the plate against the car (issue 28).
 */
export function CustomerFacts({ reservation }: { reservation: ReservationView }) {
  const { user, vehicle } = reservation;
  const license = reservation.checkout?.license;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      <dt className="text-navy-300">Cliente</dt>
      <dd className="font-semibold text-white">{user.name}</dd>
      <dt className="text-navy-300">
        {user.documentType === 'passport'
          ? `Pasaporte${user.nationality ? ` (${countryName(user.nationality)})` : ''}`
          : 'DUI'}
      </dt>
      <dd className="font-mono text-base font-semibold text-white">{user.dui}</dd>
      <dt className="text-navy-300">Vehículo</dt>
      <dd className="text-navy-50">
        {vehicle.name} · {vehicle.brand} {vehicle.model}
      </dd>
      <dt className="text-navy-300">Placa</dt>
      <dd className="font-mono text-base font-semibold text-white">{plateLabel(vehicle.plate)}</dd>
      {license ? (
        <>
          <dt className="text-navy-300">Licencia</dt>
          <dd className="text-navy-50">{licenseLabel(license)}</dd>
        </>
      ) : null}
      <dt className="text-navy-300">Fechas</dt>
      <dd className="text-navy-50">
        {formatDate(reservation.startDate)} al {formatDate(reservation.endDate)}
      </dd>
    </dl>
  );
}

/** A numbered step of the guided flow. */
export function Step({
  number,
  title,
  children,
}: {
  number: number;
  title: string;
  children: ReactNode;
}) {
  const id = `step-${number}`;
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-xl border border-navy-700 bg-navy-800/40 p-4"
    >
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-white">
        <span
          aria-hidden="true"
          className="grid size-7 place-items-center rounded-full bg-gold-400 text-sm text-navy-950"
        >
          {number}
        </span>
        <span>
          <span className="sr-only">Paso {number}: </span>
          {title}
        </span>
      </h2>
      {children}
    </section>
  );
}
