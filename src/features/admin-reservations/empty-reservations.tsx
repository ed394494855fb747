import CalendarX2 from 'lucide-react/icons/calendar-x-2';
import SearchX from 'lucide-react/icons/search-x';
import { Button } from '../../components/ui/button.tsx';

interface EmptyReservationsProps {
  /** No reservation exists at all, as opposed to none matching the filters. */
  noneAtAll: boolean;
  onClearFilters(): void;
}

/** The two empty states of SPEC 2.12. */
export function EmptyReservations({ noneAtAll, onClearFilters }: EmptyReservationsProps) {
  const Icon = noneAtAll ? CalendarX2 : SearchX;
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-navy-600 px-6 py-12 text-center">
      <Icon aria-hidden="true" className="size-10 text-navy-300" />
      {noneAtAll ? (
        <p className="text-lg font-semibold text-white">Aún no hay reservas en el sistema</p>
      ) : (
        <>
          <p className="text-lg font-semibold text-white">No se encontraron reservas</p>
          <p className="text-navy-200">
            Intenta ajustar los filtros o el término de búsqueda para ver más resultados.
          </p>
          <Button variant="secondary" onClick={onClearFilters}>
            Limpiar filtros
          </Button>
        </>
      )}
    </div>
  );
}
