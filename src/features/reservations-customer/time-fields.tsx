import {
  bookingTime,
  hoursOn,
  timeChoices,
  WEEKDAY_NAMES,
  weekdayOf,
} from '#domain/company-settings.ts';
import type { CompanySettingsView } from '#domain/company-settings-contracts.ts';
import { SelectField } from '../../components/ui/select.tsx';

export interface TimeDraft {
  pickupTime: string | null;
  returnTime: string | null;
}

export const NO_TIMES: TimeDraft = { pickupTime: null, returnTime: null };

/**
 * The times shown and sent: the one chosen while that day still offers it, else the company's
 * default for that day (the server applies the same rule when none is sent). Undefined when the
 * day is unknown, closed, or the settings are not known yet: the server's default then applies.
 */
export function effectiveTimes(
  draft: TimeDraft,
  dates: { start: string; end: string },
  settings: CompanySettingsView | undefined,
): { pickupTime?: string; returnTime?: string } {
  if (!settings) return {};
  const pick = (kind: 'pickup' | 'return', chosen: string | null, date: string) => {
    if (!date) return undefined;
    const open = hoursOn(settings, date);
    if (!open) return undefined;
    if (chosen && timeChoices(open).includes(chosen)) return chosen;
    const fallback = bookingTime(kind, undefined, date, settings);
    return 'time' in fallback ? fallback.time : undefined;
  };
  const pickupTime = pick('pickup', draft.pickupTime, dates.start);
  const returnTime = pick('return', draft.returnTime, dates.end);
  return {
    ...(pickupTime ? { pickupTime } : {}),
    ...(returnTime ? { returnTime } : {}),
  };
}

interface TimeFieldsProps {
  dates: { start: string; end: string };
  settings: CompanySettingsView | undefined;
  value: TimeDraft;
  onChange(next: TimeDraft): void;
  errors?: { pickupTime?: string | undefined; returnTime?: string | undefined };
}

/** Issue 28: 'Hora de recogida' and 'Hora de devolución', within the day's opening hours. */
export function TimeFields({ dates, settings, value, onChange, errors = {} }: TimeFieldsProps) {
  if (!settings) return null;
  const shown = effectiveTimes(value, dates, settings);
  const field = (kind: 'pickup' | 'return') => {
    const date = kind === 'pickup' ? dates.start : dates.end;
    if (!date) return null;
    const open = hoursOn(settings, date);
    const label = kind === 'pickup' ? 'Hora de recogida' : 'Hora de devolución';
    if (!open) {
      return (
        <p className="text-sm text-navy-100">
          {label}: la agencia no abre el {WEEKDAY_NAMES[weekdayOf(date)]?.toLowerCase()}. Te
          contactaremos para coordinar la hora.
        </p>
      );
    }
    const current = kind === 'pickup' ? shown.pickupTime : shown.returnTime;
    return (
      <SelectField
        label={`${label} (de ${open.opens} a ${open.closes})`}
        value={current ?? ''}
        options={timeChoices(open).map((time) => ({ value: time, label: time }))}
        onValueChange={(time) =>
          onChange(
            kind === 'pickup' ? { ...value, pickupTime: time } : { ...value, returnTime: time },
          )
        }
        error={kind === 'pickup' ? errors.pickupTime : errors.returnTime}
      />
    );
  };
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="sr-only">Horas de recogida y devolución</legend>
      {field('pickup')}
      {field('return')}
    </fieldset>
  );
}
