import { Check, ChevronDown } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import { useId, useState } from 'react';

export interface SelectOption<T extends string = string> {
  value: T;
  label: string;
}

interface SelectFieldProps<T extends string> {
  label: string;
  /** '' shows the placeholder. */
  value: T | '';
  onValueChange(value: T): void;
  options: readonly SelectOption<T>[];
  placeholder?: string;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  error?: string | undefined;
  id?: string;
  className?: string;
}

/**
 * A labelled dropdown (Radix Select): arrow keys, typeahead and Escape work, and it looks the same
 * on every browser. Its error is tied to it for screen readers, like TextField's.
 *
 * Its options are drawn only while it is open. Closed, Radix draws every option into a detached
 * fragment to read the chosen one's text, and each option registers itself with state set while
 * the screen is committed: the board's two filters cost a second, blocking render of the page on
 * a phone (issue 32). The chosen option's label is given to the trigger instead.
 */
export function SelectField<T extends string>({
  label,
  value,
  onValueChange,
  options,
  placeholder,
  hideLabel = false,
  error,
  id,
  className = '',
}: SelectFieldProps<T>) {
  const generatedId = useId();
  const triggerId = id ?? generatedId;
  const errorId = error ? `${triggerId}-error` : undefined;
  const [open, setOpen] = useState(false);
  const chosen = options.find((option) => option.value === value);
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label
        htmlFor={triggerId}
        className={hideLabel ? 'sr-only' : 'text-sm font-medium text-navy-100'}
      >
        {label}
      </label>
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
          className={`flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border bg-navy-950/60 px-3 text-left text-base text-white data-[placeholder]:text-navy-300 ${
            error ? 'border-red-400' : 'border-navy-600 hover:border-navy-400'
          }`}
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
      {error ? (
        <p id={errorId} className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
