import { isCommonPassword } from './common-passwords.ts';
import { isCountryCode } from './countries.ts';
import { ageOn, isIsoDate, todayInElSalvador } from './dates.ts';
import {
  DOCUMENT_LABELS,
  DOCUMENT_TYPES,
  type DocumentType,
  documentLabel,
} from './identity-document.ts';
import type { PublicUser } from './roles.ts';
import { textField } from './text.ts';
import { z } from './zod.ts';

export const MESSAGES = {
  firstNameRequired: 'El nombre es requerido',
  firstNameShort: 'El nombre debe tener al menos 2 caracteres',
  lastNameRequired: 'El apellido es requerido',
  lastNameShort: 'El apellido debe tener al menos 2 caracteres',
  birthDateRequired: 'La fecha de nacimiento es requerida',
  birthDateInvalid: 'La fecha de nacimiento no es válida',
  underage: 'Debes ser mayor de 18 años',
  tooOld: 'Por favor verifica la fecha de nacimiento',
  duiRequired: 'El DUI es requerido',
  duiDigits: 'El DUI debe tener 9 dígitos',
  phoneRequired: 'El número de teléfono es requerido',
  phoneDigits: 'El número de teléfono debe tener 8 dígitos',
  emailRequired: 'El correo electrónico es requerido',
  emailInvalid: 'El correo electrónico no es válido',
  passwordRequired: 'La contraseña es requerida',
  passwordShort: 'La contraseña debe tener al menos 6 caracteres',
  passwordLong: 'La contraseña no puede tener más de 128 caracteres',
  passwordCommon: 'Esa contraseña es demasiado común. Elige otra más difícil de adivinar.',
  confirmRequired: 'La confirmación de contraseña es requerida',
  confirmMismatch: 'Las contraseñas no coinciden',
  nameLong: 'El texto no puede tener más de 80 caracteres',
  userExists: 'El usuario ya existe. Intenta con otro email o DUI.',
  invalidCredentials: 'Credenciales inválidas',
  tooManyAttempts: 'Demasiados intentos fallidos. Espera unos minutos e inténtalo de nuevo.',
  tooManyRegistrations:
    'Demasiados registros desde esta conexión. Espera un rato e inténtalo de nuevo.',
  // Issue 28: customers from abroad register with a passport.
  documentTypeInvalid: 'El tipo de documento debe ser DUI o pasaporte',
  passportRequired: 'El número de pasaporte es requerido',
  passportInvalid: 'El número de pasaporte debe tener entre 5 y 20 letras o dígitos',
  nationalityRequired: 'La nacionalidad es requerida',
  nationalityInvalid: 'La nacionalidad no es válida',
  phoneInternational:
    'El número de teléfono debe estar en formato internacional, por ejemplo +13055550100',
  passportUserExists: 'El usuario ya existe. Intenta con otro email o pasaporte.',
} as const;

export { DOCUMENT_LABELS, DOCUMENT_TYPES, type DocumentType, documentLabel };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** A string field whose absence and emptiness share one message. */
function requiredText(required: string) {
  return textField(required).trim().min(1, required);
}

function personName(required: string, short: string) {
  return requiredText(required).min(2, short).max(80, MESSAGES.nameLong);
}

/** Digits the user typed, with the one hyphen of the official format allowed. */
function formattedDigits(required: string, wrong: string, digits: number, hyphenAt: number) {
  return requiredText(required)
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine((value) => new RegExp(`^\\d{${digits}}$`).test(value), wrong)
    .transform((value) => `${value.slice(0, hyphenAt)}-${value.slice(hyphenAt)}`);
}

export const emailField = requiredText(MESSAGES.emailRequired)
  .max(254, MESSAGES.emailInvalid)
  .transform((value) => value.toLowerCase())
  .refine((value) => EMAIL.test(value), MESSAGES.emailInvalid);

export function birthDateField(today: () => string = todayInElSalvador) {
  return requiredText(MESSAGES.birthDateRequired)
    .refine(isIsoDate, { message: MESSAGES.birthDateInvalid, abort: true })
    .superRefine((value, ctx) => {
      const age = ageOn(value, today());
      if (age < 18) ctx.addIssue({ code: 'custom', message: MESSAGES.underage });
      else if (age > 100) ctx.addIssue({ code: 'custom', message: MESSAGES.tooOld });
    });
}

/** The phone as asked at sign-up: 8 digits, stored as 7777-8888. Reused for delivery contacts. */
export const phoneNumberField = formattedDigits(MESSAGES.phoneRequired, MESSAGES.phoneDigits, 8, 4);

