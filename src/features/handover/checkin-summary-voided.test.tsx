import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testHandover as side } from '../../test/test-handover.ts';
import { CheckinSummary } from './checkin-summary.tsx';

afterEach(cleanup);

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
