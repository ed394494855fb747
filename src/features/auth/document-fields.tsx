import { type KeyboardEvent, useRef } from 'react';
import { countriesByName } from '#domain/countries.ts';
import type { DocumentType } from '#domain/user.ts';
import { DOCUMENT_CHOICES } from './register-fields.ts';

/** Arrow keys: left and up go back, right and down go on (both wrap around). */
const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };

interface DocumentTypeChoiceProps {
  /** Given to the chosen option, so a form can move the focus to the choice. */
  id: string;
  value: DocumentType;
  error: string | undefined;
  onChange(value: DocumentType): void;
}

/**
 * 'DUI' or 'Pasaporte' (issue 28): a radio group as ARIA describes it (one Tab stop on the chosen
 * option; the arrow keys move and choose at once, Space chooses), each option a card at least
 * 44 px tall. The options carry their names as content, not as labels, so the 'DUI' input stays
 * the only field labelled 'DUI' (SPEC 8).
 */
export function DocumentTypeChoice({ id, value, error, onChange }: DocumentTypeChoiceProps) {
  const titleId = `${id}-title`;
  const errorId = `${id}-error`;
  const group = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const at = DOCUMENT_CHOICES.findIndex((choice) => choice.value === value);
    const count = DOCUMENT_CHOICES.length;
    const next = DOCUMENT_CHOICES[(at + step + count) % count];
    if (!next) return;
    onChange(next.value);
    group.current?.querySelector<HTMLElement>(`[data-value="${next.value}"]`)?.focus();
  }

  return (
    <div className="flex flex-col gap-1.5 sm:col-span-2">
      <span id={titleId} className="text-sm font-medium text-navy-100">
        Tipo de documento
      </span>
      <div
        ref={group}
        role="radiogroup"
        aria-labelledby={titleId}
        aria-describedby={error ? errorId : undefined}
        onKeyDown={onKeyDown}
        className="grid grid-cols-2 gap-2"
      >
        {DOCUMENT_CHOICES.map((choice) => {
          const checked = choice.value === value;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a native radio takes its name from a label, and the SPEC's 'DUI' field must stay the only control labelled 'DUI'.
            <button
              key={choice.value}
              type="button"
              role="radio"
              aria-checked={checked}
              data-value={choice.value}
              id={checked ? id : undefined}
              tabIndex={checked ? 0 : -1}
              onClick={() => onChange(choice.value)}
              className={`flex min-h-11 items-center gap-3 rounded-lg border px-3 py-2 text-left text-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-60 ${
                checked
                  ? 'border-gold-400 bg-gold-400/10 text-white'
                  : 'border-navy-600 text-navy-100 hover:border-navy-400'
              }`}
            >
              <span
                aria-hidden="true"
                className={`grid size-5 shrink-0 place-items-center rounded-full border-2 ${
                  checked ? 'border-gold-400' : 'border-navy-300'
                }`}
              >
                {checked ? <span className="size-2.5 rounded-full bg-gold-400" /> : null}
              </span>
              <span className="flex flex-col">
                <span className="font-semibold">{choice.label}</span>
                <span className="text-xs text-navy-200">{choice.hint}</span>
              </span>
            </button>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

let countries: ReturnType<typeof countriesByName> | undefined;

interface NationalitySelectProps {
  id: string;
  label: string;
  /** ISO 3166 alpha-2, or '' until one is chosen. */
  value: string;
  error: string | undefined;
  onChange(value: string): void;
}

/**
 * The passport's country, from every ISO 3166 code by its Spanish name. A native select: typing
 * a name's first letters jumps to it on any keyboard, and phones show their own list.
 */
export function NationalitySelect({ id, label, value, error, onChange }: NationalitySelectProps) {
  countries ??= countriesByName();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-navy-100">
        {label}
      </label>
      <select
        id={id}
        name="nationality"
        autoComplete="off"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`min-h-11 w-full rounded-lg border bg-navy-950/60 px-3 text-base text-white [color-scheme:dark] focus-visible:outline-gold-400 disabled:opacity-60 ${
          error ? 'border-red-400' : 'border-navy-600 hover:border-navy-400'
        }`}
      >
        <option value="">Elige un país</option>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
