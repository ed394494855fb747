import { billingView, documentsView } from './billing-contracts.ts';
import { BOOKING_TIME_MESSAGES as BT, PLACE_KINDS } from './company-settings.ts';
import { timeField } from './company-settings-contracts.ts';
import { daysBetween, parseCalendarDate, todayInElSalvador } from './dates.ts';
import {
  DELIVERY_ADDRESS_MAX,
  DELIVERY_ADDRESS_MIN,
  DELIVERY_MESSAGES,
  DELIVERY_MODES,
} from './delivery.ts';
import { handoverView, rentalStatusField } from './handover-contracts.ts';
import { CANCEL_MESSAGES, CANCEL_REASON_MAX, RENTAL_STATES } from './rental-state.ts';
import {
  DISPLAY_STATUSES,
  MAX_QUERY_RANGE_DAYS,
  NO_SHOW_DAYS,
  RESERVATION_MESSAGES,
  RESERVATION_STATUSES,
  STRANDED_DAYS,
  validateReservationDates,
} from './reservation.ts';
import { textField } from './text.ts';
import { phoneNumberField } from './user.ts';
import { z } from './zod.ts';

// The reservation contracts (zod) live apart from the rules so pages that only show reservations
// do not download zod.

/** A date field typed as YYYY-MM-DD or dd-mm-yyyy, read as YYYY-MM-DD. */
export function calendarDateField(required: string, invalid: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? required : invalid) })
    .trim()
    .min(1, required)
    .max(10, invalid)
    .describe('Fecha del calendario: YYYY-MM-DD o dd-mm-yyyy')
    .transform((value, ctx) => {
      const parsed = parseCalendarDate(value);
      if (parsed) return parsed;
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    });
}

const MAX_ID = 2_147_483_647;

/** An id typed as a positive integer or its digits (query strings and forms send text). */
export function idField(required: string, invalid: string) {
  return z
    .union([z.number(), z.string()], {
      error: (issue) => (issue.input === undefined ? required : invalid),
    })
    .transform((value, ctx) => {
      if (value === '') {
        ctx.addIssue({ code: 'custom', message: required });
        return z.NEVER;
      }
      const id = typeof value === 'number' ? value : /^\d{1,10}$/.test(value) ? Number(value) : 0;
      if (Number.isInteger(id) && id > 0 && id <= MAX_ID) return id;
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    });
}

const M = RESERVATION_MESSAGES;
const D = DELIVERY_MESSAGES;

/** Where to bring the car: the one place its rules live, for the form and the server alike. */
export const deliveryAddressField = textField(D.addressRequired)
  .trim()
  .min(1, D.addressRequired)
  .min(DELIVERY_ADDRESS_MIN, D.addressShort)
  .max(DELIVERY_ADDRESS_MAX, D.addressLong);

/**
 * 'Entrega' (issue 17): picked up at the agency, or delivered to an address with a contact phone
 * (the account's when none is given). A pickup carries neither.
 */
export const deliveryInput = z.discriminatedUnion(
  'mode',
  [
    z.strictObject({ mode: z.literal('pickup') }),
    z.strictObject({
      mode: z.literal('delivery'),
      address: deliveryAddressField,
      phone: phoneNumberField.optional(),
    }),
  ],
  { error: D.modeInvalid },
);
export type DeliveryInput = z.input<typeof deliveryInput>;
export type DeliveryData = z.output<typeof deliveryInput>;

/** The create payload (SPEC 3.7) with the SPEC 5.1 rules; `today` is read when validating. */
export function reservationInput(today: () => string = todayInElSalvador) {
  return z
    .strictObject({
      vehicleId: idField(M.vehicleRequired, M.vehicleInvalid),
      userId: idField(M.userInvalid, M.userInvalid).optional(),
      startDate: calendarDateField(M.startRequired, M.startInvalid),
      endDate: calendarDateField(M.endRequired, M.endInvalid),
      delivery: deliveryInput.optional(),
      /** Issue 28: 'HH:MM' inside that day's opening hours; the company's default when absent. */
      pickupTime: timeField(BT.pickupInvalid, BT.pickupInvalid).optional(),
      returnTime: timeField(BT.returnInvalid, BT.returnInvalid).optional(),
    })
    .superRefine((data, ctx) => {
      for (const { field, message } of validateReservationDates(
        data.startDate,
        data.endDate,
        today(),
      )) {
        ctx.addIssue({ code: 'custom', message, path: [field] });
      }
    });
}

export const createReservationInput = reservationInput();
export type CreateReservationInput = z.input<typeof createReservationInput>;
export type CreateReservationData = z.output<typeof createReservationInput>;

/** The two days of a query range (availability, by-date lists), both inclusive. */
export const dateRangeFields = {
  startDate: calendarDateField(M.startRequired, M.startInvalid),
  endDate: calendarDateField(M.endRequired, M.endInvalid),
};

/** The refinement every query range carries: a range may be one day, never end before it starts. */
export const rangeInOrder: [
  (query: { startDate: string; endDate: string }) => boolean,
  { message: string; path: string[] },
] = [(query) => query.endDate >= query.startDate, { message: M.endBeforeStart, path: ['endDate'] }];

/** The by-date list: at most a year at a time, so one request cannot ask for every booking. */
export const dateRangeQuery = z
  .object(dateRangeFields)
  .refine(...rangeInOrder)
  .refine((query) => daysBetween(query.startDate, query.endDate) < MAX_QUERY_RANGE_DAYS, {
    message: M.rangeTooLong,
    path: ['endDate'],
  });
