import CalendarDays from 'lucide-react/icons/calendar-days';
import Search from 'lucide-react/icons/search';
import type { VehicleType } from '#domain/vehicle.ts';
import { Button } from '../../components/ui/button.tsx';
import { DateField } from '../../components/ui/date-field.tsx';
import { SelectField } from '../../components/ui/select.tsx';
import { TextField } from '../../components/ui/text-field.tsx';

const ALL_TYPES = 'all';

interface FleetToolbarProps {
  query: string;
  onQueryChange(query: string): void;
  type: VehicleType | undefined;
  types: readonly VehicleType[];
  onTypeChange(type: VehicleType | undefined): void;
  startDate: string;
  endDate: string;
  onRangeChange(range: { from?: string | undefined; to?: string | undefined }): void;
  onToday(): void;
}

/** Search, type and the 'Desde' / 'Hasta' range that decides which vehicles read as reserved. */
export function FleetToolbar(props: FleetToolbarProps) {
  const { startDate, endDate } = props;
  return (
    <div className="grid gap-4 rounded-2xl border border-navy-700 bg-navy-800/40 p-4 md:grid-cols-[minmax(0,1fr)_14rem]">
      <div className="relative">
        <TextField
          label="Buscar"
          type="search"
          placeholder="Buscar por nombre, marca o modelo..."
          value={props.query}
          onChange={(event) => props.onQueryChange(event.target.value)}
          className="[&_input]:pl-9"
        />
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute bottom-3.5 left-3 size-4 text-navy-300"
        />
      </div>
      <SelectField
        label="Tipo"
        value={props.type ?? ALL_TYPES}
        onValueChange={(value) =>
          props.onTypeChange(value === ALL_TYPES ? undefined : (value as VehicleType))
        }
        options={[
          { value: ALL_TYPES, label: 'Todos los tipos' },
          ...props.types.map((type) => ({ value: type, label: type })),
        ]}
      />
      <fieldset className="flex flex-wrap items-end gap-3 md:col-span-2">
        <legend className="sr-only">Rango de fechas para marcar reservados</legend>
        <DateField
          label="Desde"
          value={startDate}
          onChange={(value) => {
            const from = value || undefined;
            // The range never runs backwards: a later start pulls the end along.
            props.onRangeChange(from && from > endDate ? { from, to: from } : { from });
          }}
          className="min-w-44 flex-1 sm:max-w-60"
        />
        <DateField
          label="Hasta"
          min={startDate}
          value={endDate}
          onChange={(value) => {
            const to = value || undefined;
            props.onRangeChange(to && to < startDate ? { to: startDate } : { to });
          }}
          className="min-w-44 flex-1 sm:max-w-60"
        />
        <Button variant="secondary" onClick={props.onToday}>
          <CalendarDays aria-hidden="true" className="size-4" />
          Hoy
        </Button>
      </fieldset>
    </div>
  );
}
