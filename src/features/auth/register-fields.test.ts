import { describe, expect, it } from 'vitest';
import { accountOf, registerInput } from '#domain/user.ts';
import {
  digitsOnly,
  formatDui,
  formatPhone,
  normalizeInput,
  type RegisterValues,
  toRegisterPayload,
} from './register-fields.ts';

const values: RegisterValues = {
  firstName: '  María ',
  lastName: ' López',
  birthDate: '1990-05-17',
  dui: '012345678',
  phoneNumber: '77778888',
  email: '  Maria.Lopez@Example.COM ',
  password: 'Viaje-Seguro-24',
  confirmPassword: 'Viaje-Seguro-24',
};

describe('register input formatting', () => {
  it('keeps only digits up to the limit, as typed or pasted', () => {
    expect(digitsOnly('1234-5678-9', 9)).toBe('123456789');
    expect(digitsOnly('12345678-90', 9)).toBe('123456789');
    expect(digitsOnly('abc', 8)).toBe('');
    expect(normalizeInput('dui', '01234567-8')).toBe('012345678');
    expect(normalizeInput('phoneNumber', '(+503) 7777 88889')).toBe('50377778');
    expect(normalizeInput('firstName', ' Ana ')).toBe(' Ana ');
  });

  it('formats complete DUI and phone numbers the way the API expects', () => {
    expect(formatDui('012345678')).toBe('01234567-8');
    expect(formatPhone('77778888')).toBe('7777-8888');
    expect(formatDui('1234')).toBe('1234');
  });

  it('builds the payload: trimmed names, formatted numbers, lower-case e-mail', () => {
    expect(toRegisterPayload(values)).toEqual({
      ...values,
      firstName: 'María',
      lastName: 'López',
      dui: '01234567-8',
      phoneNumber: '7777-8888',
      email: 'maria.lopez@example.com',
    });
  });

  it('produces a payload the shared contract accepts unchanged', () => {
    const payload = toRegisterPayload(values);
    const parsed = registerInput.parse(payload);
    expect(accountOf(parsed).dui).toBe(payload.dui);
    expect(parsed.phoneNumber).toBe(payload.phoneNumber);
    expect(parsed.email).toBe(payload.email);
  });
});
