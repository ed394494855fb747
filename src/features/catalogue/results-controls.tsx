import { SelectField, type SelectOption } from '../../components/ui/select.tsx';
import {
  CAPACITY_STEPS,
  CATALOGUE_SORTS,
  type CatalogueSort,
  capacityLabel,
  SORT_LABELS,
} from './catalogue-order.ts';

type SortValue = CatalogueSort | 'recommended';

const SORT_OPTIONS: SelectOption<SortValue>[] = (['recommended', ...CATALOGUE_SORTS] as const).map(
  (value) => ({ value, label: SORT_LABELS[value] }),
);

function capacityOptions(current: number | undefined): SelectOption[] {
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
        <SelectField<SortValue>
          label="Ordenar por"
          value={sort ?? 'recommended'}
          options={SORT_OPTIONS}
          onValueChange={(value) =>
            onChange({ sort: value === 'recommended' ? undefined : value, minCapacity })
          }
        />
        <SelectField
          label="Capacidad mínima"
          value={minCapacity ? String(minCapacity) : 'any'}
          options={capacityOptions(minCapacity)}
          onValueChange={(value) =>
            onChange({ sort, minCapacity: value === 'any' ? undefined : Number(value) })
          }
        />
      </div>
    </div>
  );
}
