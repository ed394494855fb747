import { daysBetween } from '#domain/dates.ts';
import { STATE_FILTERS } from '#domain/rental-state.ts';
import { MAX_QUERY_RANGE_DAYS, RESERVATION_MESSAGES as RM } from '#domain/reservation.ts';
import { calendarDateField, idField } from '#domain/reservation-contracts.ts';
import {
  DATE_WINDOWS,
  DEFAULT_PAGE_SIZE,
  LIST_MESSAGES as L,
  MAX_PAGE_SIZE,
  SORT_KEYS,
} from '#domain/reservation-query.ts';
import { textField } from '#domain/text.ts';
import { VEHICLE_TYPES } from '#domain/vehicle-kinds.ts';
import { z } from '#domain/zod.ts';
import { decodeCursor } from '../services/reservation-cursor.ts';

/** The query strings of the paged and ranged reservation lists (issue 14). */

const enumField = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

export const limitField = z
  .string({ error: L.limitInvalid })
  .regex(/^\d{1,3}$/, L.limitInvalid)
  .transform(Number)
  .refine((n) => n >= 1 && n <= MAX_PAGE_SIZE, L.limitInvalid);

/** Opaque to clients: the last row's sort value (as the database writes it) and its id. */
export const cursorField = z
  .string({ error: L.cursorInvalid })
  .max(500, L.cursorInvalid)
  .transform((text, ctx) => {
    const cursor = decodeCursor(text);
    if (!cursor) {
      ctx.addIssue({ code: 'custom', message: L.cursorInvalid });
      return z.NEVER;
    }
    return cursor;
  });

export const adminListQuery = z.object({
  q: textField(L.searchTooLong).max(100, L.searchTooLong).default(''),
  status: enumField(['all', ...STATE_FILTERS] as const, L.statusInvalid).default('all'),
  type: enumField(['all', ...VEHICLE_TYPES] as const, L.typeInvalid).default('all'),
  window: enumField(DATE_WINDOWS, L.windowInvalid).default('all'),
  sort: enumField(SORT_KEYS, L.sortInvalid).default('startDate'),
  dir: enumField(['asc', 'desc'] as const, L.dirInvalid).default('desc'),
  limit: limitField.default(DEFAULT_PAGE_SIZE),
  cursor: cursorField.optional(),
});
export type AdminListQuery = z.output<typeof adminListQuery>;

/** `from`/`to` for the array answers (the calendar's visible range); both or neither. */
export const optionalRangeQuery = z
  .object({
    from: calendarDateField(L.fromRequired, L.fromInvalid).optional(),
    to: calendarDateField(L.toRequired, L.toInvalid).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.from && !query.to)
      ctx.addIssue({ code: 'custom', message: L.toRequired, path: ['to'] });
    if (query.to && !query.from) {
      ctx.addIssue({ code: 'custom', message: L.fromRequired, path: ['from'] });
    }
    if (query.from && query.to) {
      if (query.to < query.from) {
        ctx.addIssue({ code: 'custom', message: L.rangeOutOfOrder, path: ['to'] });
      } else if (daysBetween(query.from, query.to) >= MAX_QUERY_RANGE_DAYS) {
        ctx.addIssue({ code: 'custom', message: L.rangeTooLong, path: ['to'] });
      }
    }
  });

export const summaryView = z.object({
  total: z.number(),
  active: z.number(),
  upcoming: z.number(),
  completed: z.number(),
  overdue: z.number(),
  noShow: z.number(),
  cancelled: z.number(),
  revenue: z.number(),
});

/** The user's own list, paged when `limit` is given; without it the SPEC's array stays. */
export const userListQuery = z.object({
  userId: idField(RM.userInvalid, RM.userInvalid).optional(),
  limit: limitField.optional(),
  cursor: cursorField.optional(),
});
