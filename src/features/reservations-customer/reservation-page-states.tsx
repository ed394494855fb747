import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import CarFront from 'lucide-react/icons/car-front';
import { useEffect } from 'react';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { apiErrorStatus } from '../../lib/api-error.ts';

/** 'Vehículo no encontrado' for a missing id; otherwise SPEC 8's retryable failure. */
export function ReservationPageError({ error }: { error: unknown }) {
  const router = useRouter();
  const { reset } = useQueryErrorResetBoundary();
  useEffect(() => reset(), [reset]);
  const notFound = apiErrorStatus(error) === 404 || apiErrorStatus(error) === 400;
  return notFound ? (
    <VehicleNotFound />
  ) : (
    <section className="mx-auto mt-10 flex max-w-md flex-col items-center gap-4 rounded-2xl border border-navy-700 bg-navy-800/60 p-8 text-center">
      <p role="alert" className="text-navy-100">
        ❌ No se pudo obtener la información del vehículo. Intenta nuevamente.
      </p>
      <Button onClick={() => void router.invalidate()}>Reintentar</Button>
    </section>
  );
}

export function VehicleNotFound() {
  return (
    <section className="mx-auto mt-10 flex max-w-md flex-col items-center gap-4 rounded-2xl border border-navy-700 bg-navy-800/60 p-8 text-center">
      <CarFront aria-hidden="true" className="size-10 text-gold-400" />
      <h1 className="text-2xl font-bold text-white">Vehículo no encontrado</h1>
      <p className="text-navy-200">Puede que ya no esté en nuestra flota.</p>
      <Link to="/customer/vehicles" className={buttonClasses('primary')}>
        Ver vehículos disponibles
      </Link>
    </section>
  );
}
