import Check from 'lucide-react/icons/check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import * as SelectPrimitive from 'radix-ui/select';
import { useState } from 'react';
import { type SelectFieldProps, triggerClasses } from './select.tsx';

/**
 * `SelectField`'s list, Radix's Select: arrow keys, typeahead and Escape work, and it looks the
 * same on every browser. Loaded when the field is first opened (see select.tsx), it mounts open.
 *
 * Its options are drawn only while it is open. Closed, Radix draws every option into a detached
 * fragment to read the chosen one's text, and each option registers itself with state set while
 * the screen is committed: the board's two filters cost a second, blocking render of the page on
 * a phone (issue 32). The chosen option's label is given to the trigger instead.
 */
export function SelectMenu<T extends string>({
  value,
  onValueChange,
  options,
  placeholder,
  error,
  triggerId,
  errorId,
}: SelectFieldProps<T> & { triggerId: string; errorId: string | undefined }) {
  const [open, setOpen] = useState(true);
  const chosen = options.find((option) => option.value === value);
  return (
    <SelectPrimitive.Root
      value={value}
      onValueChange={(next) => onValueChange(next as T)}
      open={open}
      onOpenChange={setOpen}
    >
      <SelectPrimitive.Trigger
        id={triggerId}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={triggerClasses(error)}
      >
        <SelectPrimitive.Value placeholder={placeholder}>{chosen?.label}</SelectPrimitive.Value>
        <SelectPrimitive.Icon>
          <ChevronDown aria-hidden="true" className="size-4 text-navy-200" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      {open ? (
        <SelectPrimitive.Portal>
          <SelectPrimitive.Content
            position="popper"
            sideOffset={6}
            className="z-[60] max-h-[var(--radix-select-content-available-height)] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-navy-600 bg-navy-900 text-navy-50 shadow-2xl"
          >
            <SelectPrimitive.Viewport className="p-1">
              {options.map((option) => (
                <SelectPrimitive.Item
                  key={option.value}
                  value={option.value}
                  className="relative flex min-h-10 cursor-pointer select-none items-center rounded-md py-2 pr-3 pl-8 text-sm outline-none data-[highlighted]:bg-navy-700 data-[highlighted]:text-white data-[state=checked]:text-gold-300"
                >
                  <SelectPrimitive.ItemIndicator className="absolute left-2">
                    <Check aria-hidden="true" className="size-4" />
                  </SelectPrimitive.ItemIndicator>
                  <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                </SelectPrimitive.Item>
              ))}
            </SelectPrimitive.Viewport>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      ) : null}
    </SelectPrimitive.Root>
  );
}
