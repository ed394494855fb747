import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId, useRef, useState } from 'react';
import { addDays, todayInElSalvador } from '#domain/dates.ts';
import { formatDays, formatUsd } from '#domain/money.ts';
import { RESERVATION_MESSAGES } from '#domain/reservation.ts';
import { DateRangeFields } from '../../components/search/date-range-fields.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { apiErrorMessage } from '../../lib/api-error.ts';
import { useCompanySettings } from '../../lib/company-settings.ts';
import {
  assertOnlineForReservation,
  isConnectionFailure,
  RESERVATION_NEEDS_NETWORK,
  useOnline,
} from '../../lib/offline.ts';
import { toast } from '../../lib/toast.ts';
import { useSession } from '../../lib/use-session.ts';
import { newIdempotencyKey, type PublicVehicle, VEHICLES_KEY } from '../../lib/vehicles.ts';
import {
  CREATE_RESERVATION_ERROR_TEXTS,
  createReservation,
  type NewReservation,
} from './api/create-reservation.ts';
import { bookedRangesQueryOptions } from './api/get-booked-ranges.ts';
import { RESERVATIONS_KEY } from './api/get-my-reservations.ts';
import { profileQueryOptions } from './api/get-profile.ts';
import { lastFreeDayFrom, takenBy } from './booked-days.ts';
import { BookingBar } from './booking-bar.tsx';
import { DeliveryFields } from './delivery-fields.tsx';
import {
  checkDelivery,
  type DeliveryDraft,
  type DeliveryErrors,
  deliveryErrorList,
  offeredDeliveryPhone,
  PICKUP_DRAFT,
} from './delivery-rules.ts';
import {
  liveFieldErrors,
  type ReservationDates,
  reservationFormErrors,
  reservationSummary,
} from './reservation-rules.ts';
import { effectiveTimes, NO_TIMES, type TimeDraft, TimeFields } from './time-fields.tsx';

interface ReservationFormProps {
  vehicle: PublicVehicle;
  dates: ReservationDates;
  onDatesChange(dates: ReservationDates): void;
  /** Whether the dates came from an earlier search (SPEC 2.7 notice). */
  carried: boolean;
}

/**
 * 'Detalles de la Reserva' (SPEC 2.7): the days, the delivery, the summary and the button that
 * books (also in a bar fixed to the bottom on phones).
 */
