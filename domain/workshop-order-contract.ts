/**
 * Issue 26: the request that moves a car within its workshop column. Apart from
 * workshop-order.ts, which the board imports, so that building this schema (and zod) is not on
 * the way to the board's first paint (issue 32).
 */
import { WORKSHOP_MESSAGES, WORKSHOP_STATUSES } from './workshop-order.ts';
import { z } from './zod.ts';

/** PUT /api/vehicles/{id}/workshop-position. */
export const workshopPositionInput = z.strictObject({
  /** The car it goes right before, or null: last in its column. */
  before: z.union([z.number().int().positive().max(999_999_999), z.null()], {
    error: WORKSHOP_MESSAGES.beforeInvalid,
  }),
  /**
   * The column the card was in when staff dragged it (the board sends it): a reorder replayed
   * from the offline queue after the car changed column is refused (409 STATUS_CONFLICT).
   */
  expectedStatus: z.enum(WORKSHOP_STATUSES, { error: WORKSHOP_MESSAGES.notInWorkshop }).optional(),
});
export type WorkshopPositionInput = z.infer<typeof workshopPositionInput>;
