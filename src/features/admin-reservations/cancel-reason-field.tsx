import { CANCEL_REASON_MAX } from '#domain/rental-state.ts';

export const CANCEL_REASON_LABEL = 'Motivo (opcional)';
const FIELD_ID = 'cancel-reason';

/**
 * Why the office cancels (issue 27): optional, kept with the cancellation and shown with who and
 * when on the detail and on the customer's 'Historial'. Blank sends no reason.
 */
export function CancelReasonField({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
}) {
  return (
    <div className="mt-4 flex flex-col gap-2">
      <label htmlFor={FIELD_ID} className="text-sm font-medium text-navy-100">
        {CANCEL_REASON_LABEL}
      </label>
      <textarea
        id={FIELD_ID}
        rows={2}
        maxLength={CANCEL_REASON_MAX}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className="w-full rounded-lg border border-navy-600 bg-navy-950/60 p-3 text-base text-white hover:border-navy-400 focus-visible:outline-gold-400"
      />
    </div>
  );
}