/** A passport's number: 5-20 letters and digits, kept in upper case. */
export const passportNumberField = requiredText(MESSAGES.passportRequired)
  .transform((value) => value.toUpperCase())
  .refine((value) => /^[A-Z0-9]{5,20}$/.test(value), MESSAGES.passportInvalid);

/** ISO 3166 alpha-2 ('US'), kept in upper case. */
export const nationalityField = requiredText(MESSAGES.nationalityRequired)
  .transform((value) => value.toUpperCase())
  .refine(isCountryCode, MESSAGES.nationalityInvalid);

/** E.164 ('+13055550100'); spaces, hyphens, dots and brackets as typed are dropped. */
export const internationalPhoneField = requiredText(MESSAGES.phoneRequired)
  .transform((value) => value.replace(/[\s().-]/g, ''))
  .refine((value) => /^\+[1-9]\d{6,14}$/.test(value), MESSAGES.phoneInternational);

/**
 * Who the customer is (issue 28): a DUI and a Salvadoran phone, the SPEC's body (documentType
 * absent or "dui", every rule and message as the SPEC has them), or a passport with its
 * nationality and an international phone.
 */
const documentFields = z.discriminatedUnion(
  'documentType',
  [
    z.strictObject({
      documentType: z.literal('dui').optional(),
      dui: formattedDigits(MESSAGES.duiRequired, MESSAGES.duiDigits, 9, 8),
      phoneNumber: phoneNumberField,
    }),
    z.strictObject({
      documentType: z.literal('passport'),
      documentNumber: passportNumberField,
      nationality: nationalityField,
      phoneNumber: internationalPhoneField,
    }),
  ],
  { error: MESSAGES.documentTypeInvalid },
);

const personFields = z.strictObject({
  firstName: personName(MESSAGES.firstNameRequired, MESSAGES.firstNameShort),
  lastName: personName(MESSAGES.lastNameRequired, MESSAGES.lastNameShort),
  birthDate: birthDateField(),
});

const accountFields = z.strictObject({
  email: emailField,
  password: textField(MESSAGES.passwordRequired)
    .min(1, MESSAGES.passwordRequired)
    .min(6, MESSAGES.passwordShort)
    .max(128, MESSAGES.passwordLong)
    .refine((value) => !isCommonPassword(value), MESSAGES.passwordCommon),
  confirmPassword: textField(MESSAGES.confirmRequired).min(1, MESSAGES.confirmRequired),
});

/**
 * The match check reads the raw passwords on its own, beside the field rules: an object-level
 * refinement would be skipped whenever another field fails, and the person would learn about the
 * mismatch only after fixing everything else.
 */
const passwordsMatch = z
  .strictObject({ password: z.unknown(), confirmPassword: z.unknown() })
  .refine(
    ({ password, confirmPassword }) =>
      typeof confirmPassword !== 'string' || confirmPassword === '' || password === confirmPassword,
    { message: MESSAGES.confirmMismatch, path: ['confirmPassword'] },
  );

export const registerInput = z.intersection(
  z.intersection(z.intersection(personFields, documentFields), accountFields),
  passwordsMatch,
);
export type RegisterInput = z.input<typeof registerInput>;
export type RegisterData = z.output<typeof registerInput>;

/** An account's fields as stored: the document's number goes where the DUI always went. */
export interface NewAccount {
  firstName: string;
  lastName: string;
  birthDate: string;
  email: string;
  password: string;
  phoneNumber: string;
  dui: string;
  documentType?: DocumentType;
  nationality?: string | null;
}

export function accountOf(data: RegisterData): NewAccount {
  const { firstName, lastName, birthDate, email, password, phoneNumber } = data;
  const person = { firstName, lastName, birthDate, email, password, phoneNumber };
  if (data.documentType === 'passport') {
    return {
      ...person,
      dui: data.documentNumber,
      documentType: 'passport',
      nationality: data.nationality,
    };
  }
  return { ...person, dui: data.dui, documentType: 'dui', nationality: null };
}

export const loginInput = z.strictObject({
  email: emailField,
  password: textField(MESSAGES.passwordRequired)
    .min(1, MESSAGES.passwordRequired)
    .max(1024, MESSAGES.invalidCredentials),
});
export type LoginInput = z.input<typeof loginInput>;

export interface LoginResult {
  token: string;
  user: PublicUser;
}

/** Field name -> first message, the shape forms and the API's `fields` share. */
export type FieldErrors = Record<string, string>;

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
