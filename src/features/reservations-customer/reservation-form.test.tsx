import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, formatDate, todayInElSalvador } from '#domain/dates.ts';
import { RESERVATION_NEEDS_NETWORK } from '../../lib/offline.ts';
import { toast } from '../../lib/toast.ts';
import type { Vehicle } from '../../lib/vehicles.ts';
import { apiFailure } from '../../test/api-failure.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { createReservation } from './api/create-reservation.ts';
import { ReservationForm } from './reservation-form.tsx';
import type { ReservationDates } from './reservation-rules.ts';

vi.mock('./api/create-reservation.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api/create-reservation.ts')>()),
  createReservation: vi.fn(),
}));
// The company's settings (issue 28) are not known here: no time fields, the server's defaults.
vi.mock('../../lib/company-settings.ts', () => ({ useCompanySettings: () => undefined }));
vi.mock('../../lib/toast.ts', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), warning: vi.fn() }),
}));
const mockedCreate = vi.mocked(createReservation);

const vehicle = {
  id: 7,
  brand: 'Toyota',
  name: 'Corolla',
  pricePerDay: 45,
  status: 'maintenanceCompleted',
} as unknown as Vehicle;

const day = (offset: number) => addDays(todayInElSalvador(), offset);

function Harness({ initial }: { initial: ReservationDates }) {
  const [dates, setDates] = useState(initial);
  return <ReservationForm vehicle={vehicle} dates={dates} onDatesChange={setDates} carried />;
}

const renderForm = (initial: ReservationDates) =>
  renderWithRouter(() => <Harness initial={initial} />, '/customer/reservation-page/7');

// The form's own button; its twin in the phone's bottom bar comes second.
const buttons = () => screen.getAllByRole('button', { name: /Alquilar Vehículo|Procesando/ });
const button = () => buttons()[0] as HTMLButtonElement;
const barButton = () => buttons()[1] as HTMLButtonElement;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('ReservationForm', () => {
  beforeEach(() => {
    // A function returned from beforeEach would be run as its teardown.
    mockedCreate.mockReset();
  });
  afterEach(cleanup);

  it('shows the carried notice and the summary, and only allows a range of a day or more', async () => {
    await renderForm({ start: day(10), end: '' });
    expect(screen.getByText('📅 Fechas seleccionadas previamente han sido cargadas')).toBeTruthy();
    expect((button() as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(field('Fecha de Fin'), { target: { value: day(10) } });
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    expect(
      screen.getByText('La fecha de fin debe ser posterior a la fecha de inicio'),
    ).toBeTruthy();

    fireEvent.change(field('Fecha de Fin'), { target: { value: day(13) } });
    expect((button() as HTMLButtonElement).disabled).toBe(false);
    // Once in the summary and once in the phone's bottom bar.
    expect(screen.getAllByText('3 días')).toHaveLength(2);
    expect(screen.getAllByText('$135.00')).toHaveLength(2);
  });

  it('warns with every broken rule instead of sending', async () => {
    await renderForm({ start: day(-2), end: day(3) });
    fireEvent.click(button());
    expect(toast.warning).toHaveBeenCalledWith(
      'Verifica los campos del formulario',
      expect.objectContaining({ description: expect.anything() }),
    );
    expect(mockedCreate).not.toHaveBeenCalled();
  });

  it('books with an idempotency key, says so and opens my reservations', async () => {
    let answer: (value: never) => void = () => undefined;
    mockedCreate.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { router } = await renderForm({ start: day(10), end: day(12) });
    fireEvent.click(button());
    await waitFor(() => expect(button().textContent).toBe('Procesando...'));
    expect(barButton().textContent).toBe('Procesando...');
    expect(mockedCreate.mock.calls[0]?.[0]).toEqual({
      vehicleId: 7,
      startDate: day(10),
      endDate: day(12),
      delivery: { mode: 'pickup' },
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{32,36}$/),
    });
    await act(async () => answer({ id: 123 } as never));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer/my-reservations'));
    expect(router.state.location.state.bookedReservationId).toBe(123);
    expect(toast.success).toHaveBeenCalledWith('¡Reserva realizada con éxito!');
  });

  it('shows the server message when the dates were taken and keeps the form', async () => {
    mockedCreate.mockRejectedValue(
      await apiFailure(409, {
        error: 'DATES_TAKEN',
        message: 'El vehículo ya está reservado para esas fechas',
      }),
    );
    const { router } = await renderForm({ start: day(10), end: day(12) });
    fireEvent.click(button());
    await screen.findByText('El vehículo ya está reservado para esas fechas');
    expect(toast.error).toHaveBeenCalledWith('El vehículo ya está reservado para esas fechas');
    expect(field('Fecha de Inicio').value).toBe(formatDate(day(10)));
    expect((button() as HTMLButtonElement).disabled).toBe(false);
    expect(router.state.location.pathname).toBe('/customer/reservation-page/7');
  });

  it('says a reservation needs the network when offline, and keeps the dates', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderForm({ start: day(10), end: day(12) });
    expect(screen.getByText(RESERVATION_NEEDS_NETWORK)).toBeTruthy();
    fireEvent.click(button());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(RESERVATION_NEEDS_NETWORK));
    expect(mockedCreate).not.toHaveBeenCalled();
    expect(field('Fecha de Fin').value).toBe(formatDate(day(12)));
  });

  it('keeps the days, the total and a button that books in the bottom bar', async () => {
    mockedCreate.mockReturnValue(new Promise(() => undefined));
    await renderForm({ start: day(10), end: '' });
    const bar = screen.getByTestId('booking-bar');
    expect(bar.textContent).toContain('Elige tus fechas');
    expect(barButton().disabled).toBe(true);
    fireEvent.change(field('Fecha de Fin'), { target: { value: day(13) } });
    expect(bar.textContent).toContain('3 días');
    expect(barButton().disabled).toBe(false);
    fireEvent.click(barButton());
    await waitFor(() => expect(mockedCreate).toHaveBeenCalledTimes(1));
  });

  it('asks for an address before sending a delivery, then sends it', async () => {
    mockedCreate.mockReturnValue(new Promise(() => undefined));
    await renderForm({ start: day(10), end: day(12) });
    expect(screen.getByRole('radio', { name: /Recoger en la agencia/ })).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.click(screen.getByRole('radio', { name: /Entrega a domicilio/ }));
    fireEvent.click(button());
    expect(toast.warning).toHaveBeenCalledWith(
      'Verifica los campos del formulario',
      expect.objectContaining({ description: expect.anything() }),
    );
    expect(screen.getByText('La dirección de entrega es requerida')).toBeTruthy();
    expect(document.activeElement).toBe(field('Dirección de entrega'));
    expect(mockedCreate).not.toHaveBeenCalled();

    fireEvent.change(field('Dirección de entrega'), { target: { value: 'Col. Escalón 12' } });
    expect(screen.queryByText('La dirección de entrega es requerida')).toBeNull();
    fireEvent.change(field('Teléfono de contacto'), { target: { value: '2233 4455' } });
    fireEvent.click(button());
    await waitFor(() =>
      expect(mockedCreate.mock.calls[0]?.[0]).toMatchObject({
        delivery: { mode: 'delivery', address: 'Col. Escalón 12', phone: '2233-4455' },
      }),
    );
  });
});
