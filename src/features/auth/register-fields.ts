import type { HTMLInputTypeAttribute } from 'react';
import type { DocumentType } from '#domain/user.ts';

/** Every field the form can show, in screen order (the first in error takes the focus). */
export const REGISTER_FIELD_NAMES = [
  'firstName',
  'lastName',
  'birthDate',
  'documentType',
  'dui',
  'documentNumber',
  'nationality',
  'phoneNumber',
  'email',
  'password',
  'confirmPassword',
] as const;

export type RegisterField = (typeof REGISTER_FIELD_NAMES)[number];
/** What the person typed; `documentType` says which document fields are in play. */
export type RegisterValues = Record<Exclude<RegisterField, 'documentType'>, string> & {
  documentType: DocumentType;
};

/** The SPEC's body, unchanged, for a DUI: no documentType, no passport fields. */
export interface DuiPayload {
  firstName: string;
  lastName: string;
  birthDate: string;
  dui: string;
  phoneNumber: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** Issue 28: a customer from abroad registers with a passport, a nationality and an E.164 phone. */
export interface PassportPayload extends Omit<DuiPayload, 'dui'> {
  documentType: 'passport';
  documentNumber: string;
  nationality: string;
}

export type RegisterPayload = DuiPayload | PassportPayload;

export const EMPTY_REGISTER_VALUES: RegisterValues = {
  firstName: '',
  lastName: '',
  birthDate: '',
  documentType: 'dui',
  dui: '',
  documentNumber: '',
  nationality: '',
  phoneNumber: '',
  email: '',
  password: '',
  confirmPassword: '',
};

export const DUI_DIGITS = 9;
export const PHONE_DIGITS = 8;
export const PASSPORT_MAX = 20;
/** '+' and 15 digits (E.164), with room for the spaces and hyphens people type between them. */
const INTERNATIONAL_PHONE_MAX = 24;

export const DOCUMENT_CHOICES: readonly { value: DocumentType; label: string; hint: string }[] = [
  { value: 'dui', label: 'DUI', hint: 'Documento salvadoreño' },
  { value: 'passport', label: 'Pasaporte', hint: 'Si vienes de otro país' },
];

type InputField = Exclude<RegisterField, 'documentType' | 'nationality'>;

export interface RegisterFieldConfig {
  name: InputField;
  label: string;
  type: HTMLInputTypeAttribute;
  autoComplete: string;
  inputMode?: 'numeric' | 'email' | 'tel';
  autoCapitalize?: 'characters';
  hint?: string;
}

/** One of the form's rows: an input, the document choice or the list of countries. */
export type RegisterRow =
  | RegisterFieldConfig
  | { name: 'documentType' }
  | { name: 'nationality'; label: string };

const FIRST: readonly RegisterFieldConfig[] = [
  { name: 'firstName', label: 'Nombre', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Apellido', type: 'text', autoComplete: 'family-name' },
  { name: 'birthDate', label: 'Fecha de nacimiento', type: 'date', autoComplete: 'bday' },
];

const LAST: readonly RegisterFieldConfig[] = [
  { name: 'email', label: 'Correo electrónico', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Contraseña', type: 'password', autoComplete: 'new-password' },
  {
    name: 'confirmPassword',
    label: 'Confirmar contraseña',
    type: 'password',
    autoComplete: 'new-password',
  },
];

/** The SPEC's fields and hints, as they always were. */
const DUI_ROWS: readonly RegisterRow[] = [
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
];

const PASSPORT_ROWS: readonly RegisterRow[] = [
  {
    name: 'documentNumber',
    label: 'Número de pasaporte',
    type: 'text',
    autoComplete: 'off',
    autoCapitalize: 'characters',
    hint: 'De 5 a 20 letras o dígitos',
  },
  { name: 'nationality', label: 'Nacionalidad' },
  {
    name: 'phoneNumber',
    label: 'Número de teléfono',
    type: 'tel',
    autoComplete: 'tel',
    inputMode: 'tel',
    hint: 'Con el código de tu país, por ejemplo +13055550100',
  },
];

/** The rows the form shows for the chosen document. */
export function registerRows(documentType: DocumentType): readonly RegisterRow[] {
  return [
    ...FIRST,
    { name: 'documentType' },
    ...(documentType === 'passport' ? PASSPORT_ROWS : DUI_ROWS),
    ...LAST,
  ];
}

/**
 * Keeps only digits, at most `max` of them. The inputs carry no maxLength on purpose: the
 * browser would cut a pasted '1234-5678' before the hyphen is stripped, losing a digit.
 */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/**
 * What an input shows while the user types: with a DUI, DUI and phone stay bare digits; with a
 * passport, the number is upper case and the phone keeps its '+' and what people type between
 * digit groups (the contract drops those).
 */
export function normalizeInput(
  field: RegisterField,
  value: string,
  documentType: DocumentType = 'dui',
): string {
  if (field === 'dui') return digitsOnly(value, DUI_DIGITS);
  if (field === 'documentNumber') return value.toUpperCase();
  if (field === 'phoneNumber') {
    return documentType === 'passport'
      ? value.replace(/[^\d+\s().-]/g, '').slice(0, INTERNATIONAL_PHONE_MAX)
      : digitsOnly(value, PHONE_DIGITS);
  }
  return value;
}

/**
 * The phone carried across a change of document: a Salvadoran number becomes '+503…' with a
 * passport and back; anything else no longer fits the other rule and is cleared.
 */
export function phoneForDocument(phone: string, next: DocumentType): string {
  const digits = phone.replace(/\D/g, '');
  if (next === 'passport') return digits.length === PHONE_DIGITS ? `+503${digits}` : '';
  if (phone.trim().startsWith('+503') && digits.length === 3 + PHONE_DIGITS) {
    return digits.slice(3);
  }
  return digits.length <= PHONE_DIGITS && !phone.includes('+') ? digits : '';
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

/**
 * The body of POST /api/auth/register. With a DUI it is the SPEC's body, field for field; with a
 * passport it names the document type and leaves the DUI out.
 */
export function toRegisterPayload(values: RegisterValues): RegisterPayload {
  const common = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    birthDate: values.birthDate,
    email: normalizeEmail(values.email),
    password: values.password,
    confirmPassword: values.confirmPassword,
  };
  if (values.documentType === 'passport') {
    return {
      ...common,
      documentType: 'passport',
      documentNumber: values.documentNumber.trim().toUpperCase(),
      nationality: values.nationality,
      phoneNumber: values.phoneNumber.trim(),
    };
  }
  return {
    ...common,
    dui: formatDui(digitsOnly(values.dui, DUI_DIGITS)),
    phoneNumber: formatPhone(digitsOnly(values.phoneNumber, PHONE_DIGITS)),
  };
}

export function isRegisterField(name: string): name is RegisterField {
  return (REGISTER_FIELD_NAMES as readonly string[]).includes(name);
}
