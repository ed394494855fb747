import { TextField } from '../../components/ui/text-field.tsx';

export interface DateRangeFieldsProps {
  start: string;
  end: string;
  /** The first day the start picker offers. */
  minStart: string;
  /** The first day the end picker offers (the day after the start). */
  minEnd: string;
  onStartChange(value: string): void;
  onEndChange(value: string): void;
  startError?: string | undefined;
  endError?: string | undefined;
  disabled?: boolean;
  className?: string;
}

/**
 * The two labelled date pickers of every search and of the reservation form. Native inputs:
 * the phone's own calendar, the locale's dd/mm/yyyy, and keyboard support for free.
 */
export function DateRangeFields({
  start,
  end,
  minStart,
  minEnd,
  onStartChange,
  onEndChange,
  startError,
  endError,
  disabled = false,
  className = '',
}: DateRangeFieldsProps) {
  return (
    <div className={`grid gap-4 sm:grid-cols-2 ${className}`}>
      <TextField
        label="Fecha de Inicio"
        name="startDate"
        type="date"
        min={minStart}
        value={start}
        error={startError}
        disabled={disabled}
        onChange={(event) => onStartChange(event.target.value)}
      />
      <TextField
        label="Fecha de Fin"
        name="endDate"
        type="date"
        min={minEnd}
        value={end}
        error={endError}
        disabled={disabled}
        onChange={(event) => onEndChange(event.target.value)}
      />
    </div>
  );
}
