import {
  MESSAGE_KIND_LABELS,
  MESSAGE_KINDS,
  MESSAGE_STATUS_LABELS,
  MESSAGE_STATUSES,
  type MessageKind,
  type MessageStatus,
} from '#domain/messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/select.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { type MessageFilters, NO_MESSAGE_FILTERS } from './api/messages.ts';

/** Radix Select has no empty value: 'Todos' is this one. */
const ALL = 'all';

const STATUS_OPTIONS = [
  { value: ALL, label: 'Todos' },
  ...MESSAGE_STATUSES.map((status) => ({ value: status, label: MESSAGE_STATUS_LABELS[status] })),
];
const KIND_OPTIONS = [
  { value: ALL, label: 'Todos' },
  ...MESSAGE_KINDS.map((kind) => ({ value: kind, label: MESSAGE_KIND_LABELS[kind] })),
];

export const RESERVATION_FILTER_ERROR = 'Escribe solo el número de la reserva (por ejemplo 42).';

/** A reservation number as typed ('42' or '#42'), or an error sentence. */
export function reservationFilterError(value: string): string | undefined {
  const trimmed = value.trim().replace(/^#/, '');
  return trimmed === '' || /^[1-9]\d{0,9}$/.test(trimmed) ? undefined : RESERVATION_FILTER_ERROR;
}

export const isFilteringMessages = (filters: MessageFilters) =>
  filters.status !== '' || filters.kind !== '' || filters.reservationId.trim() !== '';

interface MessageFiltersProps {
  filters: MessageFilters;
  onChange: (filters: MessageFilters) => void;
}

export function MessageFiltersBar({ filters, onChange }: MessageFiltersProps) {
  return (
    <search className="mb-6 grid gap-4 rounded-2xl border border-navy-700 bg-navy-800/60 p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end">
      <SelectField
        label="Estado"
        value={filters.status || ALL}
        options={STATUS_OPTIONS}
        onValueChange={(value) =>
          onChange({ ...filters, status: value === ALL ? '' : (value as MessageStatus) })
        }
      />
      <SelectField
        label="Tipo"
        value={filters.kind || ALL}
        options={KIND_OPTIONS}
        onValueChange={(value) =>
          onChange({ ...filters, kind: value === ALL ? '' : (value as MessageKind) })
        }
      />
      <TextField
        label="Reserva"
        inputMode="numeric"
        autoComplete="off"
        placeholder="Número de reserva"
        value={filters.reservationId}
        error={reservationFilterError(filters.reservationId)}
        onChange={(event) => onChange({ ...filters, reservationId: event.target.value })}
      />
      <Button variant="ghost" onClick={() => onChange(NO_MESSAGE_FILTERS)}>
        Quitar filtros
      </Button>
    </search>
  );
}
