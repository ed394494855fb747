import { isCommonPassword } from './common-passwords.ts';
import { ageOn, isIsoDate, todayInElSalvador } from './dates.ts';
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
} as const;

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

const registrationFields = z.strictObject({
  firstName: personName(MESSAGES.firstNameRequired, MESSAGES.firstNameShort),
  lastName: personName(MESSAGES.lastNameRequired, MESSAGES.lastNameShort),
  birthDate: birthDateField(),
  dui: formattedDigits(MESSAGES.duiRequired, MESSAGES.duiDigits, 9, 8),
  phoneNumber: phoneNumberField,
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

export const registerInput = z.intersection(registrationFields, passwordsMatch);
export type RegisterInput = z.input<typeof registerInput>;
export type RegisterData = z.output<typeof registerInput>;

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
