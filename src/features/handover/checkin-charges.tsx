import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import {
  BILLING_MESSAGES,
  CHARGE_KIND_LABELS,
  type ChargeKind,
  type ProposedCharge,
} from '#domain/billing.ts';
import { type ChargeInput, chargeInput } from '#domain/billing-contracts.ts';
import { formatUsd } from '#domain/money.ts';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';

/** What staff changed in a proposed charge: the amount as typed and why. */
export interface ChargeEdit {
  amount: string;
  reason: string;
}

export type ChargeEdits = Partial<Record<ChargeKind, ChargeEdit>>;

export interface ChargeErrors {
  amount?: string;
  reason?: string;
}

/**
 * The charges to send: each proposal (late, fuel) as the rules made it or as staff changed it,
 * checked with the server's contract; a changed amount needs its reason, as the server asks.
 */
export function chargesOf(
  proposals: readonly ProposedCharge[],
  edits: ChargeEdits,
): { charges: ChargeInput[]; errors: Partial<Record<ChargeKind, ChargeErrors>> } {
  const charges: ChargeInput[] = [];
  const errors: Partial<Record<ChargeKind, ChargeErrors>> = {};
  for (const proposal of proposals) {
    const edit = edits[proposal.kind];
    const parsed = chargeInput.safeParse({
      kind: proposal.kind,
      description: proposal.description,
      amount: edit ? edit.amount.replace(/[$,\s]/g, '') : proposal.amount,
      reason: edit?.reason ?? null,
    });
    if (!parsed.success) {
      errors[proposal.kind] = { amount: parsed.error.issues[0]?.message };
      continue;
    }
    if (parsed.data.amount !== proposal.amount && !parsed.data.reason) {
      errors[proposal.kind] = {
        reason: BILLING_MESSAGES.chargeReasonRequired(
          CHARGE_KIND_LABELS[proposal.kind],
          formatUsd(proposal.amount),
        ),
      };
      continue;
    }
    charges.push(parsed.data);
  }
  return { charges, errors };
}

