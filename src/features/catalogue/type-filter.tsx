import { VEHICLE_TYPES, type VehicleType } from '#domain/vehicle.ts';

const OPTIONS: { value: VehicleType | undefined; label: string }[] = [
  { value: undefined, label: 'Todos' },
  ...VEHICLE_TYPES.map((type) => ({ value: type, label: type })),
];

interface TypeFilterProps {
  value: VehicleType | undefined;
  onChange(value: VehicleType | undefined): void;
}

/** Todos / Sedan / SUV / PickUp as toggle buttons (SPEC 2.6). */
export function TypeFilter({ value, onChange }: TypeFilterProps) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-navy-100">Tipo de vehículo</legend>
      <div className="grid grid-cols-4 gap-1.5 sm:flex sm:flex-wrap sm:gap-2">
        {OPTIONS.map((option) => {
          const active = option.value === value;
          return (
            <button
              key={option.label}
              type="button"
              aria-pressed={active}
              onClick={() => onChange(option.value)}
              className={`min-h-11 rounded-full border px-2 text-sm font-semibold transition-colors sm:px-4 ${
                active
                  ? 'border-gold-400 bg-gold-400 text-navy-950'
                  : 'border-navy-600 text-navy-100 hover:border-gold-400/70 hover:text-white'
              }`}
            >
              {option.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
