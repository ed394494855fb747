import { type FormEvent, useState } from 'react';
import { addDays, todayInElSalvador } from '#domain/dates.ts';
import type { AffectedReservation } from '#domain/maintenance-contracts.ts';
import { MAINTENANCE_MESSAGES as M } from '#domain/maintenance-messages.ts';
import { apiErrorBody } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { Button } from '../ui/button.tsx';
import { DateField } from '../ui/date-field.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { TextField } from '../ui/text-field.tsx';
import { ReassignList } from './reassign-list.tsx';
import { conflictsOf, useScheduleWindow } from './service-windows-api.ts';

interface ScheduleWindowDialogProps {
  vehicle: { id: number; name: string } | null;
  onClose(): void;
}

/** 'Programar servicio' (issue 12): a service window, and the bookings in its way. */
export function ScheduleWindowDialog({ vehicle, onClose }: ScheduleWindowDialogProps) {
  return (
    <Dialog
      open={vehicle !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Programar servicio"
      description={
        vehicle ? `${vehicle.name}: los días del servicio no se pueden reservar.` : undefined
      }
    >
      {vehicle ? <WindowForm key={vehicle.id} vehicleId={vehicle.id} onDone={onClose} /> : null}
    </Dialog>
  );
}

type Errors = Partial<Record<'startDate' | 'endDate' | 'reason', string>>;

function WindowForm({ vehicleId, onDone }: { vehicleId: number; onDone(): void }) {
  const today = todayInElSalvador();
  const [startDate, setStartDate] = useState(addDays(today, 1));
  const [endDate, setEndDate] = useState(addDays(today, 2));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [conflicts, setConflicts] = useState<AffectedReservation[]>([]);
  const schedule = useScheduleWindow();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {};
    if (!startDate) found.startDate = M.startRequired;
    if (!endDate) found.endDate = M.endRequired;
    else if (startDate && endDate < startDate) found.endDate = M.endBeforeStart;
    if (!reason.trim()) found.reason = M.reasonRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    schedule.mutate(
      { vehicleId, body: { startDate, endDate, reason } },
      {
        onSuccess: () => {
          toast.success('Servicio programado');
          onDone();
        },
        onError: (error) => {
          const clashes = conflictsOf(error);
          if (clashes) {
            setConflicts(clashes);
            return;
          }
          const body = apiErrorBody(error);
          if (body?.fields) setErrors(body.fields as Errors);
          toast.error(body?.message ?? 'No se pudo programar el servicio');
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField
          label="Desde"
          value={startDate}
          onChange={setStartDate}
          min={today}
          error={errors.startDate}
        />
        <DateField
          label="Hasta"
          value={endDate}
          onChange={setEndDate}
          min={startDate || today}
          error={errors.endDate}
        />
      </div>
      <TextField
        label="Motivo"
        value={reason}
        maxLength={300}
        onChange={(event) => setReason(event.target.value)}
        error={errors.reason}
        placeholder="Cambio de aceite y frenos"
      />
      {conflicts.length > 0 ? (
        <div role="alert" className="rounded-lg border border-amber-400/40 bg-amber-500/10 p-3">
          <p className="mb-2 text-sm font-semibold text-amber-100">{M.conflict}</p>
          <ReassignList
            reservations={conflicts}
            onMoved={(id) => setConflicts((list) => list.filter((c) => c.reservationId !== id))}
          />
        </div>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={schedule.isPending}>
          {schedule.isPending ? 'Programando...' : 'Programar'}
        </Button>
      </div>
    </form>
  );
}
