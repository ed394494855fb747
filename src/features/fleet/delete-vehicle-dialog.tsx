import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { toast } from '../../lib/toast.ts';
import { newIdempotencyKey, type Vehicle } from '../../lib/vehicles.ts';
import { useDeleteVehicle } from './api/delete-vehicle.ts';
import { DELETE_VEHICLE_ERROR_TEXTS, fleetErrorMessage } from './api/error-texts.ts';

interface DeleteVehicleDialogProps {
  vehicle: Vehicle | null;
  onClose(): void;
}

/** 'Confirmar Eliminación' (SPEC 2.14); a vehicle with reservations ahead is refused (409). */
export function DeleteVehicleDialog({ vehicle, onClose }: DeleteVehicleDialogProps) {
  const mutation = useDeleteVehicle();

  function confirm() {
    if (!vehicle) return;
    mutation.mutate(
      { id: vehicle.id, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: () => toast.success(`Vehículo "${vehicle.name}" eliminado correctamente`),
        onError: (error) => toast.error(fleetErrorMessage(error, DELETE_VEHICLE_ERROR_TEXTS)),
        onSettled: onClose,
      },
    );
  }

  return (
    <ConfirmDialog
      open={vehicle !== null}
      onOpenChange={(open) => {
        if (!open && !mutation.isPending) onClose();
      }}
      title="Confirmar Eliminación"
      description={`Está seguro de eliminar el vehículo ${vehicle?.name ?? ''}? Esta acción no se puede deshacer.`}
      confirmLabel="Eliminar"
      cancelLabel="Cancelar"
      pendingLabel="Eliminando..."
      pending={mutation.isPending}
      destructive
      onConfirm={confirm}
    />
  );
}
