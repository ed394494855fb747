import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { apiErrorMessage } from '../../lib/api-error.ts';
import { MY_RESERVATIONS_ERROR_TEXTS } from './api/get-my-reservations.ts';

export function MyReservationsLoading() {
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeading title="Mis Reservas" />
      <Loading text="Cargando reservas..." />
    </div>
  );
}

/** 'Error: {message}' (SPEC 2.8), with a retry that asks the server again. */
export function MyReservationsError({ error }: { error: unknown }) {
  const router = useRouter();
  const { reset } = useQueryErrorResetBoundary();
  useEffect(() => reset(), [reset]);
  return (
    <div className="mx-auto flex max-w-5xl flex-col items-start gap-4">
      <PageHeading title="Mis Reservas" />
      <Alert tone="error">Error: {apiErrorMessage(error, MY_RESERVATIONS_ERROR_TEXTS)}</Alert>
      <Button variant="secondary" onClick={() => void router.invalidate()}>
        Reintentar
      </Button>
    </div>
  );
}
