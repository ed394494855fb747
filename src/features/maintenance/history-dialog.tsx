import { formatDate } from '#domain/dates.ts';
import { formatUsd } from '#domain/money.ts';
import type { MaintenanceRecordView } from '#domain/vehicle-contracts.ts';
import { LazyAuditTrail } from '../../components/audit/lazy-audit-trail.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { WithVehicleDetail } from '../../components/ui/vehicle-detail.tsx';
import { useSession } from '../../lib/use-session.ts';
import { formatKilometers } from '../../lib/vehicle-format.ts';
import type { Vehicle } from '../../lib/vehicles.ts';
import { OdometerLog } from './odometer-log.tsx';

interface HistoryDialogProps {
  vehicle: Vehicle | null;
  onClose(): void;
}

/**
 * The maintenance history of one vehicle, newest first (SPEC 2.13), and for admins, in its own
 * tab, its change history (issue 18). The board's cards do not carry the records (issue 14): an
 * admin's dialog loads the vehicle's own answer; other signed-in users read the board from the
 * renter's view, which has no history.
 */
export function HistoryDialog({ vehicle, onClose }: HistoryDialogProps) {
  const isAdmin = useSession().user?.routeRole === 'admin';
  return (
    <Dialog
      open={vehicle !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Historial de Mantenimiento"
      description={vehicle ? `${vehicle.name} · ${vehicle.brand} ${vehicle.model}` : undefined}
    >
      {vehicle && isAdmin ? (
        <Tabs
          label="Secciones del historial"
          tabs={[
            {
              value: 'records',
              label: 'Mantenimientos',
              content: (
                <WithVehicleDetail key={vehicle.id} vehicle={vehicle}>
                  {(detail) => <History vehicle={vehicle} records={detail.maintenanceRecords} />}
                </WithVehicleDetail>
              ),
            },
            {
              value: 'audit',
              label: 'Historial',
              content: <LazyAuditTrail entity="vehicle" id={vehicle.id} />,
            },
            {
              value: 'odometer',
              label: 'Odómetro',
              content: <OdometerLog vehicleId={vehicle.id} />,
            },
          ]}
        />
      ) : vehicle ? (
        <History vehicle={vehicle} records={[]} />
      ) : null}
    </Dialog>
  );
}

/** The workshop's records, newest first (SPEC 2.13). */
function History({ vehicle, records }: { vehicle: Vehicle; records: MaintenanceRecordView[] }) {
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Summary label="Kilometraje actual" value={formatKilometers(vehicle.kilometers)} />
        <Summary label="Tipo" value={vehicle.vehicleType.type} />
        <Summary label="Mantenimientos en total" value={String(records.length)} />
      </dl>
      {records.length === 0 ? (
        <p className="rounded-xl border border-dashed border-navy-600 p-6 text-center text-navy-200">
          No hay registros de mantenimiento aún
        </p>
      ) : (
        <ol aria-label="Registros de mantenimiento" className="flex flex-col gap-3">
          {records.map((record, index) => (
            <li
              key={record.id}
              className="rounded-xl border border-navy-700 bg-navy-800/60 p-4 text-sm"
            >
              <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-bold text-gold-300">
                  Mantenimiento #{records.length - index}
                </span>
                <span className="text-navy-200">{formatDate(record.maintenanceDate)}</span>
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-navy-100">
                <dt className="text-navy-300">Kilometraje</dt>
                <dd>{formatKilometers(record.kmAtMaintenance)}</dd>
                <dt className="text-navy-300">Descripción</dt>
                <dd>{record.description || 'Sin descripción'}</dd>
                <dt className="text-navy-300">Costo</dt>
                <dd>{record.cost === null ? 'Sin costo registrado' : formatUsd(record.cost)}</dd>
              </dl>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function Summary({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-navy-700 bg-navy-800/60 p-3">
      <dt className="text-xs text-navy-300">{label}</dt>
      <dd className="text-lg font-bold text-white">{value}</dd>
    </div>
  );
}
