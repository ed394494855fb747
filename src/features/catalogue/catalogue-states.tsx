import CarFront from 'lucide-react/icons/car-front';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { apiErrorMessage } from '../../lib/api-error.ts';
import { VEHICLE_LIST_ERROR_TEXTS } from '../../lib/vehicles.ts';

/** 'Error: {message}' and 'Reintentar' (SPEC 2.6). */
export function CatalogueError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  return (
    <div className="flex flex-col items-start gap-4">
      <Alert tone="error">Error: {apiErrorMessage(error, VEHICLE_LIST_ERROR_TEXTS)}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        Reintentar
      </Button>
    </div>
  );
}

interface CatalogueEmptyProps {
  withDates: boolean;
  /** The minimum seats asked for, when that filter alone emptied the list. */
  tooFewSeats?: number | undefined;
  onClearCapacity?: () => void;
}

/** SPEC 2.6: why the list is empty, and what to try instead. */
export function CatalogueEmpty({ withDates, tooFewSeats, onClearCapacity }: CatalogueEmptyProps) {
  if (tooFewSeats) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-navy-600 px-6 py-12 text-center">
        <CarFront aria-hidden="true" className="size-10 text-navy-300" />
        <h2 className="text-xl font-semibold text-white">No hay vehículos disponibles</h2>
        <p className="text-navy-200">
          Ningún vehículo disponible tiene capacidad para {tooFewSeats} o más personas.
        </p>
        <Button variant="secondary" onClick={onClearCapacity}>
          Quitar filtro de capacidad
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-navy-600 px-6 py-12 text-center">
      <CarFront aria-hidden="true" className="size-10 text-navy-300" />
      <h2 className="text-xl font-semibold text-white">No hay vehículos disponibles</h2>
      <p className="text-navy-200">
        {withDates
          ? 'No hay vehículos disponibles para las fechas seleccionadas.'
          : 'Actualmente no hay vehículos disponibles para alquilar.'}
      </p>
      <p className="text-sm text-navy-300">Prueba con otras fechas o con otro tipo de vehículo.</p>
    </div>
  );
}
