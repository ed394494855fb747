import type { MoneySettings } from '#domain/billing.ts';
import { VEHICLE_TYPES, type VehicleType } from '#domain/vehicle-kinds.ts';
import { TextField } from '../../components/ui/text-field.tsx';

/** Issue 30: the money settings as typed (amounts as text; '' late fee: the booking's price). */
export interface MoneyDraft {
  agreementTerms: string;
  lateFeePerDay: string;
  fuelChargePerEighth: string;
  cleaningFee: string;
  depositByType: Record<VehicleType, string>;
}

const amountText = (amount: number) => amount.toFixed(2);

/** A copy cached before issue 30 has no money settings: empty until the fresh one arrives. */
export function moneyDraftOf(money: MoneySettings | undefined): MoneyDraft {
  if (!money) {
    return {
      agreementTerms: '',
      lateFeePerDay: '',
      fuelChargePerEighth: '',
      cleaningFee: '',
      depositByType: { Sedan: '', SUV: '', PickUp: '' },
    };
  }
  return {
    agreementTerms: money.agreementTerms,
    lateFeePerDay: money.lateFeePerDay === null ? '' : amountText(money.lateFeePerDay),
    fuelChargePerEighth: amountText(money.fuelChargePerEighth),
    cleaningFee: amountText(money.cleaningFee),
    depositByType: Object.fromEntries(
      VEHICLE_TYPES.map((type) => [type, amountText(money.depositByType[type])]),
    ) as Record<VehicleType, string>,
  };
}

/** The body's `money`, amounts as typed: the server's contract reads and checks them. */
export function moneyPayloadOf(draft: MoneyDraft) {
  const bare = (text: string) => text.replace(/[$,\s]/g, '');
  return {
    agreementTerms: draft.agreementTerms,
    lateFeePerDay: bare(draft.lateFeePerDay) === '' ? null : bare(draft.lateFeePerDay),
    fuelChargePerEighth: bare(draft.fuelChargePerEighth),
    cleaningFee: bare(draft.cleaningFee),
    depositByType: Object.fromEntries(
      VEHICLE_TYPES.map((type) => [type, bare(draft.depositByType[type])]),
    ) as Record<VehicleType, string>,
  };
}

/** 'Contrato y cargos': terms, late, fuel and cleaning charges, deposit by vehicle type. */
export function MoneySettingsFields({
  value,
  fields,
  onChange,
}: {
  value: MoneyDraft;
  fields: Record<string, string>;
  onChange(value: MoneyDraft): void;
}) {
  const set = (change: Partial<MoneyDraft>) => onChange({ ...value, ...change });
  return (
    <fieldset className="flex flex-col gap-4 rounded-2xl border border-navy-700 bg-navy-800/60 p-5">
      <legend className="px-1 font-semibold text-white">Contrato y cargos</legend>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="agreement-terms" className="text-sm font-medium text-navy-100">
          Términos del contrato
        </label>
        <textarea
          id="agreement-terms"
          name="money.agreementTerms"
          rows={6}
          maxLength={5000}
          value={value.agreementTerms}
          aria-invalid={fields['money.agreementTerms'] ? true : undefined}
          aria-describedby={fields['money.agreementTerms'] ? 'agreement-terms-error' : undefined}
          onChange={(event) => set({ agreementTerms: event.target.value })}
          className="w-full rounded-lg border border-navy-600 bg-navy-950/60 p-3 text-base text-white hover:border-navy-400 focus-visible:outline-gold-400"
        />
        {fields['money.agreementTerms'] ? (
          <p id="agreement-terms-error" className="text-sm text-red-300">
            {fields['money.agreementTerms']}
          </p>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Cargo por día de atraso (USD)"
          name="money.lateFeePerDay"
          inputMode="decimal"
          hint="Vacío: el precio por día de la reserva"
          value={value.lateFeePerDay}
          onChange={(event) => set({ lateFeePerDay: event.target.value })}
          error={fields['money.lateFeePerDay']}
        />
        <TextField
          label="Cargo por octavo de tanque (USD)"
          name="money.fuelChargePerEighth"
          inputMode="decimal"
          value={value.fuelChargePerEighth}
          onChange={(event) => set({ fuelChargePerEighth: event.target.value })}
          error={fields['money.fuelChargePerEighth']}
        />
        <TextField
          label="Cargo de limpieza (USD)"
          name="money.cleaningFee"
          inputMode="decimal"
          value={value.cleaningFee}
          onChange={(event) => set({ cleaningFee: event.target.value })}
          error={fields['money.cleaningFee']}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {VEHICLE_TYPES.map((type) => (
          <TextField
            key={type}
            label={`Depósito ${type} (USD)`}
            name={`money.depositByType.${type}`}
            inputMode="decimal"
            value={value.depositByType[type]}
            onChange={(event) =>
              set({ depositByType: { ...value.depositByType, [type]: event.target.value } })
            }
            error={fields[`money.depositByType.${type}`]}
          />
        ))}
      </div>
    </fieldset>
  );
}
