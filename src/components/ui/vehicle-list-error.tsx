import { apiErrorMessage } from '../../lib/api-error.ts';
import { VEHICLE_LIST_ERROR_TEXTS } from '../../lib/vehicles.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

/** The fleet list could not be loaded: the SPEC 8 text for the failure and a way to try again. */
export function VehicleListError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  return (
    <Alert tone="error">
      <div className="flex flex-wrap items-center gap-3">
        <span>{apiErrorMessage(error, VEHICLE_LIST_ERROR_TEXTS)}</span>
        <Button variant="secondary" onClick={onRetry}>
          Reintentar
        </Button>
      </div>
    </Alert>
  );
}
