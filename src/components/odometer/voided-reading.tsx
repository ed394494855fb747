import type { HandoverView } from '#domain/handover-contracts.ts';

/** How a voided reading is marked wherever it is shown (issue 27), as in the odometer log. */
export const VOIDED_READING_TEXT = 'Anulada';

/** True when the record's odometer reading was voided after it was taken. */
export function isReadingVoided(record: Pick<HandoverView, 'odometerVoided'>): boolean {
  return Boolean(record.odometerVoided);
}

/** The small 'Anulada' tag beside a voided reading; its reason is its title for a pointer. */
export function VoidedReadingMark({ record }: { record: Pick<HandoverView, 'odometerVoided'> }) {
  if (!record.odometerVoided) return null;
  return (
    <span className="ml-1.5 rounded-full border border-red-400/40 px-2 py-0.5 text-xs font-semibold text-red-200">
      {VOIDED_READING_TEXT}
    </span>
  );
}
