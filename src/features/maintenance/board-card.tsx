import { type DraggableAttributes, useDraggable } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Bell from 'lucide-react/icons/bell';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import CloudUpload from 'lucide-react/icons/cloud-upload';
import Eye from 'lucide-react/icons/eye';
import Gauge from 'lucide-react/icons/gauge';
import GripVertical from 'lucide-react/icons/grip-vertical';
import Users from 'lucide-react/icons/users';
import { type CSSProperties, memo, type ReactNode, useState } from 'react';
import { formatTimestampDate } from '#domain/dates.ts';
import { plateLabel } from '#domain/plate.ts';
import type { VehicleStatus } from '#domain/vehicle.ts';
import { ScheduleWindowDialog } from '../../components/service-windows/lazy-schedule-window-dialog.ts';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import { VehicleImage } from '../../components/ui/vehicle-image.tsx';
import { useIsPending } from '../../lib/outbox-view.ts';
import { formatKilometers } from '../../lib/vehicle-format.ts';
import type { Vehicle } from '../../lib/vehicles.ts';
import { columnId } from './board-logic.ts';
import { ServiceProgress } from './service-progress.tsx';
import { StatusMenu } from './status-menu.tsx';

export const handleId = (vehicleId: number) => `move-handle-${vehicleId}`;

const ICON_BUTTON =
  'grid size-11 shrink-0 place-items-center rounded-lg border border-navy-500 text-navy-100 hover:border-gold-400 hover:text-gold-200';

interface CardViewProps {
  vehicle: Vehicle;
  /** The drag handle, top right (admins only). */
  handle?: ReactNode;
  /** The history button and, for admins, the status menu. */
  actions?: ReactNode;
  className?: string;
}

export const PENDING_MOVE_TEXT = 'Pendiente de sincronizar';

/**
 * A move made offline waits to be sent (DESIGN 7): the card stands where it will go. The mark
 * reads the queue itself, so a queue counting down redraws marks, not whole cards.
 */
function PendingMoveMark({ vehicleId }: { vehicleId: number }) {
  const moving = useIsPending('vehicle-status', vehicleId);
  const reordering = useIsPending('vehicle-workshop-position', vehicleId);
  if (!moving && !reordering) return null;
  return (
    // Its own row across the card: beside the picture a phone would wrap it three times.
    <p className="mx-3 mb-3 flex items-center gap-1.5 rounded-lg border border-amber-400/50 bg-amber-500/10 px-2.5 py-1 text-xs font-semibold text-amber-100">
      <CloudUpload aria-hidden="true" className="size-3.5 shrink-0" />
      {PENDING_MOVE_TEXT}
    </p>
  );
}

/**
 * What a board card shows (SPEC 2.13); also drawn under the pointer while dragging. Narrow (four
 * columns on a desktop) it stacks the picture on top; wider (a phone) it puts a thumbnail beside
 * the text, so a long column stays short; a small one, so the text (service bars and alert
 * included) wraps less and a phone's first screen still ends below the first card.
 */
