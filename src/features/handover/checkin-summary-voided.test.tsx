import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HandoverView } from '#domain/handover-contracts.ts';
import { CheckinSummary } from './checkin-summary.tsx';

afterEach(cleanup);

function side(odometer: number, voided = false): HandoverView {
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

describe('a voided odometer reading at the return (issue 27)', () => {
  it("the return's summary marks a voided pickup reading and counts no distance from it", () => {
    const record = { odometer: 27_450, fuel: 1, photos: [], notes: null, damages: [] };
    const { rerender } = render(
      <CheckinSummary pickup={{ ...side(41_250, true) }} record={record as never} />,
    );
    expect(screen.getByText('Anulada')).toBeTruthy();
    expect(screen.getByText('Sin dato: la lectura de entrega fue anulada')).toBeTruthy();
    rerender(<CheckinSummary pickup={side(27_300)} record={record as never} />);
    expect(screen.queryByText('Anulada')).toBeNull();
    expect(screen.getByText('150 km')).toBeTruthy();
  });
});
