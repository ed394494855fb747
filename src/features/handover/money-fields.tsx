import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '#domain/billing.ts';
import { type MoneyMovement, moneyMovementInput } from '#domain/billing-contracts.ts';
import { SelectField } from '../../components/ui/select.tsx';
import { TextField } from '../../components/ui/text-field.tsx';

/** A deposit or a payment as typed: recorded, not processed (issue 30). */
export interface MoneyDraft {
  amount: string;
  method: PaymentMethod;
  reference: string;
}

export interface MoneyErrors {
  amount?: string;
  reference?: string;
}

export const emptyMoney = (amount = ''): MoneyDraft => ({ amount, method: 'cash', reference: '' });

const METHOD_OPTIONS = PAYMENT_METHODS.map((value) => ({
  value,
  label: PAYMENT_METHOD_LABELS[value],
}));

/**
 * The movement to send, checked with the server's own contract: none when no amount was typed
 * (a deposit and a payment are optional), else the movement or the field's Spanish message.
 */
export function moneyOf(draft: MoneyDraft): { movement?: MoneyMovement; errors: MoneyErrors } {
  if (draft.amount.trim() === '') return { errors: {} };
  const parsed = moneyMovementInput.safeParse({
    amount: draft.amount.replace(/[$,\s]/g, ''),
    method: draft.method,
    reference: draft.reference,
  });
  if (parsed.success) return { movement: parsed.data, errors: {} };
  const errors: MoneyErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'reference' ? 'reference' : 'amount';
    errors[field] ??= issue.message;
  }
  return { errors };
}

export const DEPOSIT_REQUIRED = 'Indique el depósito; escriba 0 si no se cobra';

/**
 * The deposit field at check-out: the settings' amount for the vehicle's type until staff type,
 * then exactly what they typed (a cleared field stays cleared).
 */
export function depositDraft(typed: MoneyDraft | null, due: number | undefined): MoneyDraft {
  return typed ?? emptyMoney(due ? due.toFixed(2) : '');
}

/**
 * The deposit to send. When the settings ask for one, an empty field is refused: a cleared field
 * is more often a slip than a decision, and a deposit left out silently would be money the
 * company cannot show; a counter that takes none writes 0, which is recorded. When none is
 * asked for (0 in the settings, or settings never loaded offline), empty means no deposit.
 */
export function depositOf(
  draft: MoneyDraft,
  due: number | undefined,
): { movement?: MoneyMovement; errors: MoneyErrors } {
  if (draft.amount.trim() === '' && due) return { errors: { amount: DEPOSIT_REQUIRED } };
  return moneyOf(draft);
}

/** Amount, method (Efectivo, Tarjeta, Transferencia) and reference of a deposit or a payment. */
export function MoneyFields({
  idPrefix,
  amountLabel,
  value,
  errors,
  onChange,
}: {
  idPrefix: string;
  amountLabel: string;
  value: MoneyDraft;
  errors: MoneyErrors;
  onChange(value: MoneyDraft): void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <TextField
        id={`${idPrefix}-amount`}
        label={amountLabel}
        inputMode="decimal"
        autoComplete="off"
        value={value.amount}
        error={errors.amount}
        onChange={(event) => onChange({ ...value, amount: event.target.value })}
      />
      <SelectField
        id={`${idPrefix}-method`}
        label="Forma de pago"
        value={value.method}
        options={METHOD_OPTIONS}
        onValueChange={(method) => onChange({ ...value, method })}
      />
      <TextField
        id={`${idPrefix}-reference`}
        label="Referencia (opcional)"
        autoComplete="off"
        maxLength={100}
        value={value.reference}
        error={errors.reference}
        onChange={(event) => onChange({ ...value, reference: event.target.value })}
      />
    </div>
  );
}
