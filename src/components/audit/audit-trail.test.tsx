import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntryView } from '#domain/audit-contracts.ts';
import { api } from '../../lib/api-client.ts';
import { AuditTrail } from './audit-trail.tsx';

vi.mock('../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api-client.ts')>()),
  api: vi.fn(),
}));
const mockedApi = vi.mocked(api);

const entry = (id: number, extra: Partial<AuditEntryView>): AuditEntryView => ({
  id,
  entity: 'vehicle',
  entityId: 4,
  action: 'statusChanged',
  before: { status: 'maintenanceCompleted' },
  after: { status: 'underMaintenance' },
  at: '2026-11-23T20:10:00.000Z',
  actedAt: '2026-11-23T20:10:00.000Z',
  actor: { id: 1, name: 'Andrea Martínez', email: 'admin@elitedrive.sv' },
  ...extra,
});

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AuditTrail entity="vehicle" id={4} />
    </QueryClientProvider>,
  );
}

describe('AuditTrail', () => {
  beforeEach(() => mockedApi.mockReset());

  it('lists entries as the server orders them, with both times for an offline change', async () => {
    mockedApi.mockResolvedValue([
      entry(2, { actedAt: '2026-11-23T17:45:00.000Z' }),
      entry(1, {
        action: 'created',
        before: null,
        after: { name: 'Corolla' },
        at: '2026-11-22T15:00:00.000Z',
        actedAt: '2026-11-22T15:00:00.000Z',
        actor: null,
      }),
    ]);
    show();
    expect(screen.getByRole('status')?.textContent).toContain('Cargando historial...');
    const list = await screen.findByRole('list', { name: 'Historial de cambios' });
    const [latest, first] = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(latest?.textContent).toContain('Estado cambiado: Disponible → En mantenimiento');
    // 17:45 UTC is 11:45 in El Salvador; it reached the server at 14:10.
    expect(latest?.textContent).toContain(
      'Andrea Martínez (admin@elitedrive.sv) · Hecho sin conexión el 23/11/2026 11:45, recibido el 23/11/2026 14:10',
    );
    expect(first?.textContent).toContain('Vehículo creado');
    expect(first?.textContent).toContain('Sistema · 22/11/2026 09:00');
    expect(mockedApi).toHaveBeenCalledWith(
      '/audit',
      expect.objectContaining({ query: { entity: 'vehicle', id: 4 } }),
    );
  });

  it('says when there is nothing yet, and offers a retry when loading failed', async () => {
    mockedApi.mockRejectedValueOnce(new Error('offline'));
    show();
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    expect(screen.getByRole('alert')?.textContent).toContain('No se pudo cargar el historial.');
    mockedApi.mockResolvedValueOnce([]);
    fireEvent.click(retry);
    expect(await screen.findByText('Aún no hay cambios registrados')).toBeTruthy();
  });
});
