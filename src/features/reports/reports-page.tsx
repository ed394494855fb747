import { useQuery } from '@tanstack/react-query';
import BarChart3 from 'lucide-react/icons/chart-column';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { formatDate } from '#domain/dates.ts';
import { formatNumber, formatPercent, formatUsd } from '#domain/number-format.ts';
import { bestAndWorst, periodDays, type ReportRow, totalsOf } from '#domain/reports.ts';
import { Button } from '../../components/ui/button.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { formatDataTime, useOnline } from '../../lib/offline.ts';
import { type Report, reportErrorMessage, reportQuery } from './api/get-report.ts';
import { PeriodForm } from './period-form.tsx';
import { ReportCharts } from './report-charts.tsx';
import { StateCounts } from './state-counts.tsx';

interface ReportsPageProps {
  period: { from: string; to: string };
  onPeriodChange(period: { from: string; to: string }): void;
}

export const REPORT_TEXTS = {
  empty: 'Sin datos para este periodo',
  emptyHint: 'No hubo vehículos en la flota ni reservas en esas fechas. Prueba con otro periodo.',
  savedCopy: (time: string) =>
    `Sin conexión: se muestra la última copia guardada de este reporte, del ${time}.`,
  notSaved:
    'Sin conexión: este periodo no se ha consultado en este dispositivo. Se cargará al recuperar la conexión.',
  loadError: 'Error al cargar el reporte',
  staleCopy: (reason: string, time: string) =>
    `No se pudo actualizar el reporte (${reason}). Se muestra la copia del ${time}.`,
} as const;

function Totals({ rows }: { rows: readonly ReportRow[] }) {
  const totals = totalsOf(rows);
  const cards = [
    { label: 'Ocupación', value: formatPercent(totals.utilisation) },
    { label: 'Días alquilados', value: formatNumber(totals.daysRented) },
    { label: 'Ingresos', value: formatUsd(totals.revenue) },
    { label: 'Costo de mantenimiento', value: formatUsd(totals.maintenanceCost) },
  ];
  return (
    <section aria-label="Totales del periodo" className="mb-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((card) => (
          <div key={card.label} className="rounded-xl border border-navy-700 bg-navy-800/60 p-4">
            <dt className="text-sm text-navy-200">{card.label}</dt>
            <dd className="mt-1 text-xl font-bold text-gold-300 tabular-nums">{card.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function ReportBody({ report }: { report: Report }) {
  const states = report.states ? <StateCounts counts={report.states} /> : null;
  if (report.vehicle.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-navy-600 px-6 py-12 text-center">
        <BarChart3 aria-hidden="true" className="size-10 text-navy-300" />
        <p className="text-lg font-semibold text-white">{REPORT_TEXTS.empty}</p>
        <p className="text-navy-200">{REPORT_TEXTS.emptyHint}</p>
      </div>
    );
  }
  return (
    <>
      <Totals rows={report.vehicle} />
      {states}
      <ReportCharts report={report} earners={bestAndWorst(report.vehicle)} />
    </>
  );
}

/** 'Reportes' (issue 18): how the fleet earned and where it lost, for a chosen period. */
export function ReportsPage({ period, onPeriodChange }: ReportsPageProps) {
  const online = useOnline();
  const query = useQuery(reportQuery(period));
  const days = periodDays(period.from, period.to);
  const savedAt = formatDataTime(query.dataUpdatedAt);
  const offlineCopy = query.data !== undefined && !online;
  const staleCopy = query.data !== undefined && online && query.isError;

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <PageHeading
          title="Reportes"
          subtitle="Ocupación, ingresos y mantenimiento de la flota en un periodo"
        />
        <Button
          variant="secondary"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          className="mb-6"
        >
          <RefreshCw
            aria-hidden="true"
            className={`size-4 ${query.isFetching ? 'motion-safe:animate-spin' : ''}`}
          />
          Actualizar
        </Button>
      </div>

      <PeriodForm key={`${period.from}|${period.to}`} period={period} onChange={onPeriodChange} />

      <p className="mb-4 text-sm text-navy-200">
        Periodo del {formatDate(period.from)} al {formatDate(period.to)} ({formatNumber(days)}{' '}
        {days === 1 ? 'día' : 'días'})
      </p>

      {offlineCopy || staleCopy ? (
        <Notice tone="warning" className="mb-4">
          {offlineCopy
            ? REPORT_TEXTS.savedCopy(savedAt)
            : REPORT_TEXTS.staleCopy(reportErrorMessage(query.error), savedAt)}
        </Notice>
      ) : null}

      {query.data ? (
        <ReportBody report={query.data} />
      ) : !online ? (
        <Notice tone="warning">{REPORT_TEXTS.notSaved}</Notice>
      ) : query.isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-xl border border-red-400/50 bg-red-500/15 p-4 text-red-100"
        >
          <p className="font-semibold text-white">{REPORT_TEXTS.loadError}</p>
          <p className="text-sm">{reportErrorMessage(query.error)}</p>
          <Button onClick={() => void query.refetch()}>Reintentar</Button>
        </div>
      ) : (
        <Loading text="Cargando reporte..." />
      )}
    </>
  );
}
