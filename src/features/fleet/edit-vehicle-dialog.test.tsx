import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client.ts';
import { session } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { apiFailure } from '../../test/api-failure.ts';
import { testVehicle, testVehicleDetail } from '../../test/test-vehicle.ts';
import { EditVehicleDialog } from './edit-vehicle-dialog.tsx';

vi.mock(import('../../lib/api-client.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  api: vi.fn() as never,
}));
vi.mock('../../lib/toast.ts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));
const mockedApi = vi.mocked(api);

const vehicle = testVehicle({ id: 3, name: 'Hilux', kilometers: 12_345, pricePerDay: 70 });
/** The card has no gallery (issue 14): the form reads it from the vehicle's own answer. */
const detail = testVehicleDetail({ ...vehicle, imageUrls: ['/vehicles/suv-rear.svg'] });

/** GET answers the detail; PUT answers what the test says. */
function answerPut(put: () => Promise<unknown>) {
  mockedApi.mockImplementation(((path: string, options?: { method?: string }) =>
    options?.method === 'PUT'
      ? put()
      : path === '/vehicles/3'
        ? Promise.resolve(detail)
        : Promise.reject(new Error(path))) as never);
}

async function renderDialog() {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <EditVehicleDialog vehicle={vehicle} onClose={onClose} />
    </QueryClientProvider>,
  );
  await screen.findByLabelText('Kilómetros');
  return { onClose };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar Cambios' }));

describe('EditVehicleDialog', () => {
  beforeEach(() => {
    mockedApi.mockReset();
    answerPut(() => Promise.reject(new Error('no PUT expected')));
    vi.mocked(toast.error).mockReset();
    session.login({ token: 'token', user: { id: 1, role: 'ADMIN' } });
  });
  afterEach(() => {
    cleanup();
    session.logout();
  });

  it('offers only the editable fields, with kilometers grouped', async () => {
    await renderDialog();
    expect(field('Kilómetros').value).toBe('12,345');
    expect(screen.queryByLabelText('Nombre')).toBeNull();
    expect(screen.queryByLabelText('Capacidad (personas)')).toBeNull();
    expect(field('Precio por día (USD)').value).toBe('70');
    expect(mockedApi).toHaveBeenCalledWith('/vehicles/3', { query: { view: 'full' } });
    expect(screen.getByDisplayValue('/vehicles/suv-rear.svg')).toBeTruthy();
  });

  it('says so when the vehicle cannot be loaded, and offers to try again', async () => {
    mockedApi.mockRejectedValue(await apiFailure(404, { error: 'NOT_FOUND', message: 'x' }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <EditVehicleDialog vehicle={vehicle} onClose={vi.fn()} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Vehículo no encontrado')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(screen.queryByLabelText('Kilómetros')).toBeNull();
  });

  it('refuses kilometers below the reading under the field and out loud', async () => {
    await renderDialog();
    type('Kilómetros', '12000');
    save();
    const message = 'Los kilómetros no pueden ser menores a 12,345';
    expect(screen.getByText(message)).toBeTruthy();
    expect(field('Kilómetros').getAttribute('aria-invalid')).toBe('true');
    expect(toast.error).toHaveBeenCalledWith(message);
    expect(mockedApi).not.toHaveBeenCalledWith(
      '/vehicles/3',
      expect.objectContaining({ method: 'PUT' }),
    );
  });

  it('sends only the changes, with an idempotency key', async () => {
    answerPut(() => Promise.resolve({ ...detail, kilometers: 15_250, pricePerDay: 99 }));
    const { onClose } = await renderDialog();
    type('Kilómetros', '15.250');
    type('Precio por día (USD)', '99');
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mockedApi).toHaveBeenCalledWith('/vehicles/3', {
      method: 'PUT',
      body: { pricePerDay: 99, kilometers: 15_250 },
      headers: { 'Idempotency-Key': expect.stringMatching(/^[\w-]{8,}$/) },
    });
    expect(toast.success).toHaveBeenCalledWith('Vehículo "Hilux" actualizado correctamente');
  });

  it('puts a server refusal under its field and in a toast', async () => {
    const refusal = await apiFailure(400, {
      error: 'VALIDATION_ERROR',
      message: 'Los kilómetros no pueden ser menores a 13,000',
      fields: { kilometers: 'Los kilómetros no pueden ser menores a 13,000' },
    });
    answerPut(() => Promise.reject(refusal));
    await renderDialog();
    type('Kilómetros', '12500');
    save();
    await waitFor(() =>
      expect(screen.getByText('Los kilómetros no pueden ser menores a 13,000')).toBeTruthy(),
    );
    expect(toast.error).toHaveBeenCalledWith(
      'Error al actualizar el vehículo: Los kilómetros no pueden ser menores a 13,000',
    );
  });
});
