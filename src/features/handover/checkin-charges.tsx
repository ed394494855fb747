import {
  BILLING_MESSAGES,
  CHARGE_KIND_LABELS,
  type ChargeKind,
  type ProposedCharge,
} from '#domain/billing.ts';
import { type ChargeInput, chargeInput } from '#domain/billing-contracts.ts';
import { formatUsd } from '#domain/money.ts';
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
