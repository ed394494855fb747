import X from 'lucide-react/icons/x';
import { formatNumber } from '#domain/number-format.ts';
import type { EffectiveStatus } from '#domain/vehicle.ts';
import { STATUS_TILES, type StatusFilter, tileLabel } from './fleet-filters.ts';
import { STATUS_STYLES } from './status-styles.ts';

interface StatusTilesProps {
  counts: Record<StatusFilter, number>;
  active: EffectiveStatus | undefined;
  onSelect(status: EffectiveStatus | undefined): void;
}

/** The six counters of SPEC 2.14; each is also a filter (pressed while active). */
export function StatusTiles({ counts, active, onSelect }: StatusTilesProps) {
  return (
    <ul
      aria-label="Estados de la flota"
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6"
    >
      {STATUS_TILES.map(({ filter, label }) => {
        const { icon: Icon, tone } = STATUS_STYLES[filter];
        const pressed = filter === 'all' ? active === undefined : active === filter;
        return (
          <li key={filter}>
            <button
              type="button"
              aria-pressed={pressed}
              onClick={() => onSelect(filter === 'all' || pressed ? undefined : filter)}
              className={`flex h-full w-full flex-col gap-2 rounded-xl border p-3 text-left transition-colors ${
                pressed
                  ? 'border-gold-400 bg-navy-700 ring-1 ring-gold-400'
                  : 'border-navy-700 bg-navy-800/60 hover:border-navy-500'
              }`}
            >
              <span className="flex items-center justify-between gap-2">
                <span className="text-2xl leading-none font-bold text-white">
                  {formatNumber(counts[filter])}
                </span>
                <span
                  className={`grid size-8 shrink-0 place-items-center rounded-lg border ${tone}`}
                >
                  <Icon aria-hidden="true" className="size-4" />
                </span>
              </span>
              <span className="text-xs leading-tight font-medium text-navy-100">{label}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** 'Filtrando por: {label}' with the way out, while a status filter is on. */
export function ActiveFilterBar({ status, onClear }: { status: EffectiveStatus; onClear(): void }) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-gold-400/40 bg-gold-400/10 px-4 py-2 text-sm">
      <span className="text-navy-100">Filtrando por:</span>
      <span className="font-semibold text-gold-200">{tileLabel(status)}</span>
      <button
        type="button"
        onClick={onClear}
        className="ml-auto inline-flex min-h-11 items-center gap-1 rounded-md px-2 font-medium text-gold-200 hover:bg-gold-400/20 hover:text-white"
      >
        <X aria-hidden="true" className="size-4" />
        Limpiar filtro
      </button>
    </div>
  );
}
