import type { ReactNode } from 'react';
import { whenWhereOf } from '#domain/company-settings.ts';
import { formatDate } from '#domain/dates.ts';
import { DELIVERY_LABELS, deliveryOf, telHref } from '#domain/delivery.ts';
import { formatDays, formatUsd } from '#domain/money.ts';
import { plateLabel } from '#domain/plate.ts';
import type { ReservationView } from '#domain/reservation-contracts.ts';
import { LazyAuditTrail } from '../../components/audit/lazy-audit-trail.tsx';
import { ReservationMoney } from '../../components/billing/billing-summary.tsx';
import { CancellationNote } from '../../components/rental-state/cancellation-note.tsx';
import { RentalStateBadge } from '../../components/rental-state/rental-state-badge.tsx';
import { stateToday } from '../../components/rental-state/state-today.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';

interface ReservationDetailDialogProps {
  /** The reservation to show; null closes the dialog. */
  reservation: ReservationView | null;
  onClose(): void;
  /** Buttons under the details, e.g. the cancel action where the screen offers it. */
  actions?: ReactNode;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-navy-300 uppercase">{label}</dt>
      <dd className="break-words text-white">{children}</dd>
    </div>
  );
}

// A 44 px tall target a finger can hit (issue 32), the text still read as a link.
const LINK =
  'tap-target inline-flex items-center break-all font-medium text-gold-300 underline underline-offset-2 hover:text-gold-200';

/** 'Detalle de Reserva' (SPEC 2.12), shared by the management table and the dashboard calendar. */
export function ReservationDetailDialog({
  reservation,
  onClose,
  actions,
}: ReservationDetailDialogProps) {
  return (
    <Dialog
      open={reservation !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Detalle de Reserva"
    >
      {reservation ? (
        <Tabs
          label="Secciones de la reserva"
          tabs={[
            {
              value: 'details',
              label: 'Detalle',
              content: <ReservationDetails reservation={reservation} actions={actions} />,
            },
            {
              value: 'audit',
              label: 'Historial',
              content: <LazyAuditTrail entity="reservation" id={reservation.id} />,
            },
          ]}
        />
      ) : null}
    </Dialog>
  );
}

function ReservationDetails({
  reservation,
  actions,
}: {
  reservation: ReservationView;
  actions?: ReactNode;
}) {
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Field label="ID">#{reservation.id}</Field>
        <Field label="Estado">
          <RentalStateBadge state={stateToday(reservation)} />
        </Field>
        <Field label="Usuario">{reservation.user.name}</Field>
        <Field label="Correo electrónico">
          <a href={`mailto:${reservation.user.email}`} className={LINK}>
            {reservation.user.email}
          </a>
        </Field>
        <Field label="Teléfono">
          {reservation.user.phoneNumber ? (
            <a href={telHref(reservation.user.phoneNumber)} className={LINK}>
              {reservation.user.phoneNumber}
            </a>
          ) : (
            'N/A'
          )}
        </Field>
        <Field label={reservation.user.documentType === 'passport' ? 'Pasaporte' : 'DUI'}>
          {reservation.user.dui}
          {reservation.user.nationality ? ` (${reservation.user.nationality})` : ''}
        </Field>
        <Field label="Vehículo">{reservation.vehicle.name}</Field>
        <Field label="Placa">{plateLabel(reservation.vehicle.plate)}</Field>
        <Field label="Marca / Modelo">
          {reservation.vehicle.brand} / {reservation.vehicle.model}
        </Field>
        <Field label="Tipo">{reservation.vehicle.type}</Field>
        <Field label="Capacidad">{reservation.vehicle.capacity} personas</Field>
        <Field label="Precio por día">{formatUsd(reservation.pricePerDay)}</Field>
        <Field label="Inicio">{formatDate(reservation.startDate)}</Field>
        <Field label="Fin">{formatDate(reservation.endDate)}</Field>
        <Field label="Precio total">
          <span className="font-semibold text-gold-300">{formatUsd(reservation.totalPrice)}</span>{' '}
          <span className="text-sm text-navy-200">({formatDays(reservation.days)})</span>
        </Field>
        <DeliveryField reservation={reservation} />
        <Field label="Hora de recogida">{whenWhereOf(reservation).pickupTime}</Field>
        <Field label="Hora de devolución">{whenWhereOf(reservation).returnTime}</Field>
        <Field label="Lugar">{whenWhereOf(reservation).place.address}</Field>
      </dl>
      {reservation.cancellation ? (
        <div className="mt-4">
          <CancellationNote cancellation={reservation.cancellation} />
        </div>
      ) : null}
      <div className="mt-4">
        <ReservationMoney billing={reservation.billing} documents={reservation.documents} />
      </div>
      {actions ? <div className="mt-6 flex flex-wrap justify-end gap-3">{actions}</div> : null}
    </>
  );
}

/** 'Entrega': where the car goes and whom to call there (the contact may differ from the account). */
function DeliveryField({ reservation }: { reservation: ReservationView }) {
  const delivery = deliveryOf(reservation);
  return (
    <div className="flex flex-col gap-0.5 sm:col-span-2">
      <dt className="text-xs font-medium tracking-wide text-navy-300 uppercase">Entrega</dt>
      <dd className="break-words text-white">
        <span className="block font-semibold">{DELIVERY_LABELS[delivery.mode]}</span>
        {delivery.mode === 'delivery' ? (
          <>
            <span className="block">{delivery.address}</span>
            {delivery.phone ? (
              <span className="block">
                Contacto:{' '}
                <a href={telHref(delivery.phone)} className={LINK}>
                  {delivery.phone}
                </a>
              </span>
            ) : null}
          </>
        ) : null}
      </dd>
    </div>
  );
}
