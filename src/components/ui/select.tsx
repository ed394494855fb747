import ChevronDown from 'lucide-react/icons/chevron-down';
import { useId, useState } from 'react';
import { LIST_LOAD_FAILED, lazyModule, useLazyModule } from '../../lib/lazy-module.ts';
import { toast } from '../../lib/toast.ts';

export interface SelectOption<T extends string = string> {
  value: T;
  label: string;
}

export interface SelectFieldProps<T extends string> {
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

/** The field's button, closed or open, plain or Radix's. */
export function triggerClasses(error: string | undefined): string {
  return `flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border bg-navy-950/60 px-3 text-left text-base text-white data-[placeholder]:text-navy-300 ${
    error ? 'border-red-400' : 'border-navy-600 hover:border-navy-400'
  }`;
}

// Radix's Select and what it stands on (popper, floating-ui, focus scope) are 30 kB br a screen
// does not run until a list is opened: it loads then, or once the browser is idle after the
// screen is drawn (issue 32: the lot's and the dashboard's first paint waited for it).
const radixSelect = lazyModule(() => import('./select-menu.tsx'));

/** Keys that open the list from its button, as Radix's own trigger takes them. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * A labelled dropdown: arrow keys, typeahead and Escape work in its list, and it looks the same on
 * every browser. Its error is tied to it for screen readers, like TextField's. Until first opened
 * it is a plain button that reads and looks as Radix's trigger does (a combobox, collapsed); the
 * first click, tap or key mounts Radix's list, open (`select-menu.tsx`).
 */
export function SelectField<T extends string>(props: SelectFieldProps<T>) {
  const { label, value, options, placeholder, hideLabel = false, error, id } = props;
  const generatedId = useId();
  const triggerId = id ?? generatedId;
  const errorId = error ? `${triggerId}-error` : undefined;
  const [opened, setOpened] = useState(false);
  const menu = useLazyModule(radixSelect, opened, () => {
    setOpened(false);
    toast.error(LIST_LOAD_FAILED);
  });
  const chosen = options.find((option) => option.value === value);
  const plainTrigger = (
    <button
      type="button"
      id={triggerId}
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      aria-invalid={error ? true : undefined}
      aria-describedby={errorId}
      data-state="closed"
      data-placeholder={chosen ? undefined : ''}
      className={triggerClasses(error)}
      onPointerDown={(event) => {
        // Radix opens on the press of a mouse's main button, not on its release.
        if (event.pointerType === 'mouse' && event.button === 0 && !event.ctrlKey) {
          event.preventDefault();
          setOpened(true);
        }
      }}
      // A tap, a pen, or Enter and Space turned into a click.
      onClick={() => setOpened(true)}
      onKeyDown={(event) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        setOpened(true);
      }}
    >
      <span className="pointer-events-none">{chosen?.label ?? placeholder}</span>
      <span aria-hidden="true">
        <ChevronDown className="size-4 text-navy-200" />
      </span>
    </button>
  );
  return (
    <div className={`flex flex-col gap-1.5 ${props.className ?? ''}`}>
      <label
        htmlFor={triggerId}
        className={hideLabel ? 'sr-only' : 'text-sm font-medium text-navy-100'}
      >
        {label}
      </label>
      {opened && menu ? (
        <menu.SelectMenu {...props} triggerId={triggerId} errorId={errorId} />
      ) : (
        plainTrigger
      )}
      {error ? (
        <p id={errorId} className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
