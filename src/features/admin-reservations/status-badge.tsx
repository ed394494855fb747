import { DISPLAY_STATUS_LABELS, type DisplayStatus } from '#domain/reservation.ts';

/** The same colours as the dashboard calendar: green now, blue ahead, grey done. */
const TONES: Record<DisplayStatus, string> = {
  active: 'border-emerald-400/40 bg-emerald-500/15 text-emerald-200',
  upcoming: 'border-sky-400/40 bg-sky-500/15 text-sky-200',
  completed: 'border-navy-400/50 bg-navy-700/60 text-navy-100',
};

export function StatusBadge({ status }: { status: DisplayStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[status]}`}
    >
      {DISPLAY_STATUS_LABELS[status]}
    </span>
  );
}
