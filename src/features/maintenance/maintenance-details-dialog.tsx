import { type FormEvent, useState } from 'react';
import { todayInElSalvador } from '#domain/dates.ts';
import { VEHICLE_MESSAGES } from '#domain/vehicle.ts';
import { maintenanceDetailsInput } from '#domain/vehicle-contracts.ts';
import { Button } from '../../components/ui/button.tsx';
import { DateField } from '../../components/ui/date-field.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { groupDigits } from '../../lib/vehicle-format.ts';

export interface MaintenanceDetails {
  description?: string;
  cost?: number | null;
  date?: string;
  kilometers?: number;
}

interface MaintenanceDetailsDialogProps {
  vehicle: { name: string; kilometers: number } | null;
  /** Saves the move, with the details or without them ('Omitir'). */
  onSave(details: MaintenanceDetails | undefined): void;
  /** Closing the window any other way leaves the vehicle where it was. */
  onCancel(): void;
}

/** Leaving the workshop may note what was done and what it cost; both are optional. */
export function MaintenanceDetailsDialog({
  vehicle,
  onSave,
  onCancel,
}: MaintenanceDetailsDialogProps) {
  return (
    <Dialog
      open={vehicle !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title="Registrar Mantenimiento"
      description={`"${vehicle?.name ?? ''}" pasa de "En mantenimiento" a "Mantenimiento al día". Anota la fecha y el kilometraje del servicio y, si quieres, el trabajo realizado y su costo.`}
      size="sm"
    >
      {vehicle !== null ? <DetailsForm kilometers={vehicle.kilometers} onSave={onSave} /> : null}
    </Dialog>
  );
}

type Field = 'date' | 'kilometers' | 'cost';

function DetailsForm({
  kilometers: current,
  onSave,
}: Pick<MaintenanceDetailsDialogProps, 'onSave'> & { kilometers: number }) {
  const today = todayInElSalvador();
  const [date, setDate] = useState(today);
  const [kilometers, setKilometers] = useState(String(current));
  const [description, setDescription] = useState('');
  const [cost, setCost] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = maintenanceDetailsInput.safeParse({ description, cost, date, kilometers });
    const found: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0] as Field;
      found[field] ??= issue.message;
    }
    if (
      parsed.success &&
      parsed.data.kilometers !== undefined &&
      parsed.data.kilometers < current
    ) {
      found.kilometers = VEHICLE_MESSAGES.kilometersBelowCurrent(current);
    }
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    const { description: text, cost: amount, date: day, kilometers: km } = parsed.data;
    onSave({
      ...(day ? { date: day } : {}),
      ...(km !== undefined && km !== current ? { kilometers: km } : {}),
      ...(text ? { description: text } : {}),
      ...(amount != null ? { cost: amount } : {}),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <DateField
        label="Fecha del servicio"
        value={date}
        onChange={setDate}
        max={today}
        error={errors.date}
      />
      <TextField
        label="Kilometraje"
        inputMode="numeric"
        value={groupDigits(kilometers)}
        error={errors.kilometers}
        onChange={(event) => {
          setKilometers(event.target.value.replace(/\D/g, '').slice(0, 9));
          setErrors(({ kilometers: _km, ...rest }) => rest);
        }}
      />
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
        error={errors.cost}
        onChange={(event) => {
          setCost(event.target.value.replace(/[^\d.]/g, ''));
          setErrors(({ cost: _cost, ...rest }) => rest);
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
