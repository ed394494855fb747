import { formatDays, formatUsd } from '#domain/money.ts';
import { Button } from '../../components/ui/button.tsx';

interface BookingBarProps {
  /** The form its button submits (the bar sits outside it, so the form's summary stays single). */
  formId: string;
  days: number;
  total: number;
  disabled: boolean;
  pending: boolean;
}

/**
 * On a phone the form sits under the gallery and the facts: this bar keeps the days, the total
 * and the button that books in reach from the first screen. Its button submits the form through
 * the `form` attribute; from 768 px the form's own button is in view instead.
 */
export function BookingBar({ formId, days, total, disabled, pending }: BookingBarProps) {
  return (
    <div
      data-testid="booking-bar"
      className="fixed inset-x-0 bottom-0 z-20 flex items-center gap-3 border-t border-navy-700 bg-navy-900/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_rgba(0,0,0,0.35)] backdrop-blur md:hidden"
    >
      <p className="flex min-w-0 flex-1 flex-col text-sm leading-tight">
        <span className="text-navy-200">{days > 0 ? formatDays(days) : 'Elige tus fechas'}</span>
        <span className="text-navy-100">
          Total: <span className="font-bold text-gold-300">{formatUsd(total)}</span>
        </span>
      </p>
      <Button type="submit" form={formId} disabled={disabled} className="shrink-0">
        {pending ? 'Procesando...' : 'Alquilar Vehículo'}
      </Button>
    </div>
  );
}
