import { useDroppable } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { formatNumber } from '#domain/number-format.ts';
import type { VehicleStatus } from '#domain/vehicle.ts';
import { columnId, columnTitle } from './board-logic.ts';

const ACCENTS: Record<VehicleStatus, string> = {
  maintenanceRequired: 'border-t-amber-400',
  underMaintenance: 'border-t-violet-400',
  maintenanceCompleted: 'border-t-emerald-400',
  outOfService: 'border-t-red-400',
};

interface BoardColumnProps {
  status: VehicleStatus;
  count: number;
  /** Only an admin's board accepts drops. */
  droppable: boolean;
  children: ReactNode;
  /** Under the cards: 'Mostrar más' when the column is long (issue 14). */
  footer?: ReactNode;
}

export function BoardColumn({ status, count, droppable, children, footer }: BoardColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: columnId(status), disabled: !droppable });
  const headingId = `board-column-${status}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={`flex min-h-48 w-[85%] shrink-0 snap-start flex-col rounded-2xl border border-t-4 md:w-auto bg-navy-800/40 transition-colors ${
        ACCENTS[status]
      } ${isOver ? 'border-gold-400 bg-gold-400/10' : 'border-navy-700'}`}
    >
      <header className="flex min-h-14 items-start justify-between gap-2 px-3 pt-3 pb-2">
        <h2 id={headingId} className="text-sm leading-5 font-semibold text-white">
          {columnTitle(status)}
        </h2>
        <span className="min-w-7 rounded-full bg-navy-700 px-2 py-0.5 text-center text-xs font-bold text-navy-50">
          {formatNumber(count)}
          <span className="sr-only"> {count === 1 ? 'vehículo' : 'vehículos'}</span>
        </span>
      </header>
      {count === 0 ? (
        <p className="mx-2 mb-2 flex flex-1 items-center justify-center rounded-xl border border-dashed border-navy-600 p-6 text-center text-sm text-navy-300">
          Sin vehículos
        </p>
      ) : (
        // A phone shows one column at a time, no taller than the screen: a long one scrolls inside.
        <ul className="flex max-h-[calc(100dvh-8rem)] flex-1 flex-col gap-3 overflow-y-auto px-2 pb-2 md:max-h-[70dvh]">
          {children}
          {footer ? <li className="list-none">{footer}</li> : null}
        </ul>
      )}
    </section>
  );
}
