import { useQuery } from '@tanstack/react-query';
import { todayInElSalvador } from '#domain/dates.ts';
import { STRANDED_DAYS } from '#domain/reservation.ts';
import { StrandedCard } from '../../components/cars-out/cars-out-sections.tsx';
import { operationsQuery } from '../../lib/operations-api.ts';

/**
 * 'Vehículo sin devolver' on the dashboard (issue 27): the bookings of the next days whose car is
 * still out on an overdue rental, each with 'Reasignar'. The same list as 'Operaciones de hoy';
 * nothing is shown while there is none.
 */
export function CarsNotBack() {
  const today = todayInElSalvador();
  const query = useQuery(operationsQuery(today));
  const stranded = query.data?.stranded ?? [];
  if (stranded.length === 0) return null;
  return (
    <section aria-labelledby="dashboard-stranded" className="flex flex-col gap-3">
      <div>
        <h2 id="dashboard-stranded" className="text-lg font-semibold text-white">
          Vehículo sin devolver <span className="text-navy-300">({stranded.length})</span>
        </h2>
        <p className="text-sm text-navy-200">
          Reservas de los próximos {STRANDED_DAYS} días cuyo vehículo no ha vuelto de otro alquiler.
        </p>
      </div>
      <ul className="flex flex-col gap-3">
        {stranded.map((reservation) => (
          <StrandedCard key={reservation.id} reservation={reservation} />
        ))}
      </ul>
    </section>
  );
}
