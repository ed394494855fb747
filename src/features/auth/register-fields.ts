import type { HTMLInputTypeAttribute } from 'react';

export const REGISTER_FIELD_NAMES = [
  'firstName',
  'lastName',
  'birthDate',
  'dui',
  'phoneNumber',
  'email',
  'password',
  'confirmPassword',
] as const;

export type RegisterField = (typeof REGISTER_FIELD_NAMES)[number];
export type RegisterValues = Record<RegisterField, string>;
export type RegisterPayload = RegisterValues;

export const EMPTY_REGISTER_VALUES: RegisterValues = {
  firstName: '',
  lastName: '',
  birthDate: '',
  dui: '',
  phoneNumber: '',
  email: '',
  password: '',
  confirmPassword: '',
};

export const DUI_DIGITS = 9;
export const PHONE_DIGITS = 8;

export interface RegisterFieldConfig {
  name: RegisterField;
  label: string;
  type: HTMLInputTypeAttribute;
  autoComplete: string;
  inputMode?: 'numeric' | 'email' | 'tel';
  hint?: string;
}

export const REGISTER_FIELDS: readonly RegisterFieldConfig[] = [
  { name: 'firstName', label: 'Nombre', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Apellido', type: 'text', autoComplete: 'family-name' },
  { name: 'birthDate', label: 'Fecha de nacimiento', type: 'date', autoComplete: 'bday' },
  {
    name: 'dui',
    label: 'DUI',
    type: 'text',
    autoComplete: 'off',
    inputMode: 'numeric',
    hint: '9 dígitos, sin guion',
  },
  {
    name: 'phoneNumber',
    label: 'Número de teléfono',
    type: 'tel',
    autoComplete: 'tel-national',
    inputMode: 'tel',
    hint: '8 dígitos',
  },
  { name: 'email', label: 'Correo electrónico', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Contraseña', type: 'password', autoComplete: 'new-password' },
  {
    name: 'confirmPassword',
    label: 'Confirmar contraseña',
    type: 'password',
    autoComplete: 'new-password',
  },
];

/**
 * Keeps only digits, at most `max` of them. The inputs carry no maxLength on purpose: the
 * browser would cut a pasted '1234-5678' before the hyphen is stripped, losing a digit.
 */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/** What an input shows while the user types: DUI and phone stay bare digits. */
export function normalizeInput(field: RegisterField, value: string): string {
  if (field === 'dui') return digitsOnly(value, DUI_DIGITS);
  if (field === 'phoneNumber') return digitsOnly(value, PHONE_DIGITS);
  return value;
}

/** 123456789 -> 12345678-9, the official DUI format the API expects. */
export function formatDui(digits: string): string {
  return digits.length === DUI_DIGITS ? `${digits.slice(0, 8)}-${digits.slice(8)}` : digits;
}

/** 77778888 -> 7777-8888. */
export function formatPhone(digits: string): string {
  return digits.length === PHONE_DIGITS ? `${digits.slice(0, 4)}-${digits.slice(4)}` : digits;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The body of POST /api/auth/register, built from validated form values. */
export function toRegisterPayload(values: RegisterValues): RegisterPayload {
  return {
    ...values,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    dui: formatDui(digitsOnly(values.dui, DUI_DIGITS)),
    phoneNumber: formatPhone(digitsOnly(values.phoneNumber, PHONE_DIGITS)),
    email: normalizeEmail(values.email),
  };
}

export function isRegisterField(name: string): name is RegisterField {
  return (REGISTER_FIELD_NAMES as readonly string[]).includes(name);
}
