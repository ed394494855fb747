import type { RentalState } from '#domain/rental-state.ts';
import { RentalStateBadge } from '../../components/rental-state/rental-state-badge.tsx';
import { PENDING_SYNC } from './pending-handover.ts';

/** The reservation's state (issue 27), and 'pendiente de sincronizar' while queued. */
export function RentalStatusBadge({ state, pending }: { state: RentalState; pending: boolean }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <RentalStateBadge state={state} />
      {pending ? (
        <span className="inline-flex items-center rounded-full border border-amber-400/40 bg-amber-500/15 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-200">
          {PENDING_SYNC}
        </span>
      ) : null}
    </span>
  );
}
