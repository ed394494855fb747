import { moneySettingsInput, moneySettingsView } from './billing-contracts.ts';
import { SETTINGS_MESSAGES as M, TIME_PATTERN } from './company-settings.ts';
import { textField } from './text.ts';
import { z } from './zod.ts';

/** 'HH:MM' on the 24-hour clock. */
export function timeField(required: string, invalid: string = M.timeInvalid) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? required : invalid) })
    .trim()
    .min(1, required)
    .refine((value) => TIME_PATTERN.test(value), invalid)
    .describe('Hora HH:MM (24 horas)');
}

/** Digits the admin typed, with spaces or hyphens; stored as 2222-3333. Empty means none. */
function optionalPhone(wrong: string) {
  return z
    .union([textField(wrong), z.null()], { error: wrong })
    .optional()
    .transform((value, ctx) => {
      const digits = (value ?? '').replace(/[\s-]/g, '');
      if (digits === '') return null;
      if (!/^\d{8}$/.test(digits)) {
        ctx.addIssue({ code: 'custom', message: wrong });
        return z.NEVER;
      }
      return `${digits.slice(0, 4)}-${digits.slice(4)}`;
    });
}

const nitField = z
  .union([textField(M.nitInvalid), z.null()], { error: M.nitInvalid })
  .optional()
  .transform((value, ctx) => {
    const digits = (value ?? '').replace(/[\s-]/g, '');
    if (digits === '') return null;
    if (!/^\d{14}$/.test(digits)) {
      ctx.addIssue({ code: 'custom', message: M.nitInvalid });
      return z.NEVER;
    }
    return `${digits.slice(0, 4)}-${digits.slice(4, 10)}-${digits.slice(10, 13)}-${digits.slice(13)}`;
  });

const openingDay = z
  .strictObject(
    {
      day: z
        .number({ error: M.dayInvalid })
        .int(M.dayInvalid)
        .min(1, M.dayInvalid)
        .max(7, M.dayInvalid),
      opens: timeField(M.timeInvalid),
      closes: timeField(M.timeInvalid),
    },
    { error: M.hoursRequired },
  )
  .refine((open) => open.opens < open.closes, {
    message: M.opensBeforeCloses,
    path: ['closes'],
  });

/** PUT /api/settings: every field, as the form sends it. */
export const companySettingsInput = z.strictObject({
  companyName: textField(M.companyNameRequired)
    .trim()
    .min(1, M.companyNameRequired)
    .max(80, M.companyNameLong),
  nit: nitField,
  address: textField(M.addressRequired)
    .trim()
    .min(1, M.addressRequired)
    .min(5, M.addressShort)
    .max(300, M.addressLong),
  phone: optionalPhone(M.phoneDigits),
  whatsapp: optionalPhone(M.whatsappDigits),
  openingHours: z
    .array(openingDay, { error: M.hoursRequired })
    .min(1, M.hoursEmpty)
    .max(7, M.dayRepeated)
    .refine((days) => new Set(days.map((open) => open.day)).size === days.length, M.dayRepeated)
    .transform((days) => [...days].sort((a, b) => a.day - b.day)),
  defaultPickupTime: timeField(M.defaultPickupRequired),
  defaultReturnTime: timeField(M.defaultReturnRequired),
  /** Issue 30: the money settings; a form that sends none keeps the current ones. */
  money: moneySettingsInput.optional(),
});
export type CompanySettingsInput = z.input<typeof companySettingsInput>;

/** What GET /api/settings answers anyone (all of it is printed on invoices or the web site). */
export const companySettingsView = z.object({
  companyName: z.string(),
  nit: z.string().nullable(),
  address: z.string(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  openingHours: z.array(
    z.object({
      day: z.number().describe('1 = lunes … 7 = domingo'),
      opens: z.string(),
      closes: z.string(),
    }),
  ),
  defaultPickupTime: z.string(),
  defaultReturnTime: z.string(),
  /** Issue 30: agreement terms, late, fuel and cleaning charges, deposits by vehicle type. */
  money: moneySettingsView,
  updatedAt: z.string(),
});
export type CompanySettingsView = z.infer<typeof companySettingsView>;
