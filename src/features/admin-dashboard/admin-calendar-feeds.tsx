import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  CalendarFeedsPanel,
  SubscribeButton,
} from '../../components/calendar-feeds/calendar-feeds-panel.tsx';
import { SelectField } from '../../components/ui/select.tsx';
import { vehiclesQueryOptions } from '../../lib/vehicles.ts';

/** The admin's calendars: every reservation, or one vehicle's reservations and service windows. */
export function AdminCalendarFeeds() {
  const vehicles = useQuery(vehiclesQueryOptions());
  const [vehicleId, setVehicleId] = useState('');
  const options = (vehicles.data ?? []).map((vehicle) => ({
    value: String(vehicle.id),
    label: vehicle.name,
  }));
  return (
    <CalendarFeedsPanel
      choices={[{ label: 'Todas las reservas', scope: 'all' }]}
      extra={(create, pending) => (
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:items-end">
          <SelectField
            label="Vehículo"
            value={vehicleId}
            onValueChange={setVehicleId}
            options={options}
            placeholder={vehicles.isPending ? 'Cargando vehículos...' : 'Elige un vehículo'}
            className="sm:w-64"
          />
          <SubscribeButton
            disabled={pending || vehicleId === ''}
            onClick={() =>
              create({ label: 'Vehículo', scope: 'vehicle', vehicleId: Number(vehicleId) })
            }
          >
            Calendario del vehículo
          </SubscribeButton>
        </div>
      )}
    />
  );
}
