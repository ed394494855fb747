import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useEffectEvent, useState } from 'react';
import { todayInElSalvador } from '#domain/dates.ts';
import { type DocumentType, fieldErrorsOf, registerInput } from '#domain/user.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DateField } from '../../components/ui/date-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { apiErrorBody, apiErrorMessage } from '../../lib/api-error.ts';
import { REGISTER_ERROR_TEXTS } from './api/error-texts.ts';
import { registerUser } from './api/register.ts';
import { DocumentTypeChoice, NationalitySelect } from './document-fields.tsx';
import {
  EMPTY_REGISTER_VALUES,
  isRegisterField,
  normalizeInput,
  phoneForDocument,
  REGISTER_FIELD_NAMES,
  type RegisterField,
  type RegisterValues,
  registerRows,
  toRegisterPayload,
} from './register-fields.ts';

export const REDIRECT_DELAY_MS = 3000;

type FieldErrors = Partial<Record<RegisterField, string>>;

const inputId = (field: RegisterField) => `register-${field}`;

/** Moves keyboard and screen-reader users to the first field that needs attention. */
function focusFirstError(errors: FieldErrors): void {
  const first = REGISTER_FIELD_NAMES.find((field) => errors[field]);
  if (first) document.getElementById(inputId(first))?.focus();
}

interface RegisterFormProps {
  /** Called once the success banner has been shown for REDIRECT_DELAY_MS. */
  onRegistered: () => void;
  onGoToLogin: () => void;
}

export function RegisterForm({ onRegistered, onGoToLogin }: RegisterFormProps) {
  const [values, setValues] = useState<RegisterValues>(EMPTY_REGISTER_VALUES);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: registerUser,
    // Offline must fail at once with the connection message, not wait silently.
    networkMode: 'always',
    onError(error) {
      const fields = Object.entries(apiErrorBody(error)?.fields ?? {});
      const known = Object.fromEntries(fields.filter(([name]) => isRegisterField(name)));
      const unknown = fields.find(([name]) => !isRegisterField(name));
      setErrors(known);
      focusFirstError(known);
      const hasKnown = Object.keys(known).length > 0;
      setFormError(
        hasKnown ? (unknown?.[1] ?? null) : apiErrorMessage(error, REGISTER_ERROR_TEXTS),
      );
    },
  });
  const succeeded = mutation.isSuccess;

  // An event, not a dependency: a new callback from the parent must not restart the countdown.
  const redirect = useEffectEvent(onRegistered);
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => redirect(), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [succeeded]);

  function clearError(...fields: RegisterField[]) {
    setErrors((current) => {
      if (!fields.some((field) => current[field])) return current;
      const rest = { ...current };
      for (const field of fields) delete rest[field];
      return rest;
    });
  }

  function change(field: Exclude<RegisterField, 'documentType'>, raw: string) {
    setValues((current) => ({
      ...current,
      [field]: normalizeInput(field, raw, current.documentType),
    }));
    clearError(field);
  }

  /** The other document: its own fields appear, the phone is carried over where it still fits. */
  function chooseDocument(documentType: DocumentType) {
    setValues((current) =>
      current.documentType === documentType
        ? current
        : {
            ...current,
            documentType,
            phoneNumber: phoneForDocument(current.phoneNumber, documentType),
          },
    );
    clearError('documentType', 'dui', 'documentNumber', 'nationality', 'phoneNumber');
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    // The shared contract checks exactly the body the API will get, with the API's messages.
    const result = registerInput.safeParse(toRegisterPayload(values));
    if (!result.success) {
      const found = fieldErrorsOf(result.error);
      setErrors(found);
      focusFirstError(found);
      return;
    }
    setErrors({});
    mutation.mutate(toRegisterPayload(values));
  }

  const busy = mutation.isPending || succeeded;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {succeeded ? <Alert tone="success">¡Registro exitoso! Redirigiendo al login...</Alert> : null}
      {formError ? <Alert tone="error">{formError}</Alert> : null}

      <fieldset disabled={busy} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Datos de la cuenta</legend>
        {registerRows(values.documentType).map((row) => {
          if (row.name === 'documentType') {
            return (
              <DocumentTypeChoice
                key={row.name}
                id={inputId(row.name)}
                value={values.documentType}
                error={errors.documentType}
                onChange={chooseDocument}
              />
            );
          }
          if (row.name === 'nationality') {
            return (
              <NationalitySelect
                key={row.name}
                id={inputId(row.name)}
                label={row.label}
                value={values.nationality}
                error={errors.nationality}
                onChange={(value) => change('nationality', value)}
              />
            );
          }
          const field = row;
          return field.type === 'date' ? (
            <DateField
              key={field.name}
              id={inputId(field.name)}
              name={field.name}
              label={field.label}
              autoComplete={field.autoComplete}
              max={todayInElSalvador()}
              value={values[field.name]}
              error={errors[field.name]}
              onChange={(value) => change(field.name, value)}
            />
          ) : (
            <TextField
              // A new key with the document: the phone's hint and rules change with it.
              key={`${field.name}-${values.documentType}`}
              id={inputId(field.name)}
              name={field.name}
              label={field.label}
              type={field.type}
              autoComplete={field.autoComplete}
              autoCapitalize={field.autoCapitalize}
              inputMode={field.inputMode}
              hint={field.hint}
              value={values[field.name]}
              error={errors[field.name]}
              onChange={(event) => change(field.name, event.target.value)}
            />
          );
        })}
      </fieldset>

      <Button type="submit" disabled={busy} className="w-full">
        {mutation.isPending ? 'Registrando...' : 'Crear cuenta'}
      </Button>
      <Button variant="secondary" onClick={onGoToLogin} className="w-full">
        Ya tengo una cuenta
      </Button>
    </form>
  );
}
