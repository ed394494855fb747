/**
 * The kinds of change that may wait in the outbox (DESIGN 7, docs/offline.md), one list for the
 * service worker, the page and their tests. Each kind has one entry on each side, both records
 * typed `Record<OutboxKind, ...>` so the compiler asks for the entry of a new kind:
 * - the worker's: method, path and replay rules (OUTBOX_ROUTES, domain/outbox-policy.ts);
 * - the page's: the queries a replay refreshes and the pending texts (src/lib/outbox-page-kinds.ts).
 * What a stored body holds is said here, per kind, and read in one place (storedBody).
 */
import type { HandoverInput } from './handover-contracts.ts';
import type { VehicleStatus } from './vehicle.ts';

export const OUTBOX_KINDS = [
  'reservation-cancel',
  'vehicle-status',
  'vehicle-workshop-position',
  'photo-upload',
  'reservation-checkout',
  'reservation-checkin',
] as const;

/** What a queued change is, for the worker's rules and the screens that mark it. */
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** A kind this version knows (an entry stored by another version may name one it does not). */
export function isOutboxKind(value: unknown): value is OutboxKind {
  return (OUTBOX_KINDS as readonly unknown[]).includes(value);
}

/** The body each kind stores, as the page sent it (JSON), or nothing readable (bytes, none). */
export interface OutboxBodies {
  'reservation-cancel': never;
  /** { status, expectedStatus } (the status the user saw), maintenance details when it ends. */
  'vehicle-status': { status?: VehicleStatus; expectedStatus?: VehicleStatus };
  /** { before, expectedStatus }: the car it goes before (null: last) in the column staff saw. */
  'vehicle-workshop-position': { before?: number | null; expectedStatus?: VehicleStatus };
  /** The photo's bytes: nothing to read. */
  'photo-upload': never;
  'reservation-checkout': HandoverInput;
  'reservation-checkin': HandoverInput;
}

/** Which kinds carry a JSON body the page reads back (pending marks, a refused record). */
const JSON_BODY: { readonly [K in OutboxKind]: boolean } = {
  'reservation-cancel': false,
  'vehicle-status': true,
  'vehicle-workshop-position': true,
  'photo-upload': false,
  'reservation-checkout': true,
  'reservation-checkin': true,
};

/** The JSON body of a request as text, or undefined when it is not JSON. */
export function parseJsonBody(text: string | null): unknown {
  if (text === null || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A stored body of a change of `kind`, read as that kind's body (OutboxBodies); undefined when
 * the kind has none to read or the text is not JSON. Not validated: the page wrote it itself.
 */
export function storedBody<K extends OutboxKind>(
  kind: K,
  body: string | ArrayBuffer | null | undefined,
): OutboxBodies[K] | undefined {
  if (!JSON_BODY[kind] || typeof body !== 'string') return undefined;
  const parsed = parseJsonBody(body);
  return typeof parsed === 'object' && parsed !== null ? (parsed as OutboxBodies[K]) : undefined;
}
