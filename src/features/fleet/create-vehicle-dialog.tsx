import type { FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { toast } from '../../lib/toast.ts';
import { newIdempotencyKey } from '../../lib/vehicles.ts';
import { useCreateVehicle } from './api/create-vehicle.ts';
import { CREATE_VEHICLE_ERROR_TEXTS, fleetErrorMessage } from './api/error-texts.ts';
import { focusFirstError, serverFieldErrors, useVehicleForm } from './use-vehicle-form.ts';
import { VehicleFormFields } from './vehicle-form-fields.tsx';
import { CREATE_FIELDS, EMPTY_VEHICLE_FORM, parseCreateForm } from './vehicle-form-values.ts';

const ID_PREFIX = 'create-vehicle';

interface CreateVehicleDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** 'Agregar Nuevo Vehículo' (SPEC 2.14, 2.15, 5.4). */
export function CreateVehicleDialog({ open, onOpenChange }: CreateVehicleDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Agregar Nuevo Vehículo"
      description="Todos los campos son obligatorios, salvo las imágenes adicionales."
      size="lg"
    >
      {/* Mounted only while open, so every opening starts from an empty form. */}
      <CreateVehicleForm onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function CreateVehicleForm({ onDone }: { onDone(): void }) {
  const form = useVehicleForm(EMPTY_VEHICLE_FORM);
  const mutation = useCreateVehicle();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseCreateForm(form.values);
    if (!parsed.ok) {
      form.setErrors(parsed.errors);
      focusFirstError(ID_PREFIX, CREATE_FIELDS, parsed.errors);
      return;
    }
    mutation.mutate(
      { vehicle: parsed.data, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: () => {
          toast.success(`Vehículo "${parsed.data.name}" agregado correctamente`);
          onDone();
        },
        onError: (error) => {
          const fields = serverFieldErrors(error, CREATE_FIELDS);
          form.setErrors(fields);
          focusFirstError(ID_PREFIX, CREATE_FIELDS, fields);
          toast.error(fleetErrorMessage(error, CREATE_VEHICLE_ERROR_TEXTS));
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <VehicleFormFields
        idPrefix={ID_PREFIX}
        fields={CREATE_FIELDS}
        values={form.values}
        errors={form.errors}
        onChange={form.change}
        disabled={mutation.isPending}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone} disabled={mutation.isPending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Guardando...' : 'Agregar Vehículo'}
        </Button>
      </div>
    </form>
  );
}
