import type { FormEvent } from 'react';
import { VEHICLE_MESSAGES } from '#domain/vehicle.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { WithVehicleDetail } from '../../components/ui/vehicle-detail.tsx';
import { toast } from '../../lib/toast.ts';
import { formatKilometers } from '../../lib/vehicle-format.ts';
import { newIdempotencyKey, type Vehicle, type VehicleDetail } from '../../lib/vehicles.ts';
import { fleetErrorMessage, UPDATE_VEHICLE_ERROR_TEXTS } from './api/error-texts.ts';
import { useUpdateVehicle } from './api/update-vehicle.ts';
import { focusFirstError, serverFieldErrors, useVehicleForm } from './use-vehicle-form.ts';
import { VehicleFormFields } from './vehicle-form-fields.tsx';
import { EDIT_FIELDS, parseEditForm, valuesFromVehicle } from './vehicle-form-values.ts';

const ID_PREFIX = 'edit-vehicle';

interface EditVehicleDialogProps {
  vehicle: Vehicle | null;
  onClose(): void;
}

/** 'Editar Vehículo': price, kilometers, features, images and insurance phone (SPEC 2.15, 5.6). */
export function EditVehicleDialog({ vehicle, onClose }: EditVehicleDialogProps) {
  return (
    <Dialog
      open={vehicle !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Editar Vehículo"
      description={
        vehicle
          ? `${vehicle.name} · ${vehicle.brand} ${vehicle.model} · ${vehicle.type} · ${vehicle.capacity} personas`
          : undefined
      }
      size="lg"
    >
      {vehicle ? (
        // The gallery is not on the card (issue 14): the form starts from the vehicle's own answer.
        <WithVehicleDetail key={vehicle.id} vehicle={vehicle}>
          {(detail) => <EditVehicleForm vehicle={detail} onDone={onClose} />}
        </WithVehicleDetail>
      ) : null}
    </Dialog>
  );
}

function EditVehicleForm({ vehicle, onDone }: { vehicle: VehicleDetail; onDone(): void }) {
  const form = useVehicleForm(valuesFromVehicle(vehicle));
  const mutation = useUpdateVehicle();
  const belowCurrent = VEHICLE_MESSAGES.kilometersBelowCurrent(vehicle.kilometers);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseEditForm(form.values, vehicle);
    if (!parsed.ok) {
      form.setErrors(parsed.errors);
      focusFirstError(ID_PREFIX, EDIT_FIELDS, parsed.errors);
      // The kilometer rule is also said out loud on submit (SPEC 5.6).
      if (parsed.errors.kilometers === belowCurrent) toast.error(belowCurrent);
      return;
    }
    if (Object.keys(parsed.data).length === 0) {
      toast.info('No hay cambios para guardar');
      onDone();
      return;
    }
    mutation.mutate(
      { id: vehicle.id, changes: parsed.data, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: () => {
          toast.success(`Vehículo "${vehicle.name}" actualizado correctamente`);
          onDone();
        },
        onError: (error) => {
          const fields = serverFieldErrors(error, EDIT_FIELDS);
          form.setErrors(fields);
          focusFirstError(ID_PREFIX, EDIT_FIELDS, fields);
          toast.error(
            `Error al actualizar el vehículo: ${fleetErrorMessage(error, UPDATE_VEHICLE_ERROR_TEXTS)}`,
          );
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <VehicleFormFields
        idPrefix={ID_PREFIX}
        fields={EDIT_FIELDS}
        values={form.values}
        errors={form.errors}
        onChange={form.change}
        hints={{
          kilometers: `Lectura actual: ${formatKilometers(vehicle.kilometers)}. No puede ser menor.`,
        }}
        disabled={mutation.isPending}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone} disabled={mutation.isPending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Guardando...' : 'Guardar Cambios'}
        </Button>
      </div>
    </form>
  );
}
