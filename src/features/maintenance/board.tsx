import {
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  type SensorDescriptor,
  type SensorOptions,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import {
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { VehicleStatus } from '#domain/vehicle.ts';
import {
  firstShown,
  ShowMore,
  useFirstPaintLimit,
  useShownCount,
} from '../../components/ui/show-more.tsx';
import type { Vehicle } from '../../lib/vehicles.ts';
import {
  BoardCardView,
  DraggableCard,
  handleId,
  ReadOnlyCard,
  SortableCard,
} from './board-card.tsx';
import { BoardColumn } from './board-column.tsx';
import {
  BOARD_COLUMNS,
  boardAnnouncements,
  columnId,
  groupByStatus,
  isColumnId,
  isWorkshopStatus,
  type Reorder,
  reorderFromDrop,
  SCREEN_READER_INSTRUCTIONS,
  statusOfColumn,
} from './board-logic.ts';
import { columnKeyboardCoordinates } from './keyboard-coordinates.ts';
import { useColumnStrip } from './use-column-strip.ts';

/**
 * The pointer decides when there is one; the keyboard's card decides by overlap. Issue 26: in a
 * workshop column the cards are drop targets too, for the card's own column only: over one of
 * them the card takes its place in the order; over another column it changes status.
 */
const collisionDetection: CollisionDetection = (args) => {
  const own = args.active.data.current?.columnId;
  const scoped = {
    ...args,
    droppableContainers: args.droppableContainers.filter(
      (target) => isColumnId(target.id) || target.data.current?.columnId === own,
    ),
  };
  const within = pointerWithin(scoped);
  const hits = within.length > 0 ? within : rectIntersection(scoped);
  const card = hits.find((hit) => !isColumnId(hit.id));
  return card ? [card] : hits;
};

const coordinateGetter = columnKeyboardCoordinates(BOARD_COLUMNS.map(columnId));
// Fixed objects: new options each render would make new sensors, and with them a new dnd-kit
// context that redraws every card (the memoised ones too) on each render of the board.
const MOUSE = { activationConstraint: { distance: 6 } };
// A long press, so a finger can still scroll the page over the cards.
const TOUCH = { activationConstraint: { delay: 250, tolerance: 8 } };
const KEYBOARD = { coordinateGetter };
const NO_SENSORS: SensorDescriptor<SensorOptions>[] = [];

/** Cards drawn per column at a time: the board stays quick with thousands of vehicles. */
const CARDS_PER_STEP = 25;
/** Cards per column in the board's first render: about what a column shows before it scrolls. */
const FIRST_PAINT_CARDS = 4;

interface BoardProps {
  /** Where each vehicle stands, its queued moves included. */
  vehicles: readonly Vehicle[];
  /** Changes when the search or type filter does: each column starts again from its top. */
  filterKey: string;
  canMove: boolean;
  onHistory(vehicle: Vehicle): void;
  onMove(vehicle: Vehicle, to: VehicleStatus): void;
  /** Issue 26: a card dropped elsewhere in its own workshop column. */
  onReorder(vehicle: Vehicle, reorder: Reorder): void;
}

/** Four status columns; an admin drags cards between them (SPEC 2.13, 4.2). */
export function Board({ vehicles, filterKey, canMove, onHistory, onMove, onReorder }: BoardProps) {
  const columns = groupByStatus(vehicles);
  const byId = useMemo(() => new Map(vehicles.map((vehicle) => [vehicle.id, vehicle])), [vehicles]);
  const [activeId, setActiveId] = useState<number | null>(null);
  const [refocus, setRefocus] = useState<number | null>(null);
  // Cards moved on this visit stay drawn wherever they land, even past a column's first cards.
  const [moved, setMoved] = useState<ReadonlySet<number>>(() => new Set());
  const active = activeId === null ? undefined : byId.get(activeId);
  const stripRef = useRef<HTMLDivElement>(null);
  const strip = useColumnStrip(stripRef);

  const sensors = useSensors(
    useSensor(MouseSensor, MOUSE),
    useSensor(TouchSensor, TOUCH),
    useSensor(KeyboardSensor, KEYBOARD),
  );

  const announcements = useMemo(
    () =>
      boardAnnouncements(
        (id) => byId.get(Number(id))?.name ?? 'seleccionado',
        (id) => byId.get(Number(id))?.status ?? null,
      ),
    [byId],
  );

  // A moved card is drawn anew in its new column; give the keyboard focus back to its handle.
  useEffect(() => {
    if (refocus === null || !byId.has(refocus)) return;
    const handle = document.getElementById(handleId(refocus));
    if (handle && (document.activeElement === document.body || !document.activeElement)) {
      handle.focus();
    }
  }, [refocus, byId]);
  useEffect(() => {
    if (refocus === null) return;
    const timer = setTimeout(() => setRefocus(null), 3000);
    return () => clearTimeout(timer);
  }, [refocus]);

  function move(vehicle: Vehicle, to: VehicleStatus) {
    setRefocus(vehicle.id);
    setMoved((ids) => new Set(ids).add(vehicle.id));
    onMove(vehicle, to);
  }

  // The cards are memoised: they get handlers that stay the same from render to render and call
  // the latest ones (which close over this render's props).
  const latest = useRef({ move, onHistory });
  useLayoutEffect(() => {
    latest.current = { move, onHistory };
  });
  const moveCard = useCallback(
    (vehicle: Vehicle, to: VehicleStatus) => latest.current.move(vehicle, to),
    [],
  );
  const openHistory = useCallback((vehicle: Vehicle) => latest.current.onHistory(vehicle), []);

  function dragEnd({ active: dragged, over }: DragEndEvent) {
    setActiveId(null);
    strip.onDragEnd();
    const vehicle = byId.get(Number(dragged.id));
    if (!vehicle) return;
    const target = over && !isColumnId(over.id) ? byId.get(Number(over.id)) : undefined;
    if (target && target.status === vehicle.status) {
      // The column's whole order, past the cards drawn so far too.
      const column = columns[vehicle.status].map((car) => car.id);
      const reorder = reorderFromDrop(column, vehicle.id, target.id);
      if (reorder) {
        setRefocus(vehicle.id);
        onReorder(vehicle, reorder);
      }
      return;
    }
    const to = target?.status ?? statusOfColumn(over?.id);
    if (to) move(vehicle, to);
  }

  return (
    <DndContext
      sensors={canMove ? sensors : NO_SENSORS}
      collisionDetection={collisionDetection}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: SCREEN_READER_INSTRUCTIONS },
      }}
      autoScroll={{ canScroll: strip.canAutoScroll }}
      onDragStart={({ active: dragged }) => {
        setActiveId(Number(dragged.id));
        strip.onDragStart();
      }}
      onDragCancel={() => {
        setActiveId(null);
        strip.onDragEnd();
      }}
      onDragEnd={dragEnd}
    >
      {/* A phone swipes from column to column (as tall as the one in view); wider screens show
          two, then all four. */}
      <div
        ref={stripRef}
        className="relative -mx-4 flex scroll-px-4 snap-x snap-mandatory items-start gap-3 overflow-x-auto overflow-y-hidden px-4 sm:mx-0 sm:scroll-px-0 sm:px-0 md:grid md:items-stretch md:grid-cols-2 md:overflow-visible xl:grid-cols-4"
      >
        {BOARD_COLUMNS.map((status) => (
          <PagedColumn
            key={status}
            status={status}
            vehicles={columns[status]}
            filterKey={filterKey}
            // A card moved or being moved stays drawn, so the keyboard's focus can follow it.
            keep={(vehicle) => moved.has(vehicle.id) || vehicle.id === activeId}
            droppable={canMove}
          >
            {(vehicle) => (
              <li key={vehicle.id}>
                {canMove && isWorkshopStatus(status) ? (
                  <SortableCard vehicle={vehicle} onHistory={openHistory} onMove={moveCard} />
                ) : canMove ? (
                  <DraggableCard vehicle={vehicle} onHistory={openHistory} onMove={moveCard} />
                ) : (
                  <ReadOnlyCard vehicle={vehicle} onHistory={openHistory} />
                )}
              </li>
            )}
          </PagedColumn>
        ))}
      </div>
      <DragOverlay dropAnimation={null}>
        {active ? (
          <BoardCardView
            vehicle={active}
            className="rotate-2 cursor-grabbing shadow-2xl ring-2 ring-gold-400"
          />
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

/**
 * The column's whole order for dnd-kit's sortable (drawn or not yet: the first paint and 'Mostrar
 * más' then change nothing), as the same array while the ids stay the same: a new one would
 * redraw every card of the column, memoised or not.
 */
function useSameIds(vehicles: readonly Vehicle[]): number[] {
  const previous = useRef<number[]>([]);
  const ids = vehicles.map((vehicle) => vehicle.id);
  const same =
    ids.length === previous.current.length &&
    ids.every((id, index) => id === previous.current[index]);
  if (!same) previous.current = ids;
  return previous.current;
}

interface PagedColumnProps {
  status: VehicleStatus;
  vehicles: Vehicle[];
  filterKey: string;
  keep(vehicle: Vehicle): boolean;
  droppable: boolean;
  children(vehicle: Vehicle): ReactNode;
}

/** One column, drawing its first cards and more on request (issue 14). */
function PagedColumn({ status, vehicles, filterKey, keep, droppable, children }: PagedColumnProps) {
  const { count, showMore } = useShownCount(CARDS_PER_STEP, filterKey);
  const shown = firstShown(vehicles, count, keep);
  const drawn = shown.slice(0, useFirstPaintLimit(FIRST_PAINT_CARDS));
  const items = useSameIds(vehicles);
  return (
    <BoardColumn
      status={status}
      count={vehicles.length}
      droppable={droppable}
      footer={
        vehicles.length > CARDS_PER_STEP ? (
          <ShowMore
            shown={shown.length}
            total={vehicles.length}
            step={CARDS_PER_STEP}
            noun="vehículos"
            onMore={showMore}
          />
        ) : null
      }
    >
      {droppable && isWorkshopStatus(status) ? (
        <SortableContext
          id={`order:${status}`}
          items={items}
          strategy={verticalListSortingStrategy}
        >
          {drawn.map(children)}
        </SortableContext>
      ) : (
        drawn.map(children)
      )}
    </BoardColumn>
  );
}
