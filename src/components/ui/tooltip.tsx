import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { type ReactElement, type ReactNode, useState } from 'react';

interface TooltipProps {
  /** Shown on hover and keyboard focus; the trigger still needs its own accessible name. */
  content: ReactNode;
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

/**
 * A short hint for an icon button (Radix Tooltip). Its portal and content mount when it first
 * opens: mounted with the trigger, each one set state in a layout effect, and a board of cards
 * with two hints each was drawn a second time in one blocking task (issue 32).
 */
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  const [open, setOpen] = useState(false);
  return (
    <TooltipPrimitive.Provider delayDuration={300}>
      <TooltipPrimitive.Root open={open} onOpenChange={setOpen}>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        {open ? (
          <TooltipPrimitive.Portal>
            <TooltipPrimitive.Content
              side={side}
              sideOffset={6}
              className="z-[60] rounded-md bg-navy-50 px-2.5 py-1.5 text-xs font-medium text-navy-950 shadow-lg"
            >
              {content}
              <TooltipPrimitive.Arrow className="fill-navy-50" />
            </TooltipPrimitive.Content>
          </TooltipPrimitive.Portal>
        ) : null}
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