export type DateRange = z.output<typeof dateRangeQuery>;

/**
 * The optional body of a cancellation (issue 27): why, e.g. 'no-show' from the counter. Old
 * clients send no body at all; an empty reason counts as none.
 */
export const cancelReservationInput = z
  .strictObject({
    reason: textField(CANCEL_MESSAGES.reasonInvalid, { multiLine: true })
      .trim()
      .max(CANCEL_REASON_MAX, CANCEL_MESSAGES.reasonTooLong)
      .transform((reason) => reason || undefined)
      .nullish(),
  })
  .nullish();
export type CancelReservationInput = z.input<typeof cancelReservationInput>;

// ---- response contracts -----------------------------------------------------------------------

const reservationUserView = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  /** The document's number: the DUI, or the passport's when documentType is "passport". */
  dui: z.string(),
  /** Issue 28: customers from abroad register with a passport (and a nationality). */
  documentType: z.enum(['dui', 'passport']).optional(),
  nationality: z.string().nullable().optional(),
  /** Only admins and the reservation's own customer ever receive a reservation view. */
  phoneNumber: z.string(),
});

const reservationVehicleView = z.object({
  id: z.number(),
  name: z.string(),
  brand: z.string(),
  model: z.string(),
  type: z.string(),
  vehicleType: z.object({ type: z.string() }),
  capacity: z.number(),
  mainImageUrl: z.string().nullable(),
  pricePerDay: z.number(),
  /** Issue 28: 'P 123-456'; null for a vehicle from before plates ('Sin placa' to staff). */
  plate: z.string().nullable().optional(),
});

/** A reservation as the API answers it (SPEC 3.6), with its derived days and display status. */
export const reservationView = z.object({
  id: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  createdAt: z.string(),
  days: z.number(),
  pricePerDay: z.number(),
  totalPrice: z.number(),
  status: z.enum(RESERVATION_STATUSES),
  displayStatus: z.enum(DISPLAY_STATUSES),
  cancelledAt: z.string().nullable(),
  userId: z.number(),
  vehicleId: z.number(),
  user: reservationUserView,
  vehicle: reservationVehicleView,
  delivery: z.object({
    mode: z.enum(DELIVERY_MODES),
    address: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  /** The handover (issue 11): booked, then inProgress at check-out, returned at check-in. */
  rentalStatus: rentalStatusField,
  /** The check-out record ('Entrega'), null until the car is handed over. */
  checkout: handoverView.nullable(),
  /** The check-in record ('Devolución'), null until the car is back. */
  checkin: handoverView.nullable(),
  /** Issue 12: when an admin moved the booking to another car (the customer is told). */
  reassignedAt: z.string().nullable().optional(),
  /** Issue 27: the one rental state (domain/rental-state.ts) every screen labels. */
  state: z.enum(RENTAL_STATES),
  /** Issue 27: who cancelled ('customer' is the reservation's own customer), when and why. */
  cancellation: z
    .object({
      at: z.string(),
      by: z.enum(['customer', 'staff']),
      byName: z.string(),
      reason: z.string().nullable(),
    })
    .nullable(),
  /** Issue 28: 'HH:MM'; bookings made before times existed read the company's defaults. */
  pickupTime: z.string(),
  returnTime: z.string(),
  /** Where the car is handed over: the agency's address, or the delivery address. */
  place: z.object({ kind: z.enum(PLACE_KINDS), address: z.string() }),
  /**
   * Issue 30: base, charges, deposit held, paid and balance (dollars, kept in cents). Absent
   * only on views cached before it existed.
   */
  billing: billingView.optional(),
  /** Issue 30: the agreement (after check-out) and the statement (after check-in), or null. */
  documents: documentsView.optional(),
});
export type ReservationView = z.infer<typeof reservationView>;

export { NO_SHOW_DAYS, STRANDED_DAYS };

/** A booking whose car has not come back from another, overdue booking (`stillOut`). */
export const strandedReservationView = reservationView.extend({
  stillOut: z.object({
    reservationId: z.number(),
    endDate: z.string(),
    customerName: z.string(),
  }),
});
export type StrandedReservationView = z.infer<typeof strandedReservationView>;

/** GET /api/operations/today: the counter's day in El Salvador. */
export const operationsTodayView = z.object({
  date: z.string(),
  /** Active reservations starting that day, whatever their rentalStatus. */
  pickups: z.array(reservationView),
  /** Active reservations ending that day, whatever their rentalStatus. */
  returns: z.array(reservationView),
  /** Reservations in progress whose end date has passed. */
  overdue: z.array(reservationView),
  /**
   * Issue 27, 'No se presentó': booked reservations that started in the last NO_SHOW_DAYS days
   * before that day and were never handed over (nor cancelled), oldest first.
   */
  noShows: z.array(reservationView),
  /**
   * Issue 27, 'Vehículo sin devolver': booked reservations starting within STRANDED_DAYS days
   * from that day whose car is still out, overdue on another booking (`stillOut`).
   */
  stranded: z.array(strandedReservationView),
});
export type OperationsTodayView = z.infer<typeof operationsTodayView>;

/** What anyone may learn about bookings: which vehicle is taken on which days, nothing personal. */
export const bookedRangeView = z.object({
  vehicleId: z.number(),
  vehicle: z.object({ id: z.number() }),
  startDate: z.string(),
  endDate: z.string(),
});
export type BookedRangeView = z.infer<typeof bookedRangeView>;
