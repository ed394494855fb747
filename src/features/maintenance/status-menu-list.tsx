import Check from 'lucide-react/icons/check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import * as DropdownMenu from 'radix-ui/dropdown-menu';
import { type FocusEvent, useRef, useState } from 'react';
import { STATUS_LABELS } from '#domain/vehicle.ts';
import { BOARD_COLUMNS } from './board-logic.ts';
import { type StatusMenuProps, TRIGGER_CLASSES } from './status-menu.tsx';

export interface MenuProps extends StatusMenuProps {
  label: string;
  byKeyboard: boolean;
}

/**
 * The menu itself, open as it mounts. Opened from the keyboard its first move takes the focus, as
 * Radix does when it sees the key itself; closed, the focus goes to its button.
 */
export function Menu({ label, current, onSelect, byKeyboard }: MenuProps) {
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
