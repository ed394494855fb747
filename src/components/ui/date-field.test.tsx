import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DATE_FORMAT_MESSAGE, DateField } from './date-field.tsx';

function Harness({ initial = '', min, max }: { initial?: string; min?: string; max?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Fecha de Inicio" value={value} onChange={setValue} min={min} max={max} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const input = () => screen.getByLabelText('Fecha de Inicio') as HTMLInputElement;
const value = () => screen.getByTestId('value').textContent;

/** Types one key at a time, as a person (or an English phone's keyboard) would. */
function typeKeys(keys: string) {
  for (const key of keys) fireEvent.change(input(), { target: { value: input().value + key } });
}

describe('DateField', () => {
  afterEach(cleanup);

  it('reads dd/mm/aaaa as typed and gives out YYYY-MM-DD', () => {
    render(<Harness />);
    expect(input().placeholder).toBe('dd/mm/aaaa');
    typeKeys('31 01 2027');
    expect(input().value).toBe('31/01/2027');
    expect(value()).toBe('2027-01-31');
  });

  it('says how to write a day that does not exist, and gives out nothing', () => {
    render(<Harness />);
    typeKeys('31022027');
    expect(input().value).toBe('31/02/2027');
    expect(value()).toBe('');
    expect(screen.getByText(DATE_FORMAT_MESSAGE)).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });

  it('picks a day from a Spanish calendar by keyboard, weeks from Monday, within the limits', async () => {
    render(<Harness initial="2027-01-13" min="2027-01-10" max="2027-01-31" />);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir calendario' }));
    const calendar = await screen.findByRole('dialog', { name: 'Calendario: Fecha de Inicio' });
    expect(screen.getByRole('heading', { name: 'Enero de 2027' })).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers[0]).toContain('lunes');
    expect(headers[6]).toContain('domingo');
    const focused = () => document.activeElement as HTMLElement;
    await waitFor(() =>
      expect(focused().getAttribute('aria-label')).toBe('miércoles, 13 de enero de 2027'),
    );
    fireEvent.keyDown(focused(), { key: 'ArrowDown' });
    await waitFor(() => expect(focused().dataset.date).toBe('2027-01-20'));
    fireEvent.keyDown(focused(), { key: 'End' });
    await waitFor(() => expect(focused().dataset.date).toBe('2027-01-24'));
    // Days before the minimum can be reached but not picked.
    const ninth = calendar.querySelector<HTMLButtonElement>('[data-date="2027-01-09"]');
    expect(ninth?.getAttribute('aria-disabled')).toBe('true');
    ninth?.click();
    expect(value()).toBe('2027-01-13');
    fireEvent.click(focused());
    expect(value()).toBe('2027-01-24');
    expect(input().value).toBe('24/01/2027');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Abrir calendario' }));
  });

  it('opens its calendar with Alt+ArrowDown from the field', async () => {
    render(<Harness />);
    fireEvent.keyDown(input(), { key: 'ArrowDown', altKey: true });
    expect(await screen.findByRole('dialog', { name: 'Calendario: Fecha de Inicio' })).toBeTruthy();
  });
});
