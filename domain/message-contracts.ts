/** The zod contracts of push subscriptions, notification preferences and the messages list. */
import {
  MESSAGE_MESSAGES as M,
  MESSAGE_CHANNELS,
  MESSAGE_KINDS,
  MESSAGE_STATUSES,
  STAFF_KINDS,
} from './messages.ts';
import { z } from './zod.ts';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** https, or http on this machine only (tests, a local push service). */
export function isPushEndpoint(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
/** A base64url key of exactly `bytes` bytes (p256dh: a 65-byte P-256 point; auth: 16 bytes). */
const base64urlKey = (bytes: number) =>
  z
    .string({ error: M.keysInvalid })
    .refine(
      (value) =>
        BASE64URL.test(value) && Math.floor((value.replace(/=+$/, '').length * 3) / 4) === bytes,
      M.keysInvalid,
    );

const endpointField = z
  .string({ error: M.endpointInvalid })
  .max(2048, M.endpointInvalid)
  .refine(isPushEndpoint, M.endpointInvalid);

export const pushSubscriptionInput = z.strictObject({
  endpoint: endpointField,
  keys: z.object({ p256dh: base64urlKey(65), auth: base64urlKey(16) }, { error: M.keysInvalid }),
  /** What PushSubscription.toJSON() also gives; not used. */
  expirationTime: z.number().nullable().optional(),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

export const pushUnsubscribeInput = z.strictObject({
  endpoint: z.string({ error: M.endpointInvalid }).max(2048),
});

export const pushPublicKeyView = z.object({ publicKey: z.string() });

const channelChoice = z.object({ email: z.boolean(), push: z.boolean() });
const staffPreferencesView = z.object(
  Object.fromEntries(STAFF_KINDS.map((kind) => [kind, channelChoice])) as Record<
    (typeof STAFF_KINDS)[number],
    typeof channelChoice
  >,
);

export const notificationPreferencesView = z.object({
  emailReminders: z.boolean(),
  push: z.boolean(),
  staff: staffPreferencesView.optional(),
});
export type NotificationPreferencesView = z.infer<typeof notificationPreferencesView>;

const partialChoice = z.strictObject({
  email: z.boolean().optional(),
  push: z.boolean().optional(),
});
export const notificationPreferencesInput = z.strictObject({
  emailReminders: z.boolean().optional(),
  push: z.boolean().optional(),
  staff: z
    .strictObject(
      Object.fromEntries(STAFF_KINDS.map((kind) => [kind, partialChoice.optional()])) as Record<
        (typeof STAFF_KINDS)[number],
        z.ZodOptional<typeof partialChoice>
      >,
    )
    .optional(),
});
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesInput>;

export const MESSAGE_PAGE_LIMIT = { default: 50, max: 100 } as const;

export const messageListQuery = z.object({
  status: z.enum(MESSAGE_STATUSES).optional(),
  kind: z.enum(MESSAGE_KINDS).optional(),
  reservationId: z.coerce.number().int().positive().optional(),
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, M.cursorInvalid)
    .optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MESSAGE_PAGE_LIMIT.max)
    .default(MESSAGE_PAGE_LIMIT.default),
});
export type MessageListQuery = z.infer<typeof messageListQuery>;

export const messageView = z.object({
  id: z.number(),
  kind: z.enum(MESSAGE_KINDS),
  channel: z.enum(MESSAGE_CHANNELS),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  reservationId: z.number().nullable(),
  vehicleId: z.number().nullable(),
});
export type MessageView = z.infer<typeof messageView>;

export const messagePage = z.object({
  items: z.array(messageView),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type MessagePage = z.infer<typeof messagePage>;
