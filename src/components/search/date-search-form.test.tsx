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
    // The start's calendar offers the noon-rule day first and refuses the day before it.
    const [startCalendar] = screen.getAllByRole('button', { name: 'Abrir calendario' });
    if (!startCalendar) throw new Error('the start field has a calendar');
    fireEvent.click(startCalendar);
    const calendar = await screen.findByRole('dialog', { name: 'Calendario: Fecha de Inicio' });
    const earliest = calendar.querySelector(`[data-date="${earliestSearchStart()}"]`);
    await waitFor(() => expect(document.activeElement).toBe(earliest));
    expect(earliest?.getAttribute('aria-disabled')).toBeNull();
    const before = calendar.querySelector(`[data-date="${addDays(earliestSearchStart(), -1)}"]`);
    // The day before may sit in the previous month, which this calendar does not show.
    if (before) expect(before.getAttribute('aria-disabled')).toBe('true');
    fireEvent.keyDown(document.activeElement ?? calendar, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
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
