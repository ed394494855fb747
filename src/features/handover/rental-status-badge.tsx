import { RENTAL_STATUS_LABELS, type RentalStatus } from '#domain/handover.ts';
import { PENDING_SYNC } from './pending-handover.ts';

const TONES: Record<RentalStatus, string> = {
  booked: 'border-sky-400/40 bg-sky-500/15 text-sky-200',
  inProgress: 'border-emerald-400/40 bg-emerald-500/15 text-emerald-200',
  returned: 'border-navy-400/50 bg-navy-700/60 text-navy-100',
};

/** 'Reservada', 'En curso' or 'Devuelta', and 'pendiente de sincronizar' while queued. */
export function RentalStatusBadge({ status, pending }: { status: RentalStatus; pending: boolean }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <span
        className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[status]}`}
      >
        {RENTAL_STATUS_LABELS[status]}
      </span>
      {pending ? (
        <span className="inline-flex items-center rounded-full border border-amber-400/40 bg-amber-500/15 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-200">
          {PENDING_SYNC}
        </span>
      ) : null}
    </span>
  );
}
