import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { apiErrorMessage } from '../../lib/api-error.ts';
import {
  VEHICLE_DETAIL_ERROR_TEXTS,
  type Vehicle,
  type VehicleDetail,
  vehicleDetailQueryOptions,
} from '../../lib/vehicles.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { Loading } from './loading.tsx';

interface VehicleDetailProps {
  /** The card the screen already shows; its version tells a stale detail from a current one. */
  vehicle: Vehicle;
  children(detail: VehicleDetail): ReactNode;
}

/**
 * What only the vehicle's own answer carries (gallery, history; issue 14), with its loading and
 * error states. A copy older than the card waits for the fresh one, unless none can come
 * (offline), so a form never starts from values the list already knows are old.
 */
export function WithVehicleDetail({ vehicle, children }: VehicleDetailProps) {
  const query = useQuery(vehicleDetailQueryOptions(vehicle.id));
  const detail = query.data;
  if (detail && (detail.version >= vehicle.version || !query.isFetching)) return children(detail);
  if (query.isError) {
    return (
      <Alert tone="error">
        <div className="flex flex-wrap items-center gap-3">
          <span>{apiErrorMessage(query.error, VEHICLE_DETAIL_ERROR_TEXTS)}</span>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Reintentar
          </Button>
        </div>
      </Alert>
    );
  }
  return <Loading text="Cargando vehículo..." />;
}
