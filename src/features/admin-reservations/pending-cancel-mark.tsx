import CloudUpload from 'lucide-react/icons/cloud-upload';

export const PENDING_CANCEL_TEXT = 'Cancelación pendiente de sincronizar';

/**
 * A cancellation made offline that waits to be sent (DESIGN 7); the row stays until then.
 * `compact` is plain wrapping text for the table's status column, which has no room to spare.
 */
export function PendingCancelMark({ compact = false }: { compact?: boolean }) {
  if (compact) {
    return (
      <span className="flex items-start gap-1 text-[11px] leading-tight font-semibold text-amber-200">
        <CloudUpload aria-hidden="true" className="mt-px size-3 shrink-0" />
        <span>{PENDING_CANCEL_TEXT}</span>
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border border-amber-400/50 bg-amber-500/10 px-2.5 py-0.5 text-xs font-semibold text-amber-100">
      <CloudUpload aria-hidden="true" className="size-3.5 shrink-0" />
      {PENDING_CANCEL_TEXT}
    </span>
  );
}
