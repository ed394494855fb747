import { Check, ChevronDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { type FocusEvent, useRef, useState } from 'react';
import { STATUS_LABELS, type VehicleStatus } from '#domain/vehicle.ts';
import { BOARD_COLUMNS } from './board-logic.ts';

interface StatusMenuProps {
  vehicleName: string;
  current: VehicleStatus;
  onSelect(status: VehicleStatus): void;
}

const TRIGGER_CLASSES =
  'inline-flex min-h-11 min-w-fit flex-1 items-center justify-center gap-1 whitespace-nowrap rounded-lg border border-navy-500 px-2 text-xs font-semibold text-navy-50 hover:border-gold-400 hover:text-gold-200 data-[state=open]:border-gold-400';

/** Keys that open a menu from its button, as Radix's own trigger takes them. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * 'Cambiar estado': the same moves as dragging, for anyone who would rather pick from a list.
 * Until it is first opened the card holds a plain button that looks and reads the same: Radix's
 * menu, mounted with every card, anchored itself with state set while the board was committed,
 * and the board was drawn a second time in one blocking task on a phone (issue 32).
 */
export function StatusMenu(props: StatusMenuProps) {
  // How it was first asked for: from the keyboard, the menu starts on its first move.
  const [wanted, setWanted] = useState<'pointer' | 'keyboard' | null>(null);
  const label = `Cambiar estado de ${props.vehicleName}`;
  if (wanted) return <Menu {...props} label={label} byKeyboard={wanted === 'keyboard'} />;
  return (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className={TRIGGER_CLASSES}
      // A click from Enter or Space has no pointer position (detail 0).
      onClick={(event) => setWanted(event.detail === 0 ? 'keyboard' : 'pointer')}
      onKeyDown={(event) => {
        if (!OPENING_KEYS.has(event.key)) return;
        // The menu opens on the key press, as Radix's trigger does (not on Space's release).
        event.preventDefault();
        setWanted('keyboard');
      }}
    >
      Cambiar estado
      <ChevronDown aria-hidden="true" className="size-3.5" />
    </button>
  );
}

interface MenuProps extends StatusMenuProps {
  label: string;
  byKeyboard: boolean;
}

/**
 * The menu itself, open as it mounts. Opened from the keyboard its first move takes the focus, as
 * Radix does when it sees the key itself; closed, the focus goes to its button.
 */
function Menu({ label, current, onSelect, byKeyboard }: MenuProps) {
  const [open, setOpen] = useState(true);
  // Radix puts the focus on the menu itself as it opens (it did not see the key that asked).
  const firstFocus = useRef(byKeyboard);
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!firstFocus.current || event.target !== event.currentTarget) return;
    firstFocus.current = false;
    event.currentTarget
      .querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')
      ?.focus({ preventScroll: true });
  };
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger aria-label={label} className={TRIGGER_CLASSES}>
        Cambiar estado
        <ChevronDown aria-hidden="true" className="size-3.5" />
      </DropdownMenu.Trigger>
      {open ? (
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            onFocus={onFocus}
            className="z-[60] min-w-52 rounded-lg border border-navy-600 bg-navy-900 p-1 text-sm text-navy-50 shadow-2xl"
          >
            <DropdownMenu.Label className="px-2 py-1.5 text-xs font-semibold text-navy-200">
              Mover a
            </DropdownMenu.Label>
            {BOARD_COLUMNS.map((status) => (
              <DropdownMenu.Item
                key={status}
                disabled={status === current}
                onSelect={() => onSelect(status)}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-2 outline-none data-[disabled]:cursor-default data-[disabled]:text-navy-300 data-[highlighted]:bg-navy-700 data-[highlighted]:text-white"
              >
                <span className="grid size-4 place-items-center">
                  {status === current ? <Check aria-hidden="true" className="size-4" /> : null}
                </span>
                {STATUS_LABELS[status]}
                {status === current ? <span className="sr-only">(estado actual)</span> : null}
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      ) : null}
    </DropdownMenu.Root>
  );
}
