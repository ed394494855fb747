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
import { BoardCardView, DraggableCard, handleId, ReadOnlyCard } from './board-card.tsx';
import { BoardColumn } from './board-column.tsx';
import {
  BOARD_COLUMNS,
  boardAnnouncements,
  columnId,
  groupByStatus,
  SCREEN_READER_INSTRUCTIONS,
  statusOfColumn,
} from './board-logic.ts';
import { columnKeyboardCoordinates } from './keyboard-coordinates.ts';
import { useColumnStrip } from './use-column-strip.ts';

/** The pointer decides when there is one; the keyboard's card decides by overlap. */
const collisionDetection: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : rectIntersection(args);
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
}

/** Four status columns; an admin drags cards between them (SPEC 2.13, 4.2). */
export function Board({ vehicles, filterKey, canMove, onHistory, onMove }: BoardProps) {
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
    const to = statusOfColumn(over?.id);
    const vehicle = byId.get(Number(dragged.id));
    if (vehicle && to) move(vehicle, to);
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
                {canMove ? (
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
      {drawn.map(children)}
    </BoardColumn>
  );
}
