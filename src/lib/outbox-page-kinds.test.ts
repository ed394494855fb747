import { describe, expect, expectTypeOf, it } from 'vitest';
import { OUTBOX_KINDS, type OutboxKind } from '#domain/outbox-kinds.ts';
import { OUTBOX_ROUTES } from '#domain/outbox-policy.ts';
import {
  CANCEL_QUEUED,
  OUTBOX_PAGE_KINDS,
  type OutboxPageKinds,
  outboxPageKind,
  pendingText,
} from './outbox-page-kinds.ts';

// Checked by `tsc -b` (tsconfig.app.json includes src/**): a kind left out of the page's record
// does not compile, nor does a kind the list does not have. Were the record's type loosened
// (a Partial, a string key), these directives would be unused, which is itself an error.
const { 'photo-upload': _photos, ...withoutPhotos } = OUTBOX_PAGE_KINDS;
// @ts-expect-error 'photo-upload' is missing: every kind needs its entry on the page.
const incomplete: OutboxPageKinds = withoutPhotos;
const unknownKind: OutboxPageKinds = {
  ...OUTBOX_PAGE_KINDS,
  // @ts-expect-error a kind that is not in OUTBOX_KINDS has no place in the record.
  'vehicle-renamed': OUTBOX_PAGE_KINDS['vehicle-status'],
};
// @ts-expect-error the same holds on the worker's side (OUTBOX_ROUTES).
const incompleteRoutes: typeof OUTBOX_ROUTES = (({ 'reservation-cancel': _, ...rest }) => rest)(
  OUTBOX_ROUTES,
);
// @ts-expect-error a kind name is checked where it is written (here, a typo).
const typo: OutboxKind = 'vehicle-stauts';

describe('the kinds of offline change', () => {
  it('are one list, and each has one entry on each side', () => {
    expectTypeOf<keyof OutboxPageKinds>().toEqualTypeOf<OutboxKind>();
    expectTypeOf<keyof typeof OUTBOX_ROUTES>().toEqualTypeOf<OutboxKind>();
    expect(Object.keys(OUTBOX_PAGE_KINDS).sort()).toEqual([...OUTBOX_KINDS].sort());
    expect(Object.keys(OUTBOX_ROUTES).sort()).toEqual([...OUTBOX_KINDS].sort());
    // The directives above are what this file checks; the values only keep them in use.
    expect([incomplete, unknownKind, incompleteRoutes, typo]).toHaveLength(4);
  });

  it('say which queries a replay refreshes, with no prefix assumed for kinds not listed', () => {
    expect(OUTBOX_PAGE_KINDS['vehicle-status'].refreshes).toEqual([['vehicles']]);
    expect(OUTBOX_PAGE_KINDS['reservation-cancel'].refreshes).toEqual([
      ['reservations'],
      ['vehicles'],
    ]);
    expect(OUTBOX_PAGE_KINDS['photo-upload'].refreshes).toEqual([]);
    expect(outboxPageKind('retired-kind')).toBeUndefined();
    expect(outboxPageKind('toString')).toBeUndefined();
  });

  it('tell the user, in Spanish, that a change was kept: offline, or behind older ones', () => {
    expect(pendingText('reservation-cancel', 'offline', undefined)).toBe(CANCEL_QUEUED);
    expect(pendingText('reservation-cancel', 'behind', undefined)).toBe(
      'En cola: la cancelación se enviará después de los cambios pendientes.',
    );
    const move = { name: 'Hilux', to: 'underMaintenance' } as const;
    expect(pendingText('vehicle-status', undefined, move)).toBe(
      'Sin conexión: el cambio de "Hilux" a "En mantenimiento" quedó pendiente y se enviará al recuperar la conexión.',
    );
    expect(pendingText('vehicle-status', 'behind', move)).toBe(
      'En cola: el cambio de "Hilux" a "En mantenimiento" se enviará después de los cambios pendientes.',
    );
    expect(pendingText('reservation-checkin', 'behind', undefined)).toBe(
      'Devolución guardada sin conexión: pendiente de sincronizar',
    );
    expect(pendingText('photo-upload', 'offline', undefined)).toBeNull();
  });
});
