import { describe, expect, it } from 'vitest';
import { SYNC_SUMMARY_MS, syncedChangesText, syncSummaryOptions } from './sync-summary.ts';

describe('the summary after a sync (issue 32)', () => {
  it('names every change of a short round', () => {
    expect(syncedChangesText(['Cancelar reserva #12', 'Corolla → En mantenimiento'])).toBe(
      'Cancelar reserva #12 · Corolla → En mantenimiento',
    );
  });

  it('names four and counts the rest', () => {
    const labels = ['A', 'B', 'C', 'D', 'E', 'F'];
    expect(syncedChangesText(labels)).toBe('A · B · C · D · y 2 cambios más');
    expect(syncedChangesText(labels.slice(0, 5))).toBe('A · B · C · D · y 1 cambio más');
  });

  it('stays at least 8 s, with the names below the title only when there are several', () => {
    expect(SYNC_SUMMARY_MS).toBeGreaterThanOrEqual(8_000);
    expect(syncSummaryOptions('outbox-1', ['A'])).toEqual({
      id: 'outbox-1',
      duration: SYNC_SUMMARY_MS,
    });
    expect(syncSummaryOptions('outbox-round-1', ['A', 'B'])).toEqual({
      id: 'outbox-round-1',
      duration: SYNC_SUMMARY_MS,
      description: 'A · B',
    });
  });
});