export function BoardCardView({ vehicle, handle, actions, className = '' }: CardViewProps) {
  return (
    <article
      aria-label={vehicle.name}
      // A card out of sight (below its column's fold, or in a column off a phone's screen) is
      // not laid out until it nears the screen: the board's first layout was 150-250 ms on a
      // phone (issue 32). Its last drawn size stands in for it meanwhile.
      className={`@container overflow-hidden rounded-xl border border-navy-600 bg-navy-800 shadow-md [content-visibility:auto] [contain-intrinsic-size:auto_10rem] ${className}`}
    >
      <div className="flex flex-col @3xs:flex-row @3xs:gap-3 @3xs:p-3">
        <VehicleImage
          src={vehicle.mainImageUrl}
          className="aspect-[5/2] w-full @3xs:aspect-[3/2] @3xs:w-20 @3xs:shrink-0 @3xs:self-start @3xs:rounded-lg"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-3 @3xs:p-0">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <h3 className="truncate font-bold text-white">{vehicle.name}</h3>
              <p className="truncate text-xs text-navy-200">
                {vehicle.brand} {vehicle.model}
              </p>
              {/* Issue 28: two white Corollas told apart by their plates. `relative` keeps the
                  hidden 'Placa: ' (absolutely placed) inside the column's scroll box: outside it,
                  a column scrolled to its last card made the page taller, and picking that card
                  up by keyboard shifted the page and announced it over the card above. */}
              {vehicle.plate === undefined ? null : (
                <p className="relative truncate font-mono text-xs font-semibold text-gold-200">
                  <span className="sr-only">Placa: </span>
                  {plateLabel(vehicle.plate)}
                </p>
              )}
            </div>
            {handle}
          </div>
          <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-navy-100">
            <li className="rounded-full border border-navy-500 px-2 font-semibold">
              {vehicle.vehicleType.type}
            </li>
            {/* Absent from the renter's view a customer reads (DESIGN 9). */}
            {vehicle.kilometers === undefined ? null : (
              <li className="flex items-center gap-1 whitespace-nowrap">
                <Gauge aria-hidden="true" className="size-3.5 text-navy-300" />
                {formatKilometers(vehicle.kilometers)}
              </li>
            )}
            <li className="flex items-center gap-1 whitespace-nowrap">
              <Users aria-hidden="true" className="size-3.5 text-navy-300" />
              {vehicle.capacity} personas
            </li>
          </ul>
          <ServiceProgress vehicle={vehicle} />
          {vehicle.lastMaintenanceAlertAt ? (
            <p className="flex items-center gap-1 text-xs text-amber-200">
              <Bell aria-hidden="true" className="size-3.5 shrink-0" />
              Última alerta: {formatTimestampDate(vehicle.lastMaintenanceAlertAt)}
            </p>
          ) : null}
        </div>
      </div>
      <PendingMoveMark vehicleId={vehicle.id} />
      {/* The status menu takes a line of its own when a narrow card cannot fit all three. */}
      {actions ? (
        <div className="flex flex-wrap items-center gap-2 px-3 pb-3">{actions}</div>
      ) : null}
    </article>
  );
}

export function HistoryButton({ vehicle, onOpen }: { vehicle: Vehicle; onOpen(): void }) {
  return (
    <Tooltip content="Ver historial de mantenimiento">
      <button
        type="button"
        aria-label={`Ver historial de mantenimiento de ${vehicle.name}`}
        onClick={onOpen}
        className={ICON_BUTTON}
      >
        <Eye aria-hidden="true" className="size-4" />
      </button>
    </Tooltip>
  );
}

/** 'Programar servicio' from the board (issue 12): opens the window dialog. */
function ScheduleButton({ vehicle, onOpen }: { vehicle: Vehicle; onOpen(): void }) {
  return (
    <Tooltip content="Programar servicio">
      <button
        type="button"
        aria-label={`Programar servicio de ${vehicle.name}`}
        onClick={onOpen}
        className={ICON_BUTTON}
      >
        <CalendarClock aria-hidden="true" className="size-4" />
      </button>
    </Tooltip>
  );
}

/**
 * Whether a card would draw the same: the same handlers and a vehicle with the same fields. A
 * refetch brings new vehicle objects, but the query cache keeps the nested ones it can, and a
 * queued move's copy shares them too: a board whose data did not change is not drawn again.
 */
export function sameCard<P extends { vehicle: Vehicle }>(before: P, after: P): boolean {
  const keys = Object.keys(after) as (keyof P)[];
  if (Object.keys(before).length !== keys.length) return false;
  return keys.every((key) =>
    key === 'vehicle'
      ? sameFields(before.vehicle, after.vehicle)
      : Object.is(before[key], after[key]),
  );
}

