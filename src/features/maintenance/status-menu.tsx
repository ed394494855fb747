import { Check, ChevronDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { STATUS_LABELS, type VehicleStatus } from '#domain/vehicle.ts';
import { BOARD_COLUMNS } from './board-logic.ts';

interface StatusMenuProps {
  vehicleName: string;
  current: VehicleStatus;
  onSelect(status: VehicleStatus): void;
}

/**
 * 'Cambiar estado': the same moves as dragging, for anyone who would rather pick from a list.
 * The menu's portal mounts when it opens: mounted with every card, it set state in a layout
 * effect and the board was drawn twice in one blocking task (issue 32).
 */
export function StatusMenu({ vehicleName, current, onSelect }: StatusMenuProps) {
  const [open, setOpen] = useState(false);
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger
        aria-label={`Cambiar estado de ${vehicleName}`}
        className="inline-flex min-h-11 min-w-fit flex-1 items-center justify-center gap-1 whitespace-nowrap rounded-lg border border-navy-500 px-2 text-xs font-semibold text-navy-50 hover:border-gold-400 hover:text-gold-200 data-[state=open]:border-gold-400"
      >
        Cambiar estado
        <ChevronDown aria-hidden="true" className="size-3.5" />
      </DropdownMenu.Trigger>
      {open ? (
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
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
