import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, earliestSearchStart } from '#domain/dates.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { DateSearchForm } from './date-search-form.tsx';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const search = () => fireEvent.click(screen.getByRole('button', { name: 'Buscar Vehículos' }));

describe('DateSearchForm', () => {
  afterEach(cleanup);

  it('opens the vehicle list carrying the chosen days', async () => {
    const { router } = await renderWithRouter(() => <DateSearchForm />);
    const start = addDays(earliestSearchStart(), 30);
    type('Fecha de Inicio', start);
    type('Fecha de Fin', addDays(start, 2));
    search();
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer/vehicles'));
    expect(router.state.location.search).toEqual({ start, end: addDays(start, 2) });
  });

  it('offers the noon-rule day as the first start and explains a range it cannot search', async () => {
    const { router } = await renderWithRouter(() => <DateSearchForm />);
    const startField = screen.getByLabelText('Fecha de Inicio');
    expect(startField.getAttribute('min')).toBe(earliestSearchStart());
    const start = addDays(earliestSearchStart(), 5);
    type('Fecha de Inicio', start);
    type('Fecha de Fin', start);
    search();
    expect(
      screen.getByText('La fecha de fin debe ser posterior a la fecha de inicio'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    type('Fecha de Fin', addDays(start, 1));
    expect(
      screen.queryByText('La fecha de fin debe ser posterior a la fecha de inicio'),
    ).toBeNull();
  });
});
