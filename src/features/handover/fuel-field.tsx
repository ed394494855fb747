import { FUEL_EIGHTHS, formatFuel } from '#domain/handover.ts';

interface FuelFieldProps {
  value: number | null;
  onChange(value: number): void;
  error?: string | undefined;
  legend?: string;
}

const LEVELS = Array.from({ length: FUEL_EIGHTHS + 1 }, (_, index) => index);

/** The fuel gauge in eighths, as native radios: arrow keys move along it. */
export function FuelField({ value, onChange, error, legend = 'Combustible' }: FuelFieldProps) {
  return (
    <fieldset aria-invalid={error ? true : undefined} className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-navy-100">
        {legend} (octavos del tanque){value !== null ? `: ${formatFuel(value)}` : ''}
      </legend>
      {/* Five a row on a phone, so each level is a 44 px target; the whole gauge in one row from sm. */}
      <div className="grid grid-cols-5 gap-1.5 sm:grid-cols-9 sm:gap-1">
        {LEVELS.map((level) => (
          <label
            key={level}
            className={`relative grid min-h-11 min-w-11 cursor-pointer place-items-center rounded-md border text-xs font-semibold ${
              value === level
                ? 'border-gold-400 bg-gold-400 text-navy-950'
                : 'border-navy-600 text-navy-100 hover:border-navy-400'
            }`}
          >
            <input
              type="radio"
              name={legend}
              value={level}
              checked={value === level}
              onChange={() => onChange(level)}
              className="choice-input sr-only"
              aria-label={formatFuel(level)}
              aria-invalid={error ? true : undefined}
            />
            <span aria-hidden="true" className="choice-ring" />
            <span aria-hidden="true">{level}/8</span>
          </label>
        ))}
      </div>
      {error ? <p className="text-sm text-red-300">{error}</p> : null}
    </fieldset>
  );
}
