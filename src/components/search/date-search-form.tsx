import { useNavigate } from '@tanstack/react-router';
import Search from 'lucide-react/icons/search';
import { type FormEvent, useState } from 'react';
import { earliestSearchStart } from '#domain/dates.ts';
import { checkSearchRange, earliestSearchEnd } from '#domain/search.ts';
import { Button } from '../ui/button.tsx';
import { InertUntilHydrated } from '../ui/hydration.tsx';
import { DateRangeFields } from './date-range-fields.tsx';
import { withDates } from './search-params.ts';

interface FieldError {
  field: 'start' | 'end';
  message: string;
}

/**
 * The home search (SPEC 2.4): 'Buscar Vehículos' opens the vehicle list carrying the chosen days.
 * Either day may stay empty; a range that cannot be looked up is explained under its field.
 */
export function DateSearchForm({ className = '' }: { className?: string }) {
  const navigate = useNavigate();
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [error, setError] = useState<FieldError | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkSearchRange({ start, end }, earliestSearchStart());
    if (check.kind === 'invalid') {
      setError({ field: check.field, message: check.message });
      const input = event.currentTarget.elements.namedItem(`${check.field}Date`);
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    void navigate({ to: '/customer/vehicles', search: withDates(start, end) });
  }

  // On the prerendered home page the form is drawn before its script: a search sent then
  // would reload the page with the typed text, so it waits until React has taken over.
  return (
    <InertUntilHydrated>
      <form
        onSubmit={submit}
        noValidate
        aria-label="Buscar vehículos por fechas"
        className={`flex flex-col gap-4 ${className}`}
      >
        <DateRangeFields
          start={start}
          end={end}
          // Worked out when a calendar opens: the first paint of the home page needs neither.
          minStart={() => earliestSearchStart()}
          minEnd={() => earliestSearchEnd(start, earliestSearchStart())}
          // Either day can fix a range error, so any edit clears it.
          onStartChange={(value) => {
            setStart(value);
            setError(null);
          }}
          onEndChange={(value) => {
            setEnd(value);
            setError(null);
          }}
          startError={error?.field === 'start' ? error.message : undefined}
          endError={error?.field === 'end' ? error.message : undefined}
        />
        <Button type="submit" className="w-full sm:w-auto sm:self-end">
          <Search aria-hidden="true" className="size-4" />
          Buscar Vehículos
        </Button>
      </form>
    </InertUntilHydrated>
  );
}
