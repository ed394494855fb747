import { RENTAL_STATE_LABELS, type RentalState } from '#domain/rental-state.ts';

/** The one colour per state, on every screen (issue 27): green now, blue ahead, grey done. */
const TONES: Record<RentalState, string> = {
  booked: 'border-sky-400/40 bg-sky-500/15 text-sky-100',
  'pickup-due': 'border-emerald-400/40 bg-emerald-500/15 text-emerald-100',
  out: 'border-emerald-400/40 bg-emerald-500/15 text-emerald-100',
  returned: 'border-navy-400/50 bg-navy-700/60 text-navy-100',
  overdue: 'border-red-400/50 bg-red-500/15 text-red-100',
  'no-show': 'border-amber-400/50 bg-amber-500/15 text-amber-100',
  cancelled: 'border-navy-500 bg-navy-900/60 text-navy-200',
};

/**
 * The reservation's state with its label from domain/rental-state.ts: 'Próxima', 'Activa',
 * 'Completada', 'Atrasada', 'No se presentó', 'Cancelada'; 'Desconocida' for anything else.
 */
export function RentalStateBadge({ state }: { state: RentalState | undefined }) {
  const known = state !== undefined && Object.hasOwn(RENTAL_STATE_LABELS, state);
  return (
    <span
      data-state={known ? state : undefined}
      className={`inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${
        known ? TONES[state] : TONES.returned
      }`}
    >
      {known ? RENTAL_STATE_LABELS[state] : 'Desconocida'}
    </span>
  );
}
