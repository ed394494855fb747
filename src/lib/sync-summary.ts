/**
 * What the toast after a sync says besides its title (issue 32): it names the changes sent and
 * stays long enough to read them (or until closed). Pure, so the outbox toasts only pass it along.
 */

/** How long a sync summary stays on screen: time to read a few names. */
export const SYNC_SUMMARY_MS = 10_000;

/** How many changes are named before the rest are counted. */
export const SYNC_SUMMARY_LISTED = 4;

export const SYNC_SUMMARY_TEXTS = {
  more: (count: number) => `y ${count} ${count === 1 ? 'cambio más' : 'cambios más'}`,
} as const;

/** 'Cancelar reserva #12 · Corolla → En mantenimiento · y 2 cambios más'. */
export function syncedChangesText(labels: readonly string[]): string {
  const named = labels.slice(0, SYNC_SUMMARY_LISTED);
  const rest = labels.length - named.length;
  return [...named, ...(rest > 0 ? [SYNC_SUMMARY_TEXTS.more(rest)] : [])].join(' · ');
}

/** The toast options of a sync summary: one change is named in its title, several below it. */
export function syncSummaryOptions(id: string, labels: readonly string[]) {
  return labels.length > 1
    ? { id, duration: SYNC_SUMMARY_MS, description: syncedChangesText(labels) }
    : { id, duration: SYNC_SUMMARY_MS };
}
