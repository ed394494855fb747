import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFailure } from '../../test/api-failure.ts';
import { registerUser } from './api/register.ts';
import { REDIRECT_DELAY_MS, RegisterForm } from './register-form.tsx';

vi.mock('./api/register.ts', () => ({ registerUser: vi.fn() }));
const mockedRegister = vi.mocked(registerUser);

async function failRegistrationWith(status: number, body: unknown) {
  mockedRegister.mockRejectedValue(await apiFailure(status, body));
}

function renderForm() {
  const onRegistered = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RegisterForm onRegistered={onRegistered} onGoToLogin={vi.fn()} />
    </QueryClientProvider>,
  );
  return { onRegistered };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));

function fillValidForm() {
  type('Nombre', 'María');
  type('Apellido', 'López');
  type('Fecha de nacimiento', '1990-05-17');
  type('DUI', '01234567-8');
  type('Número de teléfono', '7777-8888');
  type('Correo electrónico', ' Maria@Example.com ');
  type('Contraseña', 'Viaje-Seguro-24');
  type('Confirmar contraseña', 'Viaje-Seguro-24');
}

describe('RegisterForm', () => {
  beforeEach(() => {
    mockedRegister.mockReset();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows each field error under its field and clears it when that field is edited', () => {
    renderForm();
    submit();
    const nombre = field('Nombre');
    expect(nombre.getAttribute('aria-invalid')).toBe('true');
    const errorId = nombre.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('El nombre es requerido');
    expect(screen.getByText('El DUI es requerido')).toBeTruthy();
    expect(document.activeElement).toBe(nombre);

    type('Nombre', 'M');
    expect(nombre.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('El nombre es requerido')).toBeNull();
    expect(screen.getByText('El apellido es requerido')).toBeTruthy();
    expect(mockedRegister).not.toHaveBeenCalled();
  });

  it('keeps DUI and phone as bare digits while typing', () => {
    renderForm();
    type('DUI', '0123-4567-89');
    type('Número de teléfono', '7777 88889');
    expect(field('DUI').value).toBe('012345678');
    expect(field('Número de teléfono').value).toBe('77778888');
  });

  it('sends the formatted payload, shows the banner and goes to login after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockedRegister.mockResolvedValue({ user: { id: 1 } });
    const { onRegistered } = renderForm();
    fillValidForm();
    submit();

    expect(await screen.findByText('¡Registro exitoso! Redirigiendo al login...')).toBeTruthy();
    expect(mockedRegister.mock.calls[0]?.[0]).toMatchObject({
      dui: '01234567-8',
      phoneNumber: '7777-8888',
      email: 'maria@example.com',
    });
    expect(onRegistered).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS));
    expect(onRegistered).toHaveBeenCalledTimes(1);
  });

  it('puts server field errors under the fields', async () => {
    await failRegistrationWith(400, {
      error: 'VALIDATION_ERROR',
      message: 'Datos inválidos',
      fields: { dui: 'El DUI debe tener 9 dígitos' },
    });
    renderForm();
    fillValidForm();
    submit();
    expect(await screen.findByText('El DUI debe tener 9 dígitos')).toBeTruthy();
    expect(field('DUI').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows other server messages in an alert', async () => {
    await failRegistrationWith(409, {
      error: 'USER_EXISTS',
      message: 'El usuario ya existe. Intenta con otro email o DUI.',
    });
    renderForm();
    fillValidForm();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'El usuario ya existe. Intenta con otro email o DUI.',
    );
    expect(screen.getByRole('button', { name: 'Crear cuenta' })).toBeTruthy();
  });
});
