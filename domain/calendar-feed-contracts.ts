import { FEED_SCOPES, CALENDAR_FEED_MESSAGES as M } from './calendar-feeds.ts';
import { idField } from './reservation-contracts.ts';
import { z } from './zod.ts';

export const createFeedInput = z
  .object({
    scope: z.enum(FEED_SCOPES, { error: M.scopeInvalid }),
    vehicleId: idField(M.vehicleRequired, M.vehicleInvalid).optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.scope === 'vehicle' && input.vehicleId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['vehicleId'], message: M.vehicleRequired });
    }
    if (input.scope !== 'vehicle' && input.vehicleId !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['vehicleId'], message: M.vehicleNotAllowed });
    }
  });
export type CreateFeedInput = z.infer<typeof createFeedInput>;

export const calendarFeedView = z.object({
  id: z.number(),
  scope: z.enum(FEED_SCOPES),
  vehicle: z.object({ id: z.number(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type CalendarFeedView = z.infer<typeof calendarFeedView>;

/** Only the answer to POST carries the URL: the token is not kept, so it cannot be shown again. */
export const createdFeedView = calendarFeedView.extend({ url: z.string() });
export type CreatedFeedView = z.infer<typeof createdFeedView>;
