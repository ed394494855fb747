import { formatNumber } from '#domain/number-format.ts';
import {
  RENTAL_STATES,
  STATE_FILTER_LABELS,
  STATE_FILTERS,
  type StateFilter,
  stateFilterOf,
} from '#domain/rental-state.ts';
import type { ReportStates } from '#domain/reports.ts';

export const STATE_COUNTS_TITLE = 'Reservas por estado';

/**
 * The period's reservations by their one rental state (issue 27), labelled as the office's list
 * filters are: 'Completadas' counts only cars that are back, late ones are 'Atrasadas'.
 */
export function StateCounts({ counts }: { counts: ReportStates['counts'] }) {
  const byFilter = Object.fromEntries(STATE_FILTERS.map((filter) => [filter, 0])) as Record<
    StateFilter,
    number
  >;
  for (const state of RENTAL_STATES) byFilter[stateFilterOf(state)] += counts[state];
  return (
    <section aria-labelledby="state-counts-title" className="mb-6">
      <h2 id="state-counts-title" className="mb-3 text-lg font-semibold text-white">
        {STATE_COUNTS_TITLE}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {STATE_FILTERS.map((filter) => (
          <div key={filter} className="rounded-xl border border-navy-700 bg-navy-800/60 p-4">
            <dt className="text-sm text-navy-200">{STATE_FILTER_LABELS[filter]}</dt>
            <dd className="mt-1 text-xl font-bold text-white tabular-nums">
              {formatNumber(byFilter[filter])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
