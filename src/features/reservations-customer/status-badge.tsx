import { DISPLAY_STATUS_LABELS, type DisplayStatus } from '#domain/reservation.ts';

const TONES: Record<DisplayStatus, string> = {
  upcoming: 'border-sky-400/50 bg-sky-500/15 text-sky-100',
  active: 'border-emerald-400/50 bg-emerald-500/15 text-emerald-100',
  completed: 'border-navy-500 bg-navy-700/60 text-navy-100',
};

/** Próxima / Activa / Completada (SPEC 4.3); 'Desconocida' for anything the app does not know. */
export function StatusBadge({ status }: { status: DisplayStatus | undefined }) {
  const known = status && Object.hasOwn(DISPLAY_STATUS_LABELS, status);
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${
        known ? TONES[status] : TONES.completed
      }`}
    >
      {known ? DISPLAY_STATUS_LABELS[status] : 'Desconocida'}
    </span>
  );
}
