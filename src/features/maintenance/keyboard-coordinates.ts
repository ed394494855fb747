import type { ClientRect, KeyboardCoordinateGetter, UniqueIdentifier } from '@dnd-kit/core';

type Direction = 'up' | 'down' | 'left' | 'right';

const DIRECTIONS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

interface ColumnRect {
  id: UniqueIdentifier;
  rect: ClientRect;
}

function ahead(from: ClientRect, to: ClientRect, direction: Direction): boolean {
  switch (direction) {
    case 'right':
      return to.left > from.left;
    case 'left':
      return to.left < from.left;
    case 'down':
      return to.top > from.top;
    case 'up':
      return to.top < from.top;
  }
}

/**
 * The column an arrow key leads to: the nearest one lying that way on screen, so the keys follow
 * the layout (a row on a desktop, a stack on a phone). When none lies that way (down in a single
 * row), the arrow walks the board order instead, so every arrow always does something.
 */
export function nextColumn(
  columns: readonly ColumnRect[],
  currentId: UniqueIdentifier,
  direction: Direction,
): ColumnRect | null {
  const current = columns.find((column) => column.id === currentId);
  if (!current) return columns[0] ?? null;
  const candidates = columns.filter(
    (column) => column.id !== currentId && ahead(current.rect, column.rect, direction),
  );
  if (candidates.length > 0) {
    const distance = (column: ColumnRect) =>
      Math.hypot(column.rect.left - current.rect.left, column.rect.top - current.rect.top);
    return candidates.reduce((best, column) => (distance(column) < distance(best) ? column : best));
  }
  const index = columns.indexOf(current);
  const step = direction === 'right' || direction === 'down' ? 1 : -1;
  return columns[index + step] ?? null;
}

/** What dnd-kit's sortable keeps on each card of a sortable column. */
interface SortableData {
  containerId: UniqueIdentifier;
  index: number;
  items: readonly UniqueIdentifier[];
}

function sortableOf(data: { current?: Record<string, unknown> } | undefined) {
  const sortable = data?.current?.sortable as SortableData | undefined;
  return sortable && Array.isArray(sortable.items) ? sortable : undefined;
}

/**
 * The card an up or down arrow leads to in a sortable column (issue 26: the workshop's order):
 * the one above or below where the dragged card now stands, or none past either end.
 */
export function nextInColumn(
  items: readonly UniqueIdentifier[],
  currentId: UniqueIdentifier,
  direction: 'up' | 'down',
): UniqueIdentifier | null {
  const index = items.indexOf(currentId);
  if (index === -1) return null;
  return items[index + (direction === 'down' ? 1 : -1)] ?? null;
}

/**
 * dnd-kit's KeyboardSensor asks where the dragged card goes on each key press. The arrows jump
 * from column to column (the card lands near the top of the next one) rather than creeping by
 * pixels, which is what a keyboard user moving a card between statuses wants. In a sortable
 * column (the workshop's two) up and down step the card one place instead, over the card above
 * or below, and left and right still change column.
 */
export function columnKeyboardCoordinates(
  columnOrder: readonly UniqueIdentifier[],
): KeyboardCoordinateGetter {
  return (event, { context }) => {
    const direction = DIRECTIONS[event.code];
    if (!direction) return undefined;
    event.preventDefault();
    const { collisionRect, droppableRects, over, active } = context;
    if (!collisionRect || !active) return undefined;
    const own = sortableOf(active.data);
    if (own && (direction === 'up' || direction === 'down')) {
      const overSortable = over ? sortableOf(over.data) : undefined;
      const currentId = over && overSortable?.containerId === own.containerId ? over.id : active.id;
      const targetId = nextInColumn(own.items, currentId, direction);
      const rect = targetId === null ? undefined : droppableRects.get(targetId);
      if (!rect) return undefined;
      return { x: rect.left + (rect.width - collisionRect.width) / 2, y: rect.top };
    }
    const columns = columnOrder.flatMap((id) => {
      const rect = droppableRects.get(id);
      return rect ? [{ id, rect }] : [];
    });
    const fromId =
      over && columnOrder.includes(over.id)
        ? over.id
        : (active.data.current?.columnId as UniqueIdentifier | undefined);
    const target = fromId === undefined ? null : nextColumn(columns, fromId, direction);
    if (!target) return undefined;
    return {
      x: target.rect.left + (target.rect.width - collisionRect.width) / 2,
      y: target.rect.top + Math.min(48, Math.max(0, target.rect.height - collisionRect.height) / 2),
    };
  };
}
