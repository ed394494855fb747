import Table2 from 'lucide-react/icons/table-2';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';

export interface ChartTable {
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

interface ChartFigureProps {
  title: string;
  /** A sentence under the title: what is measured and how. */
  note?: string;
  table: ChartTable;
  children: ReactNode;
}

/**
 * A chart with its table alternative (issue 18): the drawing is hidden from assistive technology
 * and the same figures are in a table that screen readers always reach; 'Ver tabla' shows it to
 * everyone else too.
 */
export function ChartFigure({ title, note, table, children }: ChartFigureProps) {
  const [showTable, setShowTable] = useState(false);
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-navy-700 bg-navy-800/60 p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-white">
            {title}
          </h2>
          {note ? <p className="text-sm text-navy-200">{note}</p> : null}
        </div>
        <Button
          variant="ghost"
          aria-pressed={showTable}
          onClick={() => setShowTable((shown) => !shown)}
          className="px-3"
        >
          <Table2 aria-hidden="true" className="size-4" />
          {showTable ? 'Ver gráfico' : 'Ver tabla'}
        </Button>
      </div>
      {showTable ? null : <div aria-hidden="true">{children}</div>}
      {/* Scrolls sideways on a phone: focusable then, so a keyboard can scroll it too. */}
      <div
        className={showTable ? 'overflow-x-auto' : 'sr-only'}
        {...(showTable ? { tabIndex: 0, role: 'region', 'aria-label': `${title}: tabla` } : {})}
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-navy-600 text-navy-200">
              {table.columns.map((column, index) => (
                <th
                  key={column}
                  scope="col"
                  className={`px-2 py-2 font-medium ${index > 0 ? 'text-right' : ''}`}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.join('|')} className="border-b border-navy-700/60">
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th
                      key={table.columns[index]}
                      scope="row"
                      className="px-2 py-2 font-medium text-white"
                    >
                      {cell}
                    </th>
                  ) : (
                    <td
                      key={table.columns[index]}
                      className="px-2 py-2 text-right tabular-nums text-navy-100"
                    >
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
