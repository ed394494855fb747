/**
 * Issue 29: the messages the app sends (e-mail and push), who chooses what, and the pure rules
 * of when a scheduled one is due and how long a failed one waits. No I/O.
 */
export const MESSAGE_KINDS = [
  'reservation-confirmed',
  'reservation-cancelled',
  'pickup-reminder',
  'checkout-record',
  'checkin-record',
  'overdue-return',
  'service-digest',
  'new-damage',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  'reservation-confirmed': 'Reserva confirmada',
  'reservation-cancelled': 'Reserva cancelada',
  'pickup-reminder': 'Recordatorio de recogida',
  'checkout-record': 'Constancia de entrega',
  'checkin-record': 'Constancia de devolución',
  'overdue-return': 'Devolución atrasada',
  'service-digest': 'Resumen de servicios',
  'new-damage': 'Daño nuevo',
};

/** The kinds staff receive, each by e-mail and/or push as they choose. */
export const STAFF_KINDS = [
  'overdue-return',
  'service-digest',
  'new-damage',
  'reservation-cancelled',
] as const satisfies readonly MessageKind[];
export type StaffKind = (typeof STAFF_KINDS)[number];

export const MESSAGE_CHANNELS = ['email', 'push'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const MESSAGE_STATUSES = [
  'pending',
  'sent',
  'failed',
  'retrying',
  'no-mail-server',
] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  pending: 'pendiente',
  sent: 'enviado',
  failed: 'fallido',
  retrying: 'reintentando',
  'no-mail-server': 'sin servidor de correo',
};

export type ChannelChoice = { email: boolean; push: boolean };
export type StaffPreferences = Record<StaffKind, ChannelChoice>;

const allOn = (): ChannelChoice => ({ email: true, push: true });

/** Everything on: the stored choices laid over it. */
export function staffPreferencesOf(stored: Partial<Record<string, Partial<ChannelChoice>>>) {
  return Object.fromEntries(
    STAFF_KINDS.map((kind) => [kind, { ...allOn(), ...stored[kind] }]),
  ) as StaffPreferences;
}

/** Retries of a temporary failure: 30 s, 1 min, 2 min … up to an hour apart, 12 tries in all. */
export const MAX_ATTEMPTS = 12;
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/** El Salvador keeps UTC-6 all year (domain/dates.ts asks Intl; the offset here is fixed). */
const EL_SALVADOR_OFFSET = '-06:00';

/** The instant of a wall-clock time ('HH:MM') on a date in El Salvador. */
export function elSalvadorInstant(isoDate: string, time: string): Date {
  return new Date(`${isoDate}T${time}:00${EL_SALVADOR_OFFSET}`);
}

/** The service digest: 07:00 each day. */
export const SERVICE_DIGEST_TIME = '07:00';

/** A customer's cancel within this long of the pickup is told to staff too. */
export const LATE_CANCEL_MS = 48 * 60 * 60_000;

export const MESSAGE_MESSAGES = {
  endpointInvalid:
    'El endpoint de la suscripción debe ser una dirección https (http solo para 127.0.0.1 o localhost).',
  keysInvalid: 'Las claves de la suscripción (p256dh y auth) no son válidas.',
  staffOnly: 'Solo el personal puede elegir los avisos del personal.',
  adminOnly: 'Solo el personal puede ver los mensajes.',
  messageNotFound: 'El mensaje no existe.',
  messageInvalid: 'El número de mensaje no es válido.',
  resendNotFailed: 'Solo se puede reenviar un mensaje fallido.',
  cursorInvalid: 'El cursor de la página no es válido.',
  tokenInvalid: 'El enlace para darse de baja no es válido.',
  oneClickRequired: 'Falta List-Unsubscribe=One-Click en el formulario.',
} as const;
