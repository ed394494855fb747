import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HandoverView } from '#domain/handover-contracts.ts';
import type { ReservationView } from '#domain/reservation-contracts.ts';
import { testHandover as side } from '../../test/test-handover.ts';
import { HandoverRecord } from './handover-record.tsx';

afterEach(cleanup);

const reservationWith = (checkout: HandoverView, checkin: HandoverView | null) =>
  ({
    id: 7,
    rentalStatus: checkin ? 'returned' : 'inProgress',
    checkout,
    checkin,
  }) as ReservationView;

describe('a voided odometer reading on the hand-over record (issue 27)', () => {
  it("marks the voided reading 'Anulada' and makes no distance from it", () => {
    render(<HandoverRecord reservation={reservationWith(side(41_250, true), side(27_450))} />);
    const entregado = screen.getByRole('region', { name: /Entregado/ });
    expect(entregado.textContent).toContain('41,250 km');
    expect(entregado.textContent).toContain('Anulada');
    const devuelto = screen.getByRole('region', { name: /Devuelto/ });
    expect(devuelto.textContent).not.toContain('Anulada');
    expect(screen.queryByText(/recorridos/)).toBeNull();
  });

  it('keeps valid readings unmarked, with the distance driven', () => {
    render(<HandoverRecord reservation={reservationWith(side(27_300), side(27_450))} />);
    expect(screen.queryByText('Anulada')).toBeNull();
    expect(screen.getByText(/150 km recorridos/)).toBeTruthy();
  });
});
