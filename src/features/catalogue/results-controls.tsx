import ChevronDown from 'lucide-react/icons/chevron-down';
import { useId } from 'react';
import {
  CAPACITY_STEPS,
  CATALOGUE_SORTS,
  type CatalogueSort,
  capacityLabel,
  isCatalogueSort,
  SORT_LABELS,
} from './catalogue-order.ts';

interface Option {
  value: string;
  label: string;
}

const SORT_OPTIONS: Option[] = (['recommended', ...CATALOGUE_SORTS] as const).map((value) => ({
  value,
  label: SORT_LABELS[value],
}));

function capacityOptions(current: number | undefined): Option[] {
  const steps: number[] = [...CAPACITY_STEPS];
  // A shared link may ask for a count the list does not offer: show it rather than hide it.
  if (current && !steps.includes(current)) steps.push(current);
  return [
    { value: 'any', label: 'Cualquiera' },
    ...steps
      .sort((a, b) => a - b)
      .map((seats) => ({ value: String(seats), label: capacityLabel(seats) })),
  ];
}

/**
 * A native dropdown: on a phone it opens the system's own picker, and the public list does not
 * download the custom one the admin screens use.
 */
function NativeSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: Option[];
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-navy-100">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="min-h-11 w-full appearance-none rounded-lg border border-navy-600 bg-navy-950/60 py-2 pr-9 pl-3 text-base text-white [color-scheme:dark] hover:border-navy-400 focus-visible:outline-gold-400"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-navy-200"
        />
      </div>
    </div>
  );
}

interface ResultsControlsProps {
  count: number | undefined;
  sort: CatalogueSort | undefined;
  minCapacity: number | undefined;
  onChange(next: { sort: CatalogueSort | undefined; minCapacity: number | undefined }): void;
}

/** 'Ordenar por' and 'Capacidad mínima' over the results, with how many there are. */
export function ResultsControls({ count, sort, minCapacity, onChange }: ResultsControlsProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <p role="status" className="text-sm text-navy-200">
        {count === undefined ? '' : count === 1 ? '1 vehículo' : `${count} vehículos`}
      </p>
      <div className="grid grid-cols-2 gap-3 sm:w-[28rem]">
        <NativeSelect
          label="Ordenar por"
          value={sort ?? 'recommended'}
          options={SORT_OPTIONS}
          onChange={(value) =>
            onChange({ sort: isCatalogueSort(value) ? value : undefined, minCapacity })
          }
        />
        <NativeSelect
          label="Capacidad mínima"
          value={minCapacity ? String(minCapacity) : 'any'}
          options={capacityOptions(minCapacity)}
          onChange={(value) =>
            onChange({ sort, minCapacity: value === 'any' ? undefined : Number(value) })
          }
        />
      </div>
    </div>
  );
}
