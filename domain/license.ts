import { countryName, isCountryCode } from './countries.ts';
import { formatDate, isIsoDate } from './dates.ts';
import { z } from './zod.ts';

/**
 * The driving licence seen at check-out (issue 28): its number, the country that issued it
 * (ISO 3166 alpha-2) and the day it expires. It must still be valid on the reservation's return
 * day; a check-out without one (older clients) is still accepted.
 */
export const LICENSE_MESSAGES = {
  numberRequired: 'El número de licencia es requerido',
  numberInvalid: 'El número de licencia debe tener entre 3 y 30 letras, dígitos o guiones',
  countryRequired: 'El país de la licencia es requerido',
  countryInvalid: 'El país de la licencia no es válido',
  expiresOnRequired: 'La fecha de vencimiento de la licencia es requerida',
  expiresOnInvalid: 'La fecha de vencimiento de la licencia no es válida',
  invalid: 'La licencia debe llevar número, país y fecha de vencimiento',
  expiresBeforeReturn: (endDate: string, expiresOn: string) =>
    `La licencia de conducir vence el ${formatDate(expiresOn)}, antes de la devolución ` +
    `(${formatDate(endDate)}). Pide una licencia vigente hasta esa fecha.`,
} as const;

const M = LICENSE_MESSAGES;

const text = (required: string) => z.string({ error: required }).trim().min(1, required);

export const licenseInput = z.strictObject(
  {
    number: text(M.numberRequired)
      .transform((value) => value.toUpperCase().replace(/\s+/g, ' '))
      .refine((value) => /^[A-Z0-9][A-Z0-9 -]{1,28}[A-Z0-9]$/.test(value), M.numberInvalid),
    country: text(M.countryRequired)
      .transform((value) => value.toUpperCase())
      .refine(isCountryCode, M.countryInvalid),
    expiresOn: text(M.expiresOnRequired).refine(isIsoDate, M.expiresOnInvalid),
  },
  { error: M.invalid },
);
export type LicenseInput = z.input<typeof licenseInput>;
export type License = z.output<typeof licenseInput>;

export const licenseView = z.object({
  number: z.string(),
  country: z.string(),
  expiresOn: z.string(),
});
export type LicenseView = z.infer<typeof licenseView>;

/** Valid through the return day: expiring on it is fine, the day before is not. */
export function licenseCoversReturn(license: { expiresOn: string }, endDate: string): boolean {
  return license.expiresOn >= endDate;
}

/** 'B-1234567 · El Salvador · vence 31/12/2027', as the hand-over screens show it. */
export function licenseLabel(license: LicenseView): string {
  return `${license.number} · ${countryName(license.country)} · vence ${formatDate(license.expiresOn)}`;
}