export function ReservationForm({ vehicle, dates, onDatesChange, carried }: ReservationFormProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const online = useOnline();
  const [failure, setFailure] = useState<string | null>(null);
  const [delivery, setDelivery] = useState<DeliveryDraft>(PICKUP_DRAFT);
  const [deliveryErrors, setDeliveryErrors] = useState<DeliveryErrors>({});
  const [times, setTimes] = useState<TimeDraft>(NO_TIMES);
  const settings = useCompanySettings();
  const formRef = useRef<HTMLFormElement>(null);
  const formId = useId();
  const { user } = useSession();
  // Asked for only once a delivery is chosen: pickups never need the phone.
  const profile = useQuery({
    ...profileQueryOptions(user?.id),
    enabled: delivery.mode === 'delivery' && user !== null,
  });
  const accountPhone = offeredDeliveryPhone(profile.data?.phoneNumber);
  // The calendar greys the days already taken, so a customer never picks one (issue 32).
  const booked = useQuery(bookedRangesQueryOptions(vehicle.id)).data ?? [];
  const today = todayInElSalvador();
  const { days, total } = reservationSummary(dates, vehicle.pricePerDay);
  const fieldErrors = liveFieldErrors(dates, today);
  const reservable = vehicle.status === 'maintenanceCompleted';

  const mutation = useMutation({
    mutationFn: (booking: NewReservation) => {
      assertOnlineForReservation();
      return createReservation(booking);
    },
    // Needs the network (DESIGN 7); offline it must fail at once rather than wait silently.
    networkMode: 'always',
    onSuccess: async (created) => {
      toast.success('¡Reserva realizada con éxito!');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: RESERVATIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: [...VEHICLES_KEY, 'available'] }),
        queryClient.invalidateQueries({ queryKey: [...VEHICLES_KEY, 'booked-ranges'] }),
      ]);
      await navigate({
        to: '/customer/my-reservations',
        state: { bookedReservationId: created.id },
      });
    },
    onError: (error) => {
      const message = isConnectionFailure(error)
        ? RESERVATION_NEEDS_NETWORK
        : apiErrorMessage(error, CREATE_RESERVATION_ERROR_TEXTS);
      setFailure(message);
      toast.error(message);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkDelivery(delivery, accountPhone);
    setDeliveryErrors(checked.errors);
    const errors = [...reservationFormErrors(dates, today), ...deliveryErrorList(checked.errors)];
    if (errors.length > 0) {
      const firstInvalid = checked.errors.address ? 'deliveryAddress' : 'deliveryPhone';
      if (deliveryErrorList(checked.errors).length > 0) {
        formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      }
      toast.warning('Verifica los campos del formulario', {
        description: errors.map((message) => (
          <span key={message} className="block">
            {message}
          </span>
        )),
      });
      return;
    }
    setFailure(null);
    mutation.mutate({
      vehicleId: vehicle.id,
      startDate: dates.start,
      endDate: dates.end,
      delivery: checked.payload,
      ...effectiveTimes(times, dates, settings),
      idempotencyKey: newIdempotencyKey(),
    });
  }

  const change = (next: ReservationDates) => {
    setFailure(null);
    onDatesChange(next);
  };

  const changeDelivery = (next: DeliveryDraft, edited: keyof DeliveryDraft) => {
    setFailure(null);
    setDelivery(next);
    // An error on a field clears when the customer edits that field (as in SPEC 5.2).
    if (edited !== 'mode') setDeliveryErrors((current) => ({ ...current, [edited]: undefined }));
  };
  const disabled = !dates.start || !dates.end || days <= 0 || mutation.isPending || !reservable;

  return (
    <>
      <form
        id={formId}
        ref={formRef}
        onSubmit={submit}
        noValidate
        aria-labelledby="reservation-form-title"
        className="flex flex-col gap-5 rounded-2xl border border-navy-700 bg-navy-800/60 p-5 sm:p-6"
      >
        <h2 id="reservation-form-title" className="text-xl font-semibold text-white">
          Detalles de la Reserva
        </h2>
        {carried ? (
          <Notice icon={false}>📅 Fechas seleccionadas previamente han sido cargadas</Notice>
        ) : null}
        {!reservable ? (
          <Notice tone="warning">{RESERVATION_MESSAGES.vehicleUnavailable}</Notice>
        ) : null}
        {!online ? <Notice tone="warning">{RESERVATION_NEEDS_NETWORK}</Notice> : null}

        <DateRangeFields
          start={dates.start}
          end={dates.end}
          minStart={today}
          minEnd={addDays(dates.start || today, 1)}
          maxEnd={lastFreeDayFrom(booked, dates.start)}
          isTaken={takenBy(booked)}
          onStartChange={(start) => change({ ...dates, start })}
          onEndChange={(end) => change({ ...dates, end })}
          startError={fieldErrors.start}
          endError={fieldErrors.end}
        />

        <TimeFields
          dates={dates}
          settings={settings}
          value={times}
          onChange={(next) => {
            setFailure(null);
            setTimes(next);
          }}
        />

        <DeliveryFields
          value={delivery}
          accountPhone={accountPhone}
          errors={deliveryErrors}
          onChange={changeDelivery}
        />

        <dl className="flex flex-col gap-2 rounded-xl bg-navy-950/60 p-4 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-navy-200">Días de alquiler</dt>
            <dd className="font-semibold text-white">{days > 0 ? formatDays(days) : '—'}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-navy-200">Precio por día</dt>
            <dd className="font-semibold text-white">{formatUsd(vehicle.pricePerDay)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-navy-700 pt-2 text-base">
            <dt className="font-semibold text-white">Total</dt>
            <dd className="font-bold text-gold-300">{formatUsd(total)}</dd>
          </div>
        </dl>

        {failure ? (
          <p className="rounded-lg border border-red-400/40 bg-red-500/10 px-4 py-3 text-sm text-red-200">
            {failure}
          </p>
        ) : null}

        <Button type="submit" disabled={disabled} className="w-full max-md:hidden">
          {mutation.isPending ? 'Procesando...' : 'Alquilar Vehículo'}
        </Button>
        <p className="text-center text-xs text-navy-200">
          Las reservas se confirman inmediatamente
        </p>
      </form>
      <BookingBar
        formId={formId}
        days={days}
        total={total}
        disabled={disabled}
        pending={mutation.isPending}
      />
    </>
  );
}
