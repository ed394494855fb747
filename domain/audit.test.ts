import { describe, expect, it } from 'vitest';
import { describeAuditEntry, resolveActedAt } from './audit.ts';

describe('resolveActedAt', () => {
  const arrival = new Date('2026-11-23T16:00:00.000Z');

  it('believes a queued time from the last 30 days', () => {
    expect(resolveActedAt('2026-11-23T12:30:00.000Z', arrival).toISOString()).toBe(
      '2026-11-23T12:30:00.000Z',
    );
    expect(resolveActedAt('2026-10-25T16:00:00Z', arrival).toISOString()).toBe(
      '2026-10-25T16:00:00.000Z',
    );
  });

  it('keeps the arrival for a clock slightly ahead, the future, the distant past or garbage', () => {
    for (const header of [
      '2026-11-23T16:01:00.000Z',
      '2026-11-23T18:00:00.000Z',
      '2026-10-01T00:00:00.000Z',
      '2026-11-23 12:00',
      '2026-13-45T99:00:00Z',
      undefined,
      ['2026-11-23T12:30:00.000Z'],
    ]) {
      expect(resolveActedAt(header, arrival), String(header)).toBe(arrival);
    }
  });
});

describe('describeAuditEntry', () => {
  it('names a status change with the fleet’s words', () => {
    expect(
      describeAuditEntry({
        entity: 'vehicle',
        action: 'statusChanged',
        before: { status: 'maintenanceCompleted' },
        after: { status: 'underMaintenance' },
      }),
    ).toEqual({ title: 'Estado cambiado: Disponible → En mantenimiento', details: [] });
  });

  it('lists edited fields with their old and new values, formatted', () => {
    expect(
      describeAuditEntry({
        entity: 'vehicle',
        action: 'updated',
        before: { pricePerDay: 45.5, kilometers: 12000 },
        after: { pricePerDay: 50, kilometers: 12500 },
      }).details,
    ).toEqual(['Precio por día: $45.50 → $50.00', 'Kilometraje: 12,000 km → 12,500 km']);
  });

  it('reads reservation entries in Spanish with dd/mm/yyyy days', () => {
    expect(
      describeAuditEntry({
        entity: 'reservation',
        action: 'created',
        before: null,
        after: { startDate: '2026-12-01', endDate: '2026-12-03', vehicleName: 'Corolla' },
      }),
    ).toEqual({ title: 'Reserva creada', details: ['01/12/2026 – 03/12/2026', 'Corolla'] });
    expect(
      describeAuditEntry({
        entity: 'reservation',
        action: 'reassigned',
        before: { vehicleName: 'Corolla' },
        after: { vehicleName: 'Civic' },
      }).title,
    ).toBe('Reserva reasignada: Corolla → Civic');
  });
});
