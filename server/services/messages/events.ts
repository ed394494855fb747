/**
 * The messages of the events that happen in a request (booking, cancel, hand-overs), each called
 * inside that event's transaction: the outbox rows commit, or roll back, with the event.
 */
import { elSalvadorInstant, LATE_CANCEL_MS } from '#domain/messages.ts';
import type { Db } from '../../db/client.ts';
import { reservationCalendarFile } from '../calendar-feeds.ts';
import type { DamageFact } from './compose.ts';
import { enqueueMessage, reservationFacts } from './outbox.ts';

const eventOf = (reservationId: number) => `reservation:${reservationId}`;

export async function messagesOnBooking(tx: Db, reservationId: number, customerId: number) {
  const reservation = await reservationFacts(tx, reservationId);
  const calendar = await reservationCalendarFile(tx, reservationId, false);
  await enqueueMessage(tx, {
    kind: 'reservation-confirmed',
    event: eventOf(reservationId),
    facts: { reservation },
    audience: { customer: customerId },
    reservationId,
    vehicleId: reservation.vehicleId,
    attachments: [
      {
        filename: `reserva-${reservationId}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: calendar,
      },
    ],
  });
}

/**
 * The customer always hears of a cancel; staff too when the customer cancels within 48 hours of
 * the pickup (the start date at its pickup time).
 */
export async function messagesOnCancel(
  tx: Db,
  reservationId: number,
  customerId: number,
  byCustomer: boolean,
  now: Date,
) {
  const reservation = await reservationFacts(tx, reservationId);
  const common = {
    kind: 'reservation-cancelled' as const,
    event: eventOf(reservationId),
    reservationId,
    vehicleId: reservation.vehicleId,
  };
  await enqueueMessage(tx, {
    ...common,
    facts: { reservation, byCustomer, staff: false },
    audience: { customer: customerId },
  });
  const pickup = elSalvadorInstant(reservation.startDate, reservation.pickupTime);
  if (byCustomer && pickup.getTime() - now.getTime() < LATE_CANCEL_MS) {
    await enqueueMessage(tx, {
      ...common,
      event: `${common.event}:late-cancel`,
      facts: { reservation, byCustomer, staff: true },
      audience: 'staff',
    });
  }
}

export interface HandoverFacts {
  customerId: number;
  odometer: number;
  fuel: number;
  photos: number;
  damages: DamageFact[];
  /** The check-out's reading, for the km driven at a check-in. */
  checkoutOdometer: number | null;
}

export async function messagesOnHandover(
  tx: Db,
  kind: 'checkout' | 'checkin',
  reservationId: number,
  facts: HandoverFacts,
) {
  const reservation = await reservationFacts(tx, reservationId);
  const common = { event: eventOf(reservationId), reservationId, vehicleId: reservation.vehicleId };
  const customer = { customer: facts.customerId };
  if (kind === 'checkout') {
    await enqueueMessage(tx, {
      ...common,
      kind: 'checkout-record',
      facts: { reservation, odometer: facts.odometer, fuel: facts.fuel, photos: facts.photos },
      audience: customer,
    });
    return;
  }
  await enqueueMessage(tx, {
    ...common,
    kind: 'checkin-record',
    facts: {
      reservation,
      odometer: facts.odometer,
      kmDriven: facts.checkoutOdometer === null ? null : facts.odometer - facts.checkoutOdometer,
      fuel: facts.fuel,
      damages: facts.damages,
    },
    audience: customer,
  });
  if (facts.damages.length > 0) {
    await enqueueMessage(tx, {
      ...common,
      kind: 'new-damage',
      facts: { reservation, damages: facts.damages },
      audience: 'staff',
    });
  }
}
