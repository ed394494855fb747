import Building2 from 'lucide-react/icons/building-complex';
import Truck from 'lucide-react/icons/truck';
import { useId } from 'react';
import {
  DELIVERY_ADDRESS_MAX,
  DELIVERY_LABELS,
  DELIVERY_MODES,
  type DeliveryMode,
} from '#domain/delivery.ts';
import { TextField } from '../../components/ui/text-field.tsx';
import type { DeliveryDraft, DeliveryErrors } from './delivery-rules.ts';

const ICONS = { pickup: Building2, delivery: Truck } as const;
const HINTS: Record<DeliveryMode, string> = {
  pickup: 'Sin costo adicional',
  delivery: 'Te lo llevamos sin costo adicional',
};

interface DeliveryFieldsProps {
  value: DeliveryDraft;
  /** The account's phone, offered until the customer types another. */
  accountPhone: string | undefined;
  errors: DeliveryErrors;
  onChange(next: DeliveryDraft, edited: keyof DeliveryDraft): void;
  disabled?: boolean;
}

/** 'Entrega': pick up at the agency (default) or have the car brought to an address. */
export function DeliveryFields({
  value,
  accountPhone,
  errors,
  onChange,
  disabled = false,
}: DeliveryFieldsProps) {
  const addressId = useId();
  const addressError = errors.address ? `${addressId}-error` : undefined;
  const addressCount = `${addressId}-count`;

  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-navy-100">Entrega</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {DELIVERY_MODES.map((mode) => {
          const Icon = ICONS[mode];
          const checked = value.mode === mode;
          return (
            <label
              key={mode}
              className={`relative flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 text-sm ${
                checked
                  ? 'border-gold-400 bg-gold-400/10 text-white'
                  : 'border-navy-600 text-navy-100 hover:border-navy-400'
              }`}
            >
              <input
                type="radio"
                name="deliveryMode"
                value={mode}
                checked={checked}
                onChange={() => onChange({ ...value, mode }, 'mode')}
                // Laid over the whole card, so the target is the card (44 px and more); the dot
                // below shows the choice.
                className="choice-input absolute inset-0 m-0 size-full cursor-pointer opacity-0"
              />
              <span aria-hidden="true" className="choice-ring" />
              <span
                aria-hidden="true"
                className={`mt-0.5 grid size-5 shrink-0 place-items-center rounded-full border-2 ${
                  checked ? 'border-gold-400' : 'border-navy-300'
                }`}
              >
                {checked ? <span className="size-2.5 rounded-full bg-gold-400" /> : null}
              </span>
              <span className="flex flex-col">
                <span className="flex items-center gap-1.5 font-semibold">
                  <Icon aria-hidden="true" className="size-4 text-gold-300" />
                  {DELIVERY_LABELS[mode]}
                </span>
                <span className="text-xs text-navy-200">{HINTS[mode]}</span>
              </span>
            </label>
          );
        })}
      </div>

      {value.mode === 'delivery' ? (
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={addressId} className="text-sm font-medium text-navy-100">
              Dirección de entrega
            </label>
            <textarea
              id={addressId}
              name="deliveryAddress"
              rows={3}
              autoComplete="street-address"
              aria-required="true"
              aria-invalid={errors.address ? true : undefined}
              aria-describedby={[addressError, addressCount].filter(Boolean).join(' ')}
              value={value.address}
              onChange={(event) => onChange({ ...value, address: event.target.value }, 'address')}
              className={`w-full rounded-lg border bg-navy-950/60 px-3 py-2 text-base text-white placeholder:text-navy-300 focus-visible:outline-gold-400 ${
                errors.address ? 'border-red-400' : 'border-navy-600 hover:border-navy-400'
              }`}
              placeholder="Colonia, calle, número de casa y un punto de referencia"
            />
            <p id={addressCount} className="text-xs text-navy-300">
              {value.address.trim().length}/{DELIVERY_ADDRESS_MAX} caracteres
            </p>
            {errors.address ? (
              <p id={addressError} className="text-sm text-red-300">
                {errors.address}
              </p>
            ) : null}
          </div>
          <TextField
            label="Teléfono de contacto"
            name="deliveryPhone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            hint="8 dígitos. Por defecto, el de tu cuenta."
            value={value.phone ?? accountPhone ?? ''}
            error={errors.phone}
            onChange={(event) => onChange({ ...value, phone: event.target.value }, 'phone')}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
