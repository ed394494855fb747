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

  describe('with a passport (issue 28)', () => {
    const chooseRadio = (name: string) => fireEvent.click(screen.getByRole('radio', { name }));

    function fillTourist() {
      type('Nombre', 'Jane');
      type('Apellido', 'Doe');
      type('Fecha de nacimiento', '1988-05-04');
      chooseRadio('Pasaporte Si vienes de otro país');
      type('Número de pasaporte', 'x1234567');
      fireEvent.change(screen.getByLabelText('Nacionalidad'), { target: { value: 'US' } });
      type('Número de teléfono', '+1 305 555 0100');
      type('Correo electrónico', 'jane@example.com');
      type('Contraseña', 'Viaje-Seguro-24');
      type('Confirmar contraseña', 'Viaje-Seguro-24');
    }

    it('offers DUI and Pasaporte as a radio group, DUI chosen, its fields as in the SPEC', () => {
      renderForm();
      const group = screen.getByRole('radiogroup', { name: 'Tipo de documento' });
      const radios = screen.getAllByRole('radio');
      expect(radios.map((radio) => radio.getAttribute('aria-checked'))).toEqual(['true', 'false']);
      expect(group.contains(radios[0] ?? null)).toBe(true);
      // Only the DUI input is labelled 'DUI'.
      expect(field('DUI').tagName).toBe('INPUT');
      expect(screen.queryByLabelText('Número de pasaporte')).toBeNull();
      expect(screen.queryByLabelText('Nacionalidad')).toBeNull();
    });

    it('moves and chooses with the arrow keys, one Tab stop on the chosen option', () => {
      renderForm();
      const [dui, passport] = screen.getAllByRole('radio');
      if (!dui || !passport) throw new Error('two options');
      expect([dui.tabIndex, passport.tabIndex]).toEqual([0, -1]);
      dui.focus();
      fireEvent.keyDown(dui, { key: 'ArrowRight' });
      expect(passport.getAttribute('aria-checked')).toBe('true');
      expect(document.activeElement).toBe(passport);
      expect([dui.tabIndex, passport.tabIndex]).toEqual([-1, 0]);
      expect(field('Número de pasaporte')).toBeTruthy();
      fireEvent.keyDown(passport, { key: 'ArrowRight' });
      expect(dui.getAttribute('aria-checked')).toBe('true');
      expect(document.activeElement).toBe(dui);
    });

    it('asks for the passport, the nationality and an international phone instead of the DUI', () => {
      renderForm();
      type('Número de teléfono', '7777-8888');
      chooseRadio('Pasaporte Si vienes de otro país');
      expect(screen.queryByLabelText('DUI')).toBeNull();
      expect(field('Número de pasaporte')).toBeTruthy();
      const nationality = screen.getByLabelText('Nacionalidad') as HTMLSelectElement;
      expect(nationality.value).toBe('');
      expect([...nationality.options].some((option) => option.text === 'Estados Unidos')).toBe(
        true,
      );
      // The Salvadoran number typed before is carried over with its country code.
      expect(field('Número de teléfono').value).toBe('+50377778888');
      expect(screen.getByText('Con el código de tu país, por ejemplo +13055550100')).toBeTruthy();
    });

    it("shows the server's rules in Spanish under each passport field before sending", () => {
      renderForm();
      chooseRadio('Pasaporte Si vienes de otro país');
      type('Número de pasaporte', 'ab-1');
      type('Número de teléfono', '3055550100');
      submit();
      expect(field('Número de pasaporte').getAttribute('aria-invalid')).toBe('true');
      expect(
        screen.getByText('El número de pasaporte debe tener entre 5 y 20 letras o dígitos'),
      ).toBeTruthy();
      expect(screen.getByText('La nacionalidad es requerida')).toBeTruthy();
      expect(
        screen.getByText(
          'El número de teléfono debe estar en formato internacional, por ejemplo +13055550100',
        ),
      ).toBeTruthy();
      expect(mockedRegister).not.toHaveBeenCalled();
    });

    it('sends the passport body', async () => {
      mockedRegister.mockResolvedValue({ user: { id: 2 } });
      renderForm();
      fillTourist();
      submit();
      expect(await screen.findByText('¡Registro exitoso! Redirigiendo al login...')).toBeTruthy();
      expect(mockedRegister.mock.calls[0]?.[0]).toStrictEqual({
        firstName: 'Jane',
        lastName: 'Doe',
        birthDate: '1988-05-04',
        documentType: 'passport',
        documentNumber: 'X1234567',
        nationality: 'US',
        phoneNumber: '+1 305 555 0100',
        email: 'jane@example.com',
        password: 'Viaje-Seguro-24',
        confirmPassword: 'Viaje-Seguro-24',
      });
    });

    it("puts the server's passport errors under their fields", async () => {
      await failRegistrationWith(400, {
        error: 'VALIDATION_ERROR',
        message: 'Datos inválidos',
        fields: { nationality: 'La nacionalidad no es válida' },
      });
      renderForm();
      fillTourist();
      submit();
      expect(await screen.findByText('La nacionalidad no es válida')).toBeTruthy();
      expect(screen.getByLabelText('Nacionalidad').getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(screen.getByLabelText('Nacionalidad'));
    });

    it('shows a passport already registered with the server message', async () => {
      await failRegistrationWith(409, {
        error: 'USER_EXISTS',
        message: 'El usuario ya existe. Intenta con otro email o pasaporte.',
      });
      renderForm();
      fillTourist();
      submit();
      expect((await screen.findByRole('alert')).textContent).toBe(
        'El usuario ya existe. Intenta con otro email o pasaporte.',
      );
    });
  });
});