/** The proposed late and fuel charges, each editable with a reason (issue 30). */
export function ChargeFields({
  proposals,
  edits,
  errors,
  onChange,
}: {
  proposals: readonly ProposedCharge[];
  edits: ChargeEdits;
  errors: Partial<Record<ChargeKind, ChargeErrors>>;
  onChange(edits: ChargeEdits): void;
}) {
  if (proposals.length === 0) {
    return <p className="text-sm text-navy-200">Sin cargos por atraso ni combustible.</p>;
  }
  return (
    <ul className="flex flex-col gap-4" aria-label="Cargos propuestos">
      {proposals.map((proposal) => {
        const edit = edits[proposal.kind] ?? { amount: proposal.amount.toFixed(2), reason: '' };
        const label = CHARGE_KIND_LABELS[proposal.kind];
        return (
          <li
            key={proposal.kind}
            className="flex flex-col gap-2 rounded-lg border border-navy-700 p-3"
          >
            <p className="text-sm text-white">
              <span className="font-semibold">{label}</span>: {proposal.description} · propuesto{' '}
              {formatUsd(proposal.amount)}
            </p>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                id={`charge-${proposal.kind}-amount`}
                label={`Monto: ${label} (USD)`}
                inputMode="decimal"
                autoComplete="off"
                value={edit.amount}
                error={errors[proposal.kind]?.amount}
                onChange={(event) =>
                  onChange({ ...edits, [proposal.kind]: { ...edit, amount: event.target.value } })
                }
              />
              <TextField
                id={`charge-${proposal.kind}-reason`}
                label={`Motivo del cambio: ${label}`}
                autoComplete="off"
                maxLength={500}
                value={edit.reason}
                error={errors[proposal.kind]?.reason}
                onChange={(event) =>
                  onChange({ ...edits, [proposal.kind]: { ...edit, reason: event.target.value } })
                }
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The kinds staff add by hand at a return: damage and other (repeatable) and cleaning (once). */
export const ADDED_KINDS = ['damage', 'cleaning', 'other'] as const satisfies readonly ChargeKind[];
export type AddedKind = (typeof ADDED_KINDS)[number];

/** A charge staff added, as typed; `damage` names the new damage it bills, when it came from one. */
export interface AddedCharge {
  id: string;
  kind: AddedKind;
  description: string;
  amount: string;
  reason: string;
  damage?: string;
}

export interface AddedChargeErrors extends ChargeErrors {
  description?: string;
}

/** The key that ties a charge to the new damage it came from: its area and what happened. */
export const damageKey = (damage: { area: string; note: string }) =>
  `${damage.area}\n${damage.note}`;

/** A new charge of `kind`: a cleaning starts at the settings' fee, the others empty. */
export function newCharge(
  kind: AddedKind,
  cleaningFee: number | undefined,
  id: string = crypto.randomUUID(),
): AddedCharge {
  if (kind === 'cleaning') {
    return {
      id,
      kind,
      description: 'Limpieza del vehículo',
      amount: cleaningFee === undefined ? '' : cleaningFee.toFixed(2),
      reason: '',
    };
  }
  return { id, kind, description: '', amount: '', reason: '' };
}

/**
 * A damage charge suggested by a new damage noted at the return: its area and note as the
 * description, its estimated cost as the amount when staff gave one (none is made up).
 */
export function chargeFromDamage(
  damage: { area: string; note: string; estimatedCost: number | null },
  id: string = crypto.randomUUID(),
): AddedCharge {
  return {
    id,
    kind: 'damage',
    description: `${damage.area}: ${damage.note}`.slice(0, 200),
    amount: damage.estimatedCost === null ? '' : damage.estimatedCost.toFixed(2),
    reason: '',
    damage: damageKey(damage),
  };
}

/**
 * The added charges to send, checked with the server's contract; damage and other need a
 * description and an amount above zero, and a cleaning that differs from the settings' fee
 * needs its reason, as the server asks.
 */
export function addedChargesOf(
  added: readonly AddedCharge[],
  cleaningFee: number | undefined,
): { charges: ChargeInput[]; errors: Record<string, AddedChargeErrors> } {
  const charges: ChargeInput[] = [];
  const errors: Record<string, AddedChargeErrors> = {};
  for (const item of added) {
    const parsed = chargeInput.safeParse({
      kind: item.kind,
      description: item.description,
      amount: item.amount.replace(/[$,\s]/g, ''),
      reason: item.reason,
    });
    if (!parsed.success) {
      const found: AddedChargeErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'description' ? 'description' : 'amount';
        found[field] ??= issue.message;
      }
      errors[item.id] = found;
      continue;
    }
    const charge = parsed.data;
    if (charge.kind !== 'cleaning' && charge.amount <= 0) {
      errors[item.id] = { amount: BILLING_MESSAGES.chargeAmountZero };
      continue;
    }
    if (
      charge.kind === 'cleaning' &&
      cleaningFee !== undefined &&
      charge.amount !== cleaningFee &&
      !charge.reason
    ) {
      errors[item.id] = {
        reason: BILLING_MESSAGES.chargeReasonRequired(
          CHARGE_KIND_LABELS.cleaning,
          formatUsd(cleaningFee),
        ),
      };
      continue;
    }
    charges.push(charge);
  }
  return { charges, errors };
}

/** Each added charge's label: 'Daños', and 'Daños 2' for a second one of the same kind. */
function labelsOf(added: readonly AddedCharge[]): Map<string, string> {
  const labels = new Map<string, string>();
  const seen: Partial<Record<AddedKind, number>> = {};
  for (const item of added) {
    const count = (seen[item.kind] ?? 0) + 1;
    seen[item.kind] = count;
    const many = added.filter((other) => other.kind === item.kind).length > 1;
    labels.set(item.id, `${CHARGE_KIND_LABELS[item.kind]}${many ? ` ${count}` : ''}`);
  }
  return labels;
}

/**
 * 'Otros cargos': staff add a damage, cleaning or other charge with its description and amount
 * and remove one; new damage noted at the return is offered as a damage charge (issue 30).
 */
export function AddedChargeFields({
  added,
  errors,
  cleaningFee,
  damages,
  onChange,
}: {
  added: readonly AddedCharge[];
  errors: Record<string, AddedChargeErrors>;
  /** The settings' cleaning fee; undefined when the settings never reached this device. */
  cleaningFee: number | undefined;
  damages: readonly { area: string; note: string; estimatedCost: number | null }[];
  onChange(added: AddedCharge[]): void;
}) {
  const labels = labelsOf(added);
  const billed = new Set(added.flatMap((item) => (item.damage ? [item.damage] : [])));
  const unbilled = damages.filter((damage) => !billed.has(damageKey(damage)));
  const kinds = ADDED_KINDS.filter(
    (kind) =>
      kind !== 'cleaning' ||
      (cleaningFee !== undefined && !added.some((item) => item.kind === 'cleaning')),
  );

  function add(charge: AddedCharge) {
    onChange([...added, charge]);
    // The keyboard goes to the new charge's first field to fill in.
    const field = charge.description === '' ? 'description' : 'amount';
    requestAnimationFrame(() => document.getElementById(`added-${charge.id}-${field}`)?.focus());
  }

  function remove(id: string) {
    onChange(added.filter((item) => item.id !== id));
    requestAnimationFrame(() => document.getElementById('add-charge-title')?.focus());
  }

  function update(id: string, change: Partial<AddedCharge>) {
    onChange(added.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }

  return (
    <div className="flex flex-col gap-4">
      {added.length > 0 ? (
        <ul className="flex flex-col gap-4" aria-label="Cargos agregados">
          {added.map((item) => {
            const label = labels.get(item.id) ?? CHARGE_KIND_LABELS[item.kind];
            const error = errors[item.id] ?? {};
            return (
              <li
                key={item.id}
                className="flex flex-col gap-2 rounded-lg border border-navy-700 p-3"
              >
                <div className="flex items-center justify-between gap-2">
                  <p className="text-sm font-semibold text-white">
                    {label}
                    {item.kind === 'cleaning' && cleaningFee !== undefined ? (
                      <span className="font-normal"> · propuesto {formatUsd(cleaningFee)}</span>
                    ) : null}
                  </p>
                  <Button
                    variant="ghost"
                    aria-label={`Quitar cargo: ${label}`}
                    onClick={() => remove(item.id)}
                    className="min-w-11 px-3"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
                <div className="grid gap-3 sm:grid-cols-2">
                  <TextField
                    id={`added-${item.id}-description`}
                    label={`Descripción: ${label}`}
                    autoComplete="off"
                    maxLength={200}
                    value={item.description}
                    error={error.description}
                    onChange={(event) => update(item.id, { description: event.target.value })}
                  />
                  <TextField
                    id={`added-${item.id}-amount`}
                    label={`Monto: ${label} (USD)`}
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder="0.00"
                    value={item.amount}
                    error={error.amount}
                    onChange={(event) => update(item.id, { amount: event.target.value })}
                  />
                  {item.kind === 'cleaning' ? (
                    <TextField
                      id={`added-${item.id}-reason`}
                      label={`Motivo del cambio: ${label}`}
                      autoComplete="off"
                      maxLength={500}
                      className="sm:col-span-2"
                      value={item.reason}
                      error={error.reason}
                      onChange={(event) => update(item.id, { reason: event.target.value })}
                    />
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}

      {unbilled.length > 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-navy-100">Daños nuevos sin cargo</legend>
          {unbilled.map((damage) => (
            <Button
              key={damageKey(damage)}
              variant="secondary"
              onClick={() => add(chargeFromDamage(damage))}
              className="justify-start text-left"
            >
              <Plus aria-hidden="true" className="size-4 shrink-0" />
              {`Cobrar daño: ${damage.area}${
                damage.estimatedCost === null
                  ? ''
                  : ` (costo estimado ${formatUsd(damage.estimatedCost)})`
              }`}
            </Button>
          ))}
        </fieldset>
      ) : null}

      <fieldset>
        <legend
          id="add-charge-title"
          tabIndex={-1}
          className="mb-2 text-sm font-medium text-navy-100 focus-visible:outline-gold-400"
        >
          Agregar cargo
        </legend>
        <div className="flex flex-wrap gap-2">
          {kinds.map((kind) => (
            <Button
              key={kind}
              variant="secondary"
              onClick={() => add(newCharge(kind, cleaningFee))}
              className="whitespace-nowrap px-3"
            >
              <Plus aria-hidden="true" className="size-4 shrink-0" />
              {CHARGE_KIND_LABELS[kind]}
            </Button>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
