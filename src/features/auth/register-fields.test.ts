import { describe, expect, it } from 'vitest';
import { accountOf, MESSAGES, registerInput } from '#domain/user.ts';
import {
  digitsOnly,
  EMPTY_REGISTER_VALUES,
  formatDui,
  formatPhone,
  normalizeInput,
  phoneForDocument,
  type RegisterValues,
  registerRows,
  toRegisterPayload,
} from './register-fields.ts';

const values: RegisterValues = {
  ...EMPTY_REGISTER_VALUES,
  firstName: '  María ',
  lastName: ' López',
  birthDate: '1990-05-17',
  dui: '012345678',
  phoneNumber: '77778888',
  email: '  Maria.Lopez@Example.COM ',
  password: 'Viaje-Seguro-24',
  confirmPassword: 'Viaje-Seguro-24',
};

const tourist: RegisterValues = {
  ...values,
  documentType: 'passport',
  dui: '',
  documentNumber: 'x1234567',
  nationality: 'US',
  phoneNumber: '+1 305 555 0100',
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

  it('with a passport, keeps the phone international and the number upper case', () => {
    expect(normalizeInput('phoneNumber', '+1 (305) 555-0100', 'passport')).toBe(
      '+1 (305) 555-0100',
    );
    expect(normalizeInput('phoneNumber', '+1 305 abc', 'passport')).toBe('+1 305 ');
    expect(normalizeInput('documentNumber', 'x12ab', 'passport')).toBe('X12AB');
  });

  it('carries a Salvadoran phone across a change of document, and drops one that cannot fit', () => {
    expect(phoneForDocument('77778888', 'passport')).toBe('+50377778888');
    expect(phoneForDocument('+503 7777 8888', 'dui')).toBe('77778888');
    expect(phoneForDocument('+13055550100', 'dui')).toBe('');
    expect(phoneForDocument('7777', 'passport')).toBe('');
  });

  it('formats complete DUI and phone numbers the way the API expects', () => {
    expect(formatDui('012345678')).toBe('01234567-8');
    expect(formatPhone('77778888')).toBe('7777-8888');
    expect(formatDui('1234')).toBe('1234');
  });

  it('builds the SPEC body for a DUI: trimmed names, formatted numbers, lower-case e-mail', () => {
    expect(toRegisterPayload(values)).toStrictEqual({
      firstName: 'María',
      lastName: 'López',
      birthDate: '1990-05-17',
      dui: '01234567-8',
      phoneNumber: '7777-8888',
      email: 'maria.lopez@example.com',
      password: 'Viaje-Seguro-24',
      confirmPassword: 'Viaje-Seguro-24',
    });
  });

  it('builds a passport body with the document type and no DUI', () => {
    expect(toRegisterPayload(tourist)).toStrictEqual({
      firstName: 'María',
      lastName: 'López',
      birthDate: '1990-05-17',
      documentType: 'passport',
      documentNumber: 'X1234567',
      nationality: 'US',
      phoneNumber: '+1 305 555 0100',
      email: 'maria.lopez@example.com',
      password: 'Viaje-Seguro-24',
      confirmPassword: 'Viaje-Seguro-24',
    });
  });

  it('produces payloads the shared contract accepts unchanged', () => {
    const payload = toRegisterPayload(values);
    const parsed = registerInput.parse(payload);
    if (!('dui' in payload)) throw new Error('a DUI body');
    expect(accountOf(parsed).dui).toBe(payload.dui);
    expect(parsed.phoneNumber).toBe(payload.phoneNumber);
    expect(parsed.email).toBe(payload.email);
    const abroad = accountOf(registerInput.parse(toRegisterPayload(tourist)));
    expect(abroad).toMatchObject({
      documentType: 'passport',
      dui: 'X1234567',
      nationality: 'US',
      phoneNumber: '+13055550100',
    });
  });

  it("gives the server's messages for a passport's own rules", () => {
    const result = registerInput.safeParse(
      toRegisterPayload({ ...tourist, documentNumber: 'AB-1', nationality: '', phoneNumber: '7' }),
    );
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['documentNumber', MESSAGES.passportInvalid],
        ['nationality', MESSAGES.nationalityRequired],
        ['phoneNumber', MESSAGES.phoneInternational],
      ]),
    );
  });

  it('shows the SPEC fields for a DUI and the passport fields for a passport', () => {
    const names = (type: 'dui' | 'passport') => registerRows(type).map((row) => row.name);
    expect(names('dui')).toEqual([
      'firstName',
      'lastName',
      'birthDate',
      'documentType',
      'dui',
      'phoneNumber',
      'email',
      'password',
      'confirmPassword',
    ]);
    expect(names('passport')).toEqual([
      'firstName',
      'lastName',
      'birthDate',
      'documentType',
      'documentNumber',
      'nationality',
      'phoneNumber',
      'email',
      'password',
      'confirmPassword',
    ]);
  });
});
