import { formatNumber, formatPercent, formatUsd } from '#domain/number-format.ts';
import { byRevenue, type ReportRow, shortMonthLabel } from '#domain/reports.ts';
import type { Report } from './api/get-report.ts';
import { BarChart } from './bar-chart.tsx';
import { ChartFigure, type ChartTable } from './chart-figure.tsx';
import { Earners } from './earners.tsx';
import { LineChart } from './line-chart.tsx';

/** More bars than this make a chart nobody reads: the rest are in the CSV and the table. */
const MAX_BARS = 25;

const utilisationTable = (first: string, rows: readonly ReportRow[]): ChartTable => ({
  columns: [first, 'Días alquilados', 'Días disponibles', 'Ocupación', 'Ingresos'],
  rows: rows.map((row) => [
    row.label,
    formatNumber(row.daysRented),
    formatNumber(row.daysAvailable),
    formatPercent(row.utilisation),
    formatUsd(row.revenue),
  ]),
});

const moneyTable = (
  first: string,
  label: string,
  rows: readonly ReportRow[],
  pick: (row: ReportRow) => number,
): ChartTable => ({
  columns: [first, label],
  rows: rows.map((row) => [row.label, formatUsd(pick(row))]),
});

const bars = (rows: readonly ReportRow[], pick: (row: ReportRow) => number) =>
  rows.map((row) => ({ key: row.key, label: row.label, value: pick(row) }));

const points = (rows: readonly ReportRow[], pick: (row: ReportRow) => number) =>
  rows.map((row) => ({ key: row.key, label: shortMonthLabel(row.key), value: pick(row) }));

function capNote(shown: number, total: number, what: string): string | undefined {
  return total > shown ? `Los ${shown} ${what} de ${formatNumber(total)} vehículos.` : undefined;
}

/** Every chart of the page, each with its table alternative. */
export function ReportCharts({
  report,
  earners,
}: {
  report: Report;
  earners: { best: ReportRow[]; worst: ReportRow[] };
}) {
  const byUse = [...report.vehicle]
    .sort((a, b) => b.utilisation - a.utilisation || a.label.localeCompare(b.label, 'es'))
    .slice(0, MAX_BARS);
  const serviced = [...report.vehicle]
    .filter((row) => row.maintenanceCost > 0)
    .sort((a, b) => b.maintenanceCost - a.maintenanceCost);
  const servicedShown = serviced.slice(0, MAX_BARS);
  const typesByRevenue = byRevenue(report.type);
  const utilisation = (row: ReportRow) => row.utilisation;
  const revenue = (row: ReportRow) => row.revenue;

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <Earners best={earners.best} worst={earners.worst} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <ChartFigure
          title="Ocupación por vehículo"
          note={
            capNote(byUse.length, report.vehicle.length, 'de mayor ocupación') ??
            'Días alquilados sobre días disponibles.'
          }
          table={utilisationTable('Vehículo', byUse)}
        >
          <BarChart bars={bars(byUse, utilisation)} format={formatPercent} max={1} />
        </ChartFigure>
        <div className="flex min-w-0 flex-col gap-6">
          <ChartFigure
            title="Ocupación por tipo"
            note="Días alquilados sobre días disponibles."
            table={utilisationTable('Tipo', report.type)}
          >
            <BarChart bars={bars(report.type, utilisation)} format={formatPercent} max={1} />
          </ChartFigure>
          <ChartFigure
            title="Ingresos por tipo"
            table={moneyTable('Tipo', 'Ingresos', typesByRevenue, revenue)}
          >
            <BarChart bars={bars(typesByRevenue, revenue)} format={formatUsd} />
          </ChartFigure>
        </div>
        <ChartFigure title="Ocupación por mes" table={utilisationTable('Mes', report.month)}>
          <LineChart points={points(report.month, utilisation)} format={formatPercent} max={1} />
        </ChartFigure>
        <ChartFigure
          title="Ingresos por mes"
          table={moneyTable('Mes', 'Ingresos', report.month, revenue)}
        >
          <LineChart points={points(report.month, revenue)} format={formatUsd} />
        </ChartFigure>
        <ChartFigure
          title="Costo de mantenimiento por vehículo"
          note={
            serviced.length === 0
              ? 'Ningún mantenimiento con costo en este periodo.'
              : capNote(servicedShown.length, serviced.length, 'de mayor costo')
          }
          table={moneyTable(
            'Vehículo',
            'Costo de mantenimiento',
            servicedShown,
            (row) => row.maintenanceCost,
          )}
        >
          <BarChart bars={bars(servicedShown, (row) => row.maintenanceCost)} format={formatUsd} />
        </ChartFigure>
      </div>
    </div>
  );
}
