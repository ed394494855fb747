import { queryOptions } from '@tanstack/react-query';
import type { ReportGroup, ReportRow, ReportStates } from '#domain/reports.ts';
import { api } from '../../../lib/api-client.ts';
import {
  apiErrorMessage,
  type ErrorTexts,
  UnexpectedResponseError,
} from '../../../lib/api-error.ts';

export interface Report {
  vehicle: ReportRow[];
  type: ReportRow[];
  month: ReportRow[];
  /** Issue 27: the period's reservations by rental state (absent from copies saved before). */
  states?: ReportStates['counts'];
}

const REPORT_TEXTS: ErrorTexts = {
  byStatus: {
    401: 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.',
    403: 'Solo los administradores pueden ver los reportes',
    500: 'Error interno del servidor. Intenta más tarde.',
  },
  otherStatus: (status) => `Error del servidor (${status})`,
  fallback: 'Error al obtener el reporte',
};

export function reportErrorMessage(error: unknown): string {
  return apiErrorMessage(error, REPORT_TEXTS);
}

async function getRows(from: string, to: string, groupBy: ReportGroup): Promise<ReportRow[]> {
  const body: unknown = await api('/reports/utilisation', { query: { from, to, groupBy } });
  if (!Array.isArray(body))
    throw new UnexpectedResponseError('La respuesta no es un reporte válido');
  return body as ReportRow[];
}

async function getStates(from: string, to: string): Promise<ReportStates['counts']> {
  const body = await api<Partial<ReportStates>>('/reports/states', { query: { from, to } });
  if (!body?.counts || typeof body.counts !== 'object')
    throw new UnexpectedResponseError('La respuesta no es un reporte válido');
  return body.counts;
}

/**
 * The three groupings of one period as one cached answer: the persisted query cache keeps it
 * (a date-range entry, see src/lib/query-persister.ts), so the page shows it offline, dated.
 */
export function reportQuery(period: { from: string; to: string }) {
  return queryOptions({
    queryKey: ['reports', 'utilisation', period.from, period.to],
    queryFn: async (): Promise<Report> => {
      const [vehicle, type, month, states] = await Promise.all([
        getRows(period.from, period.to, 'vehicle'),
        getRows(period.from, period.to, 'type'),
        getRows(period.from, period.to, 'month'),
        getStates(period.from, period.to),
      ]);
      return { vehicle, type, month, states };
    },
  });
}
