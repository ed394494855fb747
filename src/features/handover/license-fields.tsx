import { useId } from 'react';
import { countriesByName } from '#domain/countries.ts';
import {
  LICENSE_MESSAGES,
  type License,
  licenseCoversReturn,
  licenseInput,
} from '#domain/license.ts';
import { TextField } from '../../components/ui/text-field.tsx';

/** The driving licence as typed at the counter (issue 28). */
export interface LicenseDraft {
  number: string;
  country: string;
  expiresOn: string;
}

export type LicenseErrors = Partial<Record<keyof LicenseDraft, string>>;

/** El Salvador first chosen: most licences at the counter are Salvadoran. */
export const EMPTY_LICENSE: LicenseDraft = { number: '', country: 'SV', expiresOn: '' };

/**
 * Checks the licence with the API's own contract and its return-day rule. Nothing typed means no
 * licence (the API accepts a check-out without one); anything typed must be whole and valid.
 */
export function checkLicense(
  draft: LicenseDraft,
  endDate: string,
): { license: License | undefined; errors: LicenseErrors } {
  if (draft.number.trim() === '' && draft.expiresOn === '')
    return { license: undefined, errors: {} };
  const parsed = licenseInput.safeParse(draft);
  if (!parsed.success) {
    const errors: LicenseErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof LicenseDraft | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
    return { license: undefined, errors };
  }
  if (!licenseCoversReturn(parsed.data, endDate)) {
    return {
      license: undefined,
      errors: { expiresOn: LICENSE_MESSAGES.expiresBeforeReturn(endDate, parsed.data.expiresOn) },
    };
  }
  return { license: parsed.data, errors: {} };
}

let countries: ReturnType<typeof countriesByName> | undefined;

interface LicenseFieldsProps {
  value: LicenseDraft;
  errors: LicenseErrors;
  onChange(next: LicenseDraft): void;
}

/** Number, issuing country and expiry of the customer's driving licence. */
export function LicenseFields({ value, errors, onChange }: LicenseFieldsProps) {
  const countryId = useId();
  countries ??= countriesByName();
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-navy-700 p-3">
      <legend className="px-1 text-sm font-semibold text-white">Licencia de conducir</legend>
      <TextField
        label="Número de licencia"
        autoComplete="off"
        autoCapitalize="characters"
        value={value.number}
        error={errors.number}
        onChange={(event) => onChange({ ...value, number: event.target.value })}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={countryId} className="text-sm font-medium text-navy-100">
          País que la emitió
        </label>
        <select
          id={countryId}
          value={value.country}
          aria-invalid={errors.country ? true : undefined}
          aria-describedby={errors.country ? `${countryId}-error` : undefined}
          onChange={(event) => onChange({ ...value, country: event.target.value })}
          className="min-h-11 w-full rounded-lg border border-navy-600 bg-navy-950/60 px-3 text-base text-white [color-scheme:dark] focus-visible:outline-gold-400"
        >
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
        {errors.country ? (
          <p id={`${countryId}-error`} className="text-sm text-red-300">
            {errors.country}
          </p>
        ) : null}
      </div>
      <TextField
        label="Vence el"
        type="date"
        value={value.expiresOn}
        error={errors.expiresOn}
        hint="Debe seguir vigente el día de la devolución."
        onChange={(event) => onChange({ ...value, expiresOn: event.target.value })}
      />
    </fieldset>
  );
}