function sameFields(a: Vehicle, b: Vehicle): boolean {
  if (a === b) return true;
  const keys = Object.keys(b) as (keyof Vehicle)[];
  return Object.keys(a).length === keys.length && keys.every((key) => Object.is(a[key], b[key]));
}

/** A card a visitor without admin rights can only look at. */
export const ReadOnlyCard = memo(function ReadOnlyCard({
  vehicle,
  onHistory,
}: {
  vehicle: Vehicle;
  onHistory(vehicle: Vehicle): void;
}) {
  return (
    <BoardCardView
      vehicle={vehicle}
      actions={<HistoryButton vehicle={vehicle} onOpen={() => onHistory(vehicle)} />}
    />
  );
}, sameCard);

/** The handlers take the vehicle, so they stay the same from render to render (see sameCard). */
interface DraggableCardProps {
  vehicle: Vehicle;
  onHistory(vehicle: Vehicle): void;
  onMove(vehicle: Vehicle, status: VehicleStatus): void;
}

/** What useDraggable or useSortable give a card to drag it by. */
interface DragBindings {
  setNodeRef(element: HTMLElement | null): void;
  setActivatorNodeRef(element: HTMLElement | null): void;
  listeners: Record<string, unknown> | undefined;
  attributes: DraggableAttributes;
  isDragging: boolean;
}

/**
 * An admin's card: the mouse or a long touch drags it from anywhere; the keyboard picks it up by
 * its handle (dnd-kit only starts a keyboard drag on the activator node), so Space on the other
 * buttons keeps doing what they say.
 */
function AdminCard({
  vehicle,
  onHistory,
  onMove,
  drag,
  style,
}: DraggableCardProps & { drag: DragBindings; style?: CSSProperties }) {
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = drag;
  const [scheduling, setScheduling] = useState(false);
  return (
    <>
      <div ref={setNodeRef} {...listeners} style={style} className={isDragging ? 'opacity-40' : ''}>
        <BoardCardView
          vehicle={vehicle}
          className="cursor-grab active:cursor-grabbing"
          handle={
            <button
              type="button"
              id={handleId(vehicle.id)}
              ref={setActivatorNodeRef}
              {...attributes}
              aria-roledescription="vehículo arrastrable"
              aria-label={`Mover ${vehicle.name}`}
              className={ICON_BUTTON}
            >
              <GripVertical aria-hidden="true" className="size-4" />
            </button>
          }
          actions={
            <>
              <HistoryButton vehicle={vehicle} onOpen={() => onHistory(vehicle)} />
              <ScheduleButton vehicle={vehicle} onOpen={() => setScheduling(true)} />
              <StatusMenu
                vehicleName={vehicle.name}
                current={vehicle.status}
                onSelect={(to) => onMove(vehicle, to)}
              />
            </>
          }
        />
      </div>
      {/* Beside the card, not in it: React events bubble out of a portal to its React parents,
        and text selected in the form must not start dragging the card. */}
      <ScheduleWindowDialog
        vehicle={scheduling ? vehicle : null}
        onClose={() => setScheduling(false)}
      />
    </>
  );
}

/** A card dragged to another column (the columns after the workshop's). */
export const DraggableCard = memo(function DraggableCard(props: DraggableCardProps) {
  const drag = useDraggable({
    id: props.vehicle.id,
    data: { columnId: columnId(props.vehicle.status) },
  });
  return <AdminCard {...props} drag={drag} />;
}, sameCard);

/**
 * A card of 'Requiere mantenimiento' or 'En mantenimiento' (issue 26): dragged within its column
 * it takes another place in the workshop's order, the cards around making room; dragged out of
 * it, it changes status like any other card.
 */
export const SortableCard = memo(function SortableCard(props: DraggableCardProps) {
  const drag = useSortable({
    id: props.vehicle.id,
    data: { columnId: columnId(props.vehicle.status) },
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(drag.transform),
    transition: drag.transition,
  };
  return <AdminCard {...props} drag={drag} style={style} />;
}, sameCard);
