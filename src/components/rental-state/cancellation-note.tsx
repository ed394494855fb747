import { type Cancellation, cancelledByText, cancelReasonText } from '#domain/rental-state.ts';
import { formatDateTime } from '../../lib/format-date-time.ts';

/**
 * Who cancelled, when (dd/mm/yyyy HH:MM in El Salvador) and why (issue 27), as the office's
 * detail and the customer's history say it.
 */
export function CancellationNote({ cancellation }: { cancellation: Cancellation | null }) {
  if (!cancellation) return null;
  const reason = cancelReasonText(cancellation.reason);
  return (
    <p className="rounded-lg border border-navy-600 bg-navy-900/60 p-3 text-sm text-navy-100">
      Cancelada por {cancelledByText(cancellation)} el {formatDateTime(cancellation.at)}.
      {reason ? ` Motivo: ${reason}` : ' Sin motivo indicado.'}
    </p>
  );
}
