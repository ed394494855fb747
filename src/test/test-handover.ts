import type { HandoverView } from '#domain/handover-contracts.ts';

/** A hand-over record at `odometer` km, its reading voided when asked (issue 27). */
export function testHandover(odometer: number, voided = false): HandoverView {
  return {
    at: '2026-11-20T15:00:00.000Z',
    by: { id: 1, name: 'Ana López' },
    odometer,
    fuel: 1,
    notes: null,
    photos: [],
    damages: [],
    signature: null,
    overrideReason: null,
    odometerVoided: voided
      ? {
          at: '2026-11-21T15:00:00.000Z',
          by: { id: 1, name: 'Ana López' },
          reason: 'Error de digitación',
        }
      : null,
  };
}
