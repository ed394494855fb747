import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StateCounts } from './state-counts.tsx';

afterEach(cleanup);

const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the report of reservations by state (issue 27)', () => {
  it('labels each state as the list filters do; an overdue car is not completed', () => {
    render(
      <StateCounts
        counts={{
          booked: 4,
          'pickup-due': 1,
          out: 2,
          overdue: 3,
          returned: 1_250,
          'no-show': 5,
          cancelled: 6,
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Reservas por estado' })).toBeTruthy();
    expect(figure('Próximas')).toBe('4');
    expect(figure('Activas')).toBe('3');
    expect(figure('Atrasadas')).toBe('3');
    expect(figure('Completadas')).toBe('1,250');
    expect(figure('No se presentaron')).toBe('5');
    expect(figure('Canceladas')).toBe('6');
  });
});
