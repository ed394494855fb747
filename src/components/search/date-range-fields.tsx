import { DateField, type DateLimit } from '../ui/date-field.tsx';

export interface DateRangeFieldsProps {
  start: string;
  end: string;
  /** The first day the start picker offers. */
  minStart: DateLimit;
  /** The first day the end picker offers (the day after the start). */
  minEnd: DateLimit;
  /** The last day the end picker offers (the day before the next booking, on the reservation). */
  maxEnd?: DateLimit | undefined;
  /** Days neither picker lets anyone pick (the vehicle's booked days). */
  isTaken?: ((iso: string) => boolean) | undefined;
  onStartChange(value: string): void;
  onEndChange(value: string): void;
  startError?: string | undefined;
  endError?: string | undefined;
  disabled?: boolean;
  className?: string;
}

/**
 * The two labelled date fields of every search and of the reservation form: dd/mm/aaaa typed
 * or picked from a Spanish calendar, whatever the browser's language.
 */
export function DateRangeFields({
  start,
  end,
  minStart,
  minEnd,
  maxEnd,
  isTaken,
  onStartChange,
  onEndChange,
  startError,
  endError,
  disabled = false,
  className = '',
}: DateRangeFieldsProps) {
  return (
    <div className={`grid gap-4 sm:grid-cols-2 ${className}`}>
      <DateField
        label="Fecha de Inicio"
        name="startDate"
        min={minStart}
        isTaken={isTaken}
        value={start}
        error={startError}
        disabled={disabled}
        onChange={onStartChange}
      />
      <DateField
        label="Fecha de Fin"
        name="endDate"
        min={minEnd}
        max={maxEnd}
        isTaken={isTaken}
        value={end}
        error={endError}
        disabled={disabled}
        onChange={onEndChange}
      />
    </div>
  );
}
