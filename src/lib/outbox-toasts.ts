import type { OutboxReport } from '#domain/outbox-policy.ts';
import { outboxPageKind } from './outbox-page-kinds.ts';
import { syncSummaryOptions } from './sync-summary.ts';
import { toast } from './toast.ts';

/** What the page tells the user of replayed changes (DESIGN 7). */
export const OUTBOX_TEXTS = {
  synced: (label: string) => `Cambio sincronizado: ${label}`,
  syncedMany: (count: number) => `${count} cambios sincronizados`,
  conflict: (message: string) => `El estado cambió mientras estabas sin conexión: ${message}`,
  authRequired: 'Inicia sesión de nuevo para sincronizar los cambios pendientes',
} as const;

function showConflict(report: OutboxReport): void {
  // A conflict stays until the user has read it and closed it.
  toast.error(OUTBOX_TEXTS.conflict(report.message ?? ''), {
    id: `outbox-${report.id}`,
    description: report.label,
    duration: Number.POSITIVE_INFINITY,
  });
}

/**
 * One toast for what a round sent; conflicts apart, one each, until closed. Kinds that are not
 * summarised (a photo: counted in the check-out or check-in that names it) are left out.
 */
export function announce(reports: readonly OutboxReport[]): void {
  const synced = reports.filter(
    (report) => report.outcome === 'success' && outboxPageKind(report.kind)?.summarised !== false,
  );
  const [first] = synced;
  const labels = synced.map((report) => report.label);
  if (synced.length === 1 && first) {
    toast.success(
      OUTBOX_TEXTS.synced(first.label),
      syncSummaryOptions(`outbox-${first.id}`, labels),
    );
  } else if (first) {
    toast.success(
      OUTBOX_TEXTS.syncedMany(synced.length),
      syncSummaryOptions(`outbox-round-${first.id}`, labels),
    );
  }
  for (const report of reports) if (report.outcome === 'conflict') showConflict(report);
}

export function showAuthRequired(): void {
  toast.warning(OUTBOX_TEXTS.authRequired, { id: 'outbox-auth-required', duration: 10_000 });
}
