import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { CompanySettings } from '#domain/company-settings.ts';
import {
  type MessageKind,
  STAFF_KINDS,
  type StaffKind,
  staffPreferencesOf,
} from '#domain/messages.ts';
import type { Db } from '../../db/client.ts';
import {
  messages,
  notificationPreferences,
  pushSubscriptions,
  reservations,
  users,
  vehicles,
} from '../../db/schema.ts';
import {
  agencyAddressSql,
  pickupTimeSql,
  readSettings,
  returnTimeSql,
} from '../company-settings.ts';
import { composeMessage, type MessageFacts, type ReservationFacts } from './compose.ts';
import type { EmailAttachment, MessageContent, MessagePayload } from './content.ts';

/** Who a message is for: the reservation's customer, or every admin (staff). */
export type Audience = { customer: number } | 'staff';

export interface OutgoingMessage<K extends MessageKind> {
  kind: K;
  /** The event, stable across replays and runs: 'reservation:12', 'digest:2026-11-27'. */
  event: string;
  facts: MessageFacts[K];
  audience: Audience;
  reservationId?: number;
  vehicleId?: number;
  attachments?: EmailAttachment[];
}

const isStaffKind = (kind: MessageKind): kind is StaffKind =>
  (STAFF_KINDS as readonly string[]).includes(kind);

const endpointKey = (endpoint: string) =>
  createHash('sha256').update(endpoint).digest('hex').slice(0, 24);

interface Recipient {
  userId: number;
  email: string;
  emailOn: boolean;
  pushOn: boolean;
}

/** The people a message goes to and the channels each chose for its kind. */
async function recipientsOf(tx: Db, kind: MessageKind, audience: Audience): Promise<Recipient[]> {
  const rows = await tx
    .select({
      id: users.id,
      email: users.email,
      emailReminders: notificationPreferences.emailReminders,
      push: notificationPreferences.push,
      staff: notificationPreferences.staff,
    })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(audience === 'staff' ? eq(users.role, 'ADMIN') : eq(users.id, audience.customer));
  return rows.map((row) => {
    const push = row.push ?? true;
    if (audience === 'staff' && isStaffKind(kind)) {
      const choice = staffPreferencesOf(row.staff ?? {})[kind];
      return {
        userId: row.id,
        email: row.email,
        emailOn: choice.email,
        pushOn: push && choice.push,
      };
    }
    // Confirmations and hand-over records always go by e-mail; reminders as the customer chose.
    const emailOn = kind === 'pickup-reminder' ? (row.emailReminders ?? true) : true;
    return { userId: row.id, email: row.email, emailOn, pushOn: push };
  });
}

/**
 * Writes a message's rows into the outbox inside the caller's transaction: one e-mail per
 * recipient and one push per subscribed device. The dedupe key (event, kind, recipient, channel,
 * device) makes a replayed event or a second scheduler run write nothing.
 */
export async function enqueueMessage<K extends MessageKind>(
  tx: Db,
  message: OutgoingMessage<K>,
): Promise<void> {
  const recipients = await recipientsOf(tx, message.kind, message.audience);
  if (recipients.length === 0) return;
  const content = composeMessage(message.kind, message.facts);
  const pushUsers = recipients.filter((r) => r.pushOn).map((r) => r.userId);
  const devices =
    pushUsers.length === 0
      ? []
      : await tx
          .select({ userId: pushSubscriptions.userId, endpoint: pushSubscriptions.endpoint })
          .from(pushSubscriptions)
          .where(inArray(pushSubscriptions.userId, pushUsers));
  const common = {
    kind: message.kind,
    subject: content.subject,
    reservationId: message.reservationId ?? null,
    vehicleId: message.vehicleId ?? null,
  };
  const key = (userId: number, channel: string) =>
    `${message.event}|${message.kind}|user:${userId}|${channel}`;
  const emailPayload: MessagePayload = {
    content,
    ...(message.attachments ? { attachments: message.attachments } : {}),
  };
  const rows: (typeof messages.$inferInsert)[] = [
    ...recipients
      .filter((r) => r.emailOn)
      .map((r) => ({
        ...common,
        channel: 'email' as const,
        recipientUserId: r.userId,
        to: r.email,
        payload: { ...emailPayload },
        dedupeKey: key(r.userId, 'email'),
      })),
    ...devices.map((device) => ({
      ...common,
      channel: 'push' as const,
      recipientUserId: device.userId,
      to: device.endpoint,
      payload: { content },
      dedupeKey: key(device.userId, `push:${endpointKey(device.endpoint)}`),
    })),
  ];
  if (rows.length === 0) return;
  await tx.insert(messages).values(rows).onConflictDoNothing({ target: messages.dedupeKey });
}

/** A reservation as its messages tell it, read inside the event's transaction. */
export async function reservationFacts(tx: Db, id: number): Promise<ReservationFacts> {
  const [row] = await tx
    .select({
      id: reservations.id,
      vehicleId: reservations.vehicleId,
      vehicleName: vehicles.name,
      plate: vehicles.plate,
      startDate: reservations.startDate,
      endDate: reservations.endDate,
      pickupTime: pickupTimeSql,
      returnTime: returnTimeSql,
      agencyAddress: agencyAddressSql,
      totalPrice: reservations.totalPrice,
      deliveryMode: reservations.deliveryMode,
      deliveryAddress: reservations.deliveryAddress,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phoneNumber,
      documentType: users.documentType,
    })
    .from(reservations)
    .innerJoin(vehicles, eq(vehicles.id, reservations.vehicleId))
    .innerJoin(users, eq(users.id, reservations.userId))
    .where(eq(reservations.id, id));
  if (!row) throw new Error(`reservation ${id} not found for its message`);
  const settings = await readSettings(tx);
  return {
    id: row.id,
    vehicleId: row.vehicleId,
    vehicleName: row.vehicleName,
    plate: row.plate,
    startDate: row.startDate,
    endDate: row.endDate,
    pickupTime: row.pickupTime,
    returnTime: row.returnTime,
    totalPrice: Number(row.totalPrice),
    place:
      row.deliveryMode === 'delivery' && row.deliveryAddress
        ? { kind: 'delivery', address: row.deliveryAddress }
        : { kind: 'agency', address: row.agencyAddress },
    customerName: `${row.firstName} ${row.lastName}`,
    customerPhone: row.phone,
    documentType: row.documentType,
    company: companyOf(settings),
  };
}

/** The company as a message's footer names it. */
export const companyOf = (settings: CompanySettings): MessageContent['company'] => ({
  name: settings.companyName,
  phone: settings.phone,
  address: settings.address,
});
