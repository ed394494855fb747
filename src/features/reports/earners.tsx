import TrendingDown from 'lucide-react/icons/trending-down';
import TrendingUp from 'lucide-react/icons/trending-up';
import { formatPercent, formatUsd } from '#domain/number-format.ts';
import type { ReportRow } from '#domain/reports.ts';

interface EarnersProps {
  best: readonly ReportRow[];
  worst: readonly ReportRow[];
}

function EarnerList({
  title,
  rows,
  best,
}: {
  title: string;
  rows: readonly ReportRow[];
  best: boolean;
}) {
  const Icon = best ? TrendingUp : TrendingDown;
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-3 rounded-xl border border-navy-700 bg-navy-800/60 p-4"
    >
      <h2 className="flex items-center gap-2 text-lg font-semibold text-white">
        <Icon
          aria-hidden="true"
          className={`size-5 ${best ? 'text-emerald-300' : 'text-red-300'}`}
        />
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-navy-200">No hay suficientes vehículos para comparar.</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {rows.map((row, index) => (
            <li key={row.key} className="flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0 truncate text-navy-100">
                {index + 1}. {row.label}
              </span>
              <span className="shrink-0 text-right tabular-nums">
                <span className="font-semibold text-white">{formatUsd(row.revenue)}</span>{' '}
                <span className="text-navy-200">· {formatPercent(row.utilisation)}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The best and worst earning vehicles of the period, with their utilisation. */
export function Earners({ best, worst }: EarnersProps) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <EarnerList title="Vehículos que más ingresan" rows={best} best />
      <EarnerList title="Vehículos que menos ingresan" rows={worst} best={false} />
    </div>
  );
}
