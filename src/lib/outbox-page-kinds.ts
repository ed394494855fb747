import type { QueryKey } from '@tanstack/react-query';
import type { OutboxKind } from '#domain/outbox-kinds.ts';
import { STATUS_LABELS, type VehicleStatus } from '#domain/vehicle.ts';

/**
 * The page's side of each kind of offline change (docs/offline.md): what a replay of it makes
 * stale, and what the user is told when the service worker keeps one. The worker's side (method,
 * path, replay rules) is OUTBOX_ROUTES in domain/outbox-policy.ts; both are keyed by OUTBOX_KINDS.
 */

/** Marks on screens for a change that waits (issue 11): 'Entrega guardada sin conexión: ...'. */
export const PENDING_SYNC = 'pendiente de sincronizar';

/** The toast for a change queued behind others while online. */
export const IN_QUEUE_TEXT = (what: string) =>
  `En cola: ${what} se enviará después de los cambios pendientes.`;

/** What the toasts of a kept change need to name it, per kind. */
export interface PendingSubjects {
  'reservation-cancel': undefined;
  'vehicle-status': { name: string; to: VehicleStatus };
  'vehicle-workshop-position': { name: string };
  'photo-upload': undefined;
  'reservation-checkout': undefined;
  'reservation-checkin': undefined;
}

/** The toasts when the service worker kept a change of this kind. */
export interface PendingTexts<Subject> {
  /** No answer from the server: it waits for the connection. */
  offline: (subject: Subject) => string;
  /** The line works, but older changes of this user wait: it goes after them. */
  behind: (subject: Subject) => string;
}

export interface OutboxPageKind<Subject> {
  /**
   * The queries a replayed change of this kind can make stale, refreshed once per round (by
   * prefix: ['vehicles'] refreshes every vehicle query).
   */
  refreshes: readonly QueryKey[];
  /** Counted in the round's summary toast ('3 cambios sincronizados') as a change of its own. */
  summarised: boolean;
  /** Null: never kept alone in the user's eyes (a photo goes with its check-out or check-in). */
  pending: PendingTexts<Subject> | null;
}

export type OutboxPageKinds = { readonly [K in OutboxKind]: OutboxPageKind<PendingSubjects[K]> };

const RESERVATIONS: QueryKey = ['reservations'];
const VEHICLES: QueryKey = ['vehicles'];

/** Shown when the service worker kept a cancellation to send it once back online. */
export const CANCEL_QUEUED =
  'Sin conexión: la cancelación quedó pendiente y se enviará al recuperar la conexión.';

const handoverQueued = (side: 'Entrega' | 'Devolución') => () =>
  `${side} guardada sin conexión: ${PENDING_SYNC}`;

export const OUTBOX_PAGE_KINDS: OutboxPageKinds = {
  'reservation-cancel': {
    // The dates are free again: availability and fleet views too.
    refreshes: [RESERVATIONS, VEHICLES],
    summarised: true,
    pending: { offline: () => CANCEL_QUEUED, behind: () => IN_QUEUE_TEXT('la cancelación') },
  },
  'vehicle-status': {
    refreshes: [VEHICLES],
    summarised: true,
    pending: {
      offline: ({ name, to }) =>
        `Sin conexión: el cambio de "${name}" a "${STATUS_LABELS[to]}" quedó pendiente y se enviará al recuperar la conexión.`,
      behind: ({ name, to }) => IN_QUEUE_TEXT(`el cambio de "${name}" a "${STATUS_LABELS[to]}"`),
    },
  },
  'vehicle-workshop-position': {
    refreshes: [VEHICLES],
    summarised: true,
    pending: {
      offline: ({ name }) =>
        `Sin conexión: el nuevo orden de "${name}" quedó pendiente y se enviará al recuperar la conexión.`,
      behind: ({ name }) => IN_QUEUE_TEXT(`el nuevo orden de "${name}"`),
    },
  },
  // A photo alone changes nothing on screen; the check-out or check-in naming it does.
  'photo-upload': { refreshes: [], summarised: false, pending: null },
  // A hand-over moves the reservation and the car's kilometres (fleet, alerts, maintenance).
  'reservation-checkout': {
    refreshes: [VEHICLES, RESERVATIONS],
    summarised: true,
    pending: { offline: handoverQueued('Entrega'), behind: handoverQueued('Entrega') },
  },
  'reservation-checkin': {
    refreshes: [VEHICLES, RESERVATIONS],
    summarised: true,
    pending: { offline: handoverQueued('Devolución'), behind: handoverQueued('Devolución') },
  },
};

/**
 * The page's entry for a kind; undefined for a kind this version does not know (a result stored
 * by another version of the app).
 */
export function outboxPageKind(kind: string): OutboxPageKind<never> | undefined {
  return Object.hasOwn(OUTBOX_PAGE_KINDS, kind)
    ? (OUTBOX_PAGE_KINDS[kind as OutboxKind] as OutboxPageKind<never>)
    : undefined;
}

/** The toast for a change of `kind` the service worker kept: offline, or behind older ones. */
export function pendingText<K extends OutboxKind>(
  kind: K,
  reason: 'offline' | 'behind' | undefined,
  subject: PendingSubjects[K],
): string | null {
  const texts = OUTBOX_PAGE_KINDS[kind].pending as PendingTexts<PendingSubjects[K]> | null;
  if (!texts) return null;
  return reason === 'behind' ? texts.behind(subject) : texts.offline(subject);
}
