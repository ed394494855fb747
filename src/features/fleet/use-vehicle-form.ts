import { useState } from 'react';
import { apiErrorBody } from '../../lib/api-error.ts';
import { fieldId } from './vehicle-form-fields.tsx';
import {
  isVehicleFormField,
  normalizeFieldInput,
  type VehicleFormErrors,
  type VehicleFormField,
  type VehicleFormValues,
} from './vehicle-form-values.ts';

/** Values and errors of a vehicle form; editing a field clears its error. */
export function useVehicleForm(initial: VehicleFormValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<VehicleFormErrors>({});

  function change(field: VehicleFormField, raw: string) {
    setValues((current) => ({ ...current, [field]: normalizeFieldInput(field, raw) }));
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  }

  return { values, errors, setErrors, change };
}

/** Moves keyboard and screen-reader users to the first field that needs attention. */
export function focusFirstError(
  idPrefix: string,
  order: readonly VehicleFormField[],
  errors: VehicleFormErrors,
): void {
  const first = order.find((field) => errors[field]);
  if (first) document.getElementById(fieldId(idPrefix, first))?.focus();
}

/** The per-field messages of a 400 answer, for the fields this form shows. */
export function serverFieldErrors(
  error: unknown,
  shown: readonly VehicleFormField[],
): VehicleFormErrors {
  const errors: VehicleFormErrors = {};
  for (const [path, message] of Object.entries(apiErrorBody(error)?.fields ?? {})) {
    const field = path.split('.')[0] ?? '';
    if (isVehicleFormField(field) && shown.includes(field)) errors[field] ??= message;
  }
  return errors;
}
