import ChevronDown from 'lucide-react/icons/chevron-down';
import { useState } from 'react';
import type { VehicleStatus } from '#domain/vehicle.ts';
import { LIST_LOAD_FAILED, lazyModule, useLazyModule } from '../../lib/lazy-module.ts';
import { toast } from '../../lib/toast.ts';

// Radix's menu (and the popper and focus handling it stands on) loads when a card's menu is first
// opened, or once the browser is idle after the board is drawn (issue 32).
const radixMenu = lazyModule(() => import('./status-menu-list.tsx'));

export interface StatusMenuProps {
  vehicleName: string;
  current: VehicleStatus;
  onSelect(status: VehicleStatus): void;
}

export const TRIGGER_CLASSES =
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
  const list = useLazyModule(radixMenu, wanted !== null, () => {
    setWanted(null);
    toast.error(LIST_LOAD_FAILED);
  });
  const plainButton = (
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
  if (!wanted || !list) return plainButton;
  return <list.Menu {...props} label={label} byKeyboard={wanted === 'keyboard'} />;
}
