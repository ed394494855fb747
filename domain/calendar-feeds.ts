/**
 * Calendar feeds and the single-reservation .ics (issue 18): which events a calendar shows and
 * how they read in Spanish. Written with domain/icalendar.ts; no I/O here.
 */
import { formatDate } from './dates.ts';
import { DELIVERY_LABELS, type DeliveryMode } from './delivery.ts';
import type { AllDayEvent } from './icalendar.ts';
import { formatUsd } from './number-format.ts';
import { RENTAL_STATE_LABELS, type RentalState } from './rental-state.ts';

export const FEED_SCOPES = ['mine', 'all', 'vehicle'] as const;
export type FeedScope = (typeof FEED_SCOPES)[number];

/** Feeds show reservations and windows ending at most this many days ago, so they stay small. */
export const FEED_HISTORY_DAYS = 365;

export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const FEED_FILE_SUFFIX = '.ics';

export const CALENDAR_FEED_MESSAGES = {
  scopeInvalid: "El alcance debe ser 'mine', 'all' o 'vehicle'.",
  customerOnlyMine: 'Solo puedes suscribirte a tus propias reservas.',
  vehicleRequired: 'Indica el vehículo del calendario.',
  vehicleInvalid: 'El identificador del vehículo no es válido.',
  vehicleNotFound: 'Vehículo no encontrado',
  vehicleNotAllowed: 'El vehículo solo se indica para el calendario de un vehículo.',
  feedNotFound: 'Calendario no encontrado',
  feedInvalid: 'El identificador del calendario no es válido.',
} as const;

export const FEED_SCOPE_LABELS: Record<FeedScope, string> = {
  mine: 'Mis reservas',
  all: 'Todas las reservas',
  vehicle: 'Reservas y servicios de un vehículo',
};

/** The calendar's name in the subscriber's app. */
export function feedName(scope: FeedScope, vehicleName?: string | null): string {
  if (scope === 'vehicle') return `ELITE DRIVE – ${vehicleName ?? 'Vehículo'}`;
  return scope === 'all' ? 'ELITE DRIVE – Todas las reservas' : 'ELITE DRIVE – Mis reservas';
}

export interface CalendarReservation {
  id: number;
  startDate: string;
  endDate: string;
  status: 'active' | 'cancelled';
  /** The one rental state (issue 27): its label is the status text of the event. */
  state: RentalState;
  totalPrice: number;
  vehicleName: string;
  /** Shown in admin feeds only. */
  customerName?: string;
  deliveryMode: DeliveryMode;
  deliveryAddress: string | null;
  /** Issue 28: 'HH:MM' (the company's defaults for bookings made before times existed). */
  pickupTime?: string;
  returnTime?: string;
  /** The agency's address, where a car not delivered is picked up. */
  agencyAddress?: string;
  createdAt: Date;
  cancelledAt: Date | null;
}

/** 15 hours before the first day's midnight: 09:00 the day before. */
export const RESERVATION_ALARM_TRIGGER = '-PT15H';
const FLAGGED_STATES: readonly RentalState[] = ['cancelled', 'overdue', 'no-show'];

export const reservationUid = (id: number) => `reservation-${id}@elitedrive`;
export const windowUid = (id: number) => `service-window-${id}@elitedrive`;

/**
 * A booking occupies its return day too (the car comes back that day), so the event runs from
 * the start to the end date inclusive: DTEND is the day after the return.
 */
export function reservationEvent(reservation: CalendarReservation): AllDayEvent {
  const cancelled = reservation.status === 'cancelled';
  const label = RENTAL_STATE_LABELS[reservation.state];
  // The states that ask for attention lead the title; every event says its state below.
  const flagged = FLAGGED_STATES.includes(reservation.state) ? `${label}: ` : '';
  const who = reservation.customerName ? ` · ${reservation.customerName}` : '';
  const delivered = reservation.deliveryMode === 'delivery' && reservation.deliveryAddress;
  const delivery = delivered
    ? `${DELIVERY_LABELS.delivery}: ${reservation.deliveryAddress}`
    : reservation.agencyAddress
      ? `${DELIVERY_LABELS.pickup}: ${reservation.agencyAddress}`
      : DELIVERY_LABELS.pickup;
  const location = delivered ? reservation.deliveryAddress : reservation.agencyAddress;
  const times = [
    ...(reservation.pickupTime
      ? [`Recogida: ${formatDate(reservation.startDate)} a las ${reservation.pickupTime}.`]
      : []),
    ...(reservation.returnTime
      ? [`Devolución: ${formatDate(reservation.endDate)} a las ${reservation.returnTime}.`]
      : []),
  ];
  return {
    uid: reservationUid(reservation.id),
    startDate: reservation.startDate,
    lastDate: reservation.endDate,
    summary: `${flagged}Reserva #${reservation.id} – ${reservation.vehicleName}${who}`,
    description: [
      `Estado: ${label}.`,
      `Del ${formatDate(reservation.startDate)} al ${formatDate(reservation.endDate)} (devolución incluida).`,
      ...times,
      `Total: ${formatUsd(reservation.totalPrice)}.`,
      `${delivery}.`,
    ].join('\n'),
    ...(location ? { location } : {}),
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    created: reservation.createdAt,
    lastModified: reservation.cancelledAt ?? reservation.createdAt,
    // The day before, at 09:00: a cancelled booking reminds no one.
    ...(cancelled
      ? {}
      : {
          alarm: {
            trigger: RESERVATION_ALARM_TRIGGER,
            description: `Mañana: Reserva #${reservation.id} – ${reservation.vehicleName}${
              reservation.pickupTime ? `, recogida a las ${reservation.pickupTime}` : ''
            }`,
          },
        }),
  };
}

export interface CalendarWindow {
  id: number;
  startDate: string;
  endDate: string;
  reason: string;
  vehicleName: string;
  createdAt: Date;
}

/** A service window: the vehicle is in the workshop these days (both inclusive). */
export function windowEvent(window: CalendarWindow): AllDayEvent {
  return {
    uid: windowUid(window.id),
    startDate: window.startDate,
    lastDate: window.endDate,
    summary: `Servicio – ${window.vehicleName}`,
    description: window.reason,
    status: 'CONFIRMED',
    created: window.createdAt,
    lastModified: window.createdAt,
  };
}
