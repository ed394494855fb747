import { addDays, daysBetween, todayInElSalvador } from './dates.ts';
import { SERVICE_STATES } from './maintenance-forecast.ts';
import { MAINTENANCE_MESSAGES } from './maintenance-messages.ts';
import { calendarDateField, idField } from './reservation-contracts.ts';
import { textField } from './text.ts';
import { UPCOMING_BOOKING_DAYS } from './vehicle.ts';
import { z } from './zod.ts';

/** The maintenance planning API's contracts and Spanish messages (issue 12). */

export { MAINTENANCE_MESSAGES };

const M = MAINTENANCE_MESSAGES;

export const MAX_WINDOW_DAYS = 90;

export const serviceClashView = z.object({
  reservationId: z.number(),
  startDate: z.string(),
  endDate: z.string(),
});

/** GET /api/maintenance/forecast: one entry per listed vehicle. */
export const serviceForecastView = z.object({
  vehicleId: z.number(),
  state: z.enum(SERVICE_STATES),
  kmSinceService: z.number(),
  kmToService: z.number().nullable(),
  daysToService: z.number().nullable(),
  dueBy: z.enum(['km', 'time']).nullable(),
  projectedDueDate: z.string().nullable(),
  avgKmPerDay: z.number(),
  clashes: z.array(serviceClashView),
});
export type ServiceForecastView = z.infer<typeof serviceForecastView>;

/** POST /api/vehicles/{id}/maintenance-windows. */
export const maintenanceWindowInput = z
  .strictObject({
    startDate: calendarDateField(M.startRequired, M.startInvalid),
    endDate: calendarDateField(M.endRequired, M.endInvalid),
    reason: textField(M.reasonRequired).trim().min(1, M.reasonRequired).max(300, M.reasonTooLong),
  })
  .superRefine((data, ctx) => {
    if (data.endDate < data.startDate) {
      ctx.addIssue({ code: 'custom', message: M.endBeforeStart, path: ['endDate'] });
    } else if (daysBetween(data.startDate, data.endDate) >= MAX_WINDOW_DAYS) {
      ctx.addIssue({ code: 'custom', message: M.tooLong, path: ['endDate'] });
    }
    // A window may start today (the car goes into the workshop now), never before.
    if (data.startDate < todayInElSalvador()) {
      ctx.addIssue({ code: 'custom', message: M.startInPast, path: ['startDate'] });
    }
  });
export type MaintenanceWindowInput = z.input<typeof maintenanceWindowInput>;
export type MaintenanceWindowData = z.output<typeof maintenanceWindowInput>;

export const maintenanceWindowView = z.object({
  id: z.number(),
  vehicleId: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  vehicle: z.object({ id: z.number(), name: z.string(), vehicleType: z.string() }),
});
export type MaintenanceWindowView = z.infer<typeof maintenanceWindowView>;

/** GET /api/maintenance-windows?from&to: both optional, at most a year apart. */
export const windowsQuery = z
  .object({
    from: calendarDateField(M.startRequired, M.startInvalid).optional(),
    to: calendarDateField(M.endRequired, M.endInvalid).optional(),
  })
  .transform((query) => {
    const from = query.from ?? todayInElSalvador();
    return { from, to: query.to ?? addDays(from, 365) };
  })
  .refine((query) => query.to >= query.from, { message: M.endBeforeStart, path: ['to'] })
  .refine((query) => daysBetween(query.from, query.to) <= 366, {
    message: M.rangeTooLong,
    path: ['to'],
  });

/** A reservation in the way of a service, with what 'Reasignar' needs to find it a car. */
export const affectedReservationView = z.object({
  reservationId: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  userId: z.number(),
  customerName: z.string(),
  vehicleType: z.string(),
});
export type AffectedReservation = z.infer<typeof affectedReservationView>;

/** The 409 of a window over reservations: which ones, so the admin can reassign them. */
export const maintenanceConflictView = z.object({
  error: z.literal('MAINTENANCE_CONFLICT'),
  message: z.string(),
  conflicts: z.array(affectedReservationView),
});
export type MaintenanceConflictView = z.infer<typeof maintenanceConflictView>;

export { UPCOMING_BOOKING_DAYS };

/** POST /api/reservations/{id}/reassign. */
export const reassignInput = z.strictObject({
  vehicleId: idField(M.vehicleRequired, M.vehicleInvalid),
});
export type ReassignInput = z.input<typeof reassignInput>;
