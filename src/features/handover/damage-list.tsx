import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { HANDOVER_MESSAGES } from '#domain/handover.ts';
import type { HandoverInput } from '#domain/handover-contracts.ts';
import { formatUsd } from '#domain/money.ts';
import { Button } from '../../components/ui/button.tsx';
import { ProtectedPhoto } from '../../components/ui/protected-photo.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { PhotoTile } from './photo-tile.tsx';

export type NewDamage = NonNullable<HandoverInput['damages']>[number] & {
  estimatedCost: number | null;
};

interface DamageListProps {
  damages: readonly NewDamage[];
  onChange(damages: NewDamage[]): void;
}

const EMPTY = { area: '', note: '', cost: '', sha256: null as string | null };

/** Reads '45', '45.50' or '45,50' as dollars; null for empty, NaN for anything else. */
export function parseCost(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,7}([.,]\d{1,2})?$/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(',', '.'));
}

/** New damage found at the return: area, what happened, an optional photo and cost. */
export function DamageList({ damages, onChange }: DamageListProps) {
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<{ area?: string; note?: string; cost?: string }>({});

  function add() {
    const cost = parseCost(draft.cost);
    const next = {
      ...(draft.area.trim() ? {} : { area: HANDOVER_MESSAGES.damageAreaRequired }),
      ...(draft.note.trim() ? {} : { note: HANDOVER_MESSAGES.damageNoteRequired }),
      ...(Number.isNaN(cost) ? { cost: HANDOVER_MESSAGES.damageCostInvalid } : {}),
    };
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    onChange([
      ...damages,
      {
        area: draft.area.trim(),
        note: draft.note.trim(),
        sha256: draft.sha256,
        estimatedCost: cost,
      },
    ]);
    setDraft(EMPTY);
  }

  return (
    <div className="flex flex-col gap-4">
      {damages.length === 0 ? (
        <p className="text-sm text-navy-200">Sin daños nuevos registrados.</p>
      ) : (
        <ul aria-label="Daños nuevos" className="flex flex-col gap-3">
          {damages.map((damage, index) => (
            <li
              // Damages have no id until saved; the list only grows or drops items.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              key={index}
              className="flex gap-3 rounded-lg border border-navy-600 bg-navy-900/50 p-3"
            >
              {damage.sha256 ? (
                <div className="w-24 shrink-0">
                  <ProtectedPhoto sha256={damage.sha256} alt={`Foto del daño: ${damage.area}`} />
                </div>
              ) : null}
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold text-white">{damage.area}</p>
                <p className="text-navy-100">{damage.note}</p>
                {damage.estimatedCost !== null ? (
                  <p className="text-navy-200">Costo estimado: {formatUsd(damage.estimatedCost)}</p>
                ) : null}
              </div>
              <Button
                variant="ghost"
                aria-label={`Quitar daño: ${damage.area}`}
                onClick={() => onChange(damages.filter((_, other) => other !== index))}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}

      <fieldset className="grid gap-3 rounded-lg border border-navy-700 p-3 sm:grid-cols-2">
        <legend className="px-1 text-sm font-medium text-navy-100">Agregar daño</legend>
        <TextField
          label="Área del daño"
          placeholder="Ej.: Puerta delantera derecha"
          value={draft.area}
          error={errors.area}
          onChange={(event) => setDraft({ ...draft, area: event.target.value })}
        />
        <TextField
          label="Costo estimado (USD, opcional)"
          inputMode="decimal"
          value={draft.cost}
          error={errors.cost}
          onChange={(event) => setDraft({ ...draft, cost: event.target.value })}
        />
        <TextField
          label="Descripción del daño"
          className="sm:col-span-2"
          value={draft.note}
          error={errors.note}
          onChange={(event) => setDraft({ ...draft, note: event.target.value })}
        />
        <div className="sm:col-span-2 sm:max-w-xs">
          <PhotoTile
            label="Daño (opcional)"
            sha256={draft.sha256}
            onChange={(sha256) => setDraft({ ...draft, sha256 })}
          />
        </div>
        <Button variant="secondary" onClick={add} className="sm:col-span-2 sm:justify-self-start">
          <Plus aria-hidden="true" className="size-4" />
          Agregar daño
        </Button>
      </fieldset>
    </div>
  );
}
