import { type FormEvent, useState } from 'react';
import { maintenanceDetailsInput } from '#domain/vehicle-contracts.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/text-field.tsx';

export interface MaintenanceDetails {
  description?: string;
  cost?: number | null;
}

interface MaintenanceDetailsDialogProps {
  vehicleName: string | null;
  /** Saves the move, with the details or without them ('Omitir'). */
  onSave(details: MaintenanceDetails | undefined): void;
  /** Closing the window any other way leaves the vehicle where it was. */
  onCancel(): void;
}

/** Leaving the workshop may note what was done and what it cost; both are optional. */
export function MaintenanceDetailsDialog({
  vehicleName,
  onSave,
  onCancel,
}: MaintenanceDetailsDialogProps) {
  return (
    <Dialog
      open={vehicleName !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title="Registrar Mantenimiento"
      description={`"${vehicleName ?? ''}" pasa de "En mantenimiento" a "Mantenimiento al día". Si quieres, anota el trabajo realizado y su costo.`}
      size="sm"
    >
      {vehicleName !== null ? <DetailsForm onSave={onSave} /> : null}
    </Dialog>
  );
}

function DetailsForm({ onSave }: Pick<MaintenanceDetailsDialogProps, 'onSave'>) {
  const [description, setDescription] = useState('');
  const [cost, setCost] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = maintenanceDetailsInput.safeParse({ description, cost });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    const { description: text, cost: amount } = parsed.data;
    onSave({ ...(text ? { description: text } : {}), ...(amount != null ? { cost: amount } : {}) });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label="Descripción (opcional)"
        value={description}
        maxLength={500}
        placeholder="Cambio de aceite y filtros"
        onChange={(event) => setDescription(event.target.value)}
      />
      <TextField
        label="Costo en USD (opcional)"
        inputMode="decimal"
        value={cost}
        placeholder="65.00"
        error={error}
        onChange={(event) => {
          setCost(event.target.value.replace(/[^\d.]/g, ''));
          setError(undefined);
        }}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={() => onSave(undefined)}>
          Omitir
        </Button>
        <Button type="submit">Guardar</Button>
      </div>
    </form>
  );
}
