import Search from 'lucide-react/icons/search';
import { type FormEvent, useState } from 'react';
import { periodProblem } from '#domain/reports.ts';
import { Button } from '../../components/ui/button.tsx';
import { DateField } from '../../components/ui/date-field.tsx';

interface PeriodFormProps {
  period: { from: string; to: string };
  onChange(period: { from: string; to: string }): void;
}

/** The period chooser: two dd/mm/aaaa fields, checked with the server's rules before asking. */
export function PeriodForm({ period, onChange }: PeriodFormProps) {
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = periodProblem(from, to);
    setProblem(found);
    if (!found) onChange({ from, to });
  }

  return (
    <form
      onSubmit={submit}
      aria-label="Periodo del reporte"
      noValidate
      className="mb-6 flex flex-col gap-3 rounded-xl border border-navy-700 bg-navy-800/60 p-4 sm:flex-row sm:items-end"
    >
      <DateField label="Desde" name="from" value={from} onChange={setFrom} className="sm:w-52" />
      <DateField
        label="Hasta"
        name="to"
        value={to}
        onChange={setTo}
        min={from || undefined}
        className="sm:w-52"
        error={problem ?? undefined}
      />
      <Button type="submit">
        <Search aria-hidden="true" className="size-4" />
        Ver reporte
      </Button>
    </form>
  );
}
