import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { HandoverInput } from '#domain/handover-contracts.ts';
import { apiErrorMessage, apiErrorStatus, type ErrorTexts } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { useQueueableMutation } from '../../lib/use-queueable-mutation.ts';
import { HANDOVER_KINDS, type HandoverSide, submitHandover } from './api/submit-handover.ts';

/** Kept offline, the outbox's text of the kind says 'Entrega guardada sin conexión: ...'. */
export const SUBMIT_TEXTS = {
  done: {
    checkout: 'Entrega registrada: la reserva está En curso',
    checkin: 'Devolución registrada: la reserva está Devuelta',
  },
} as const;

const ERROR_TEXTS: ErrorTexts = {
  byStatus: {
    401: 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.',
    403: 'Solo el personal puede registrar entregas y devoluciones',
    404: 'Reserva no encontrada',
  },
  otherStatus: (status) => `Error del servidor (${status})`,
  fallback: 'No se pudo guardar. Intenta de nuevo.',
};

/** Sends a flow's record once; the key is kept across retries of the same confirmation. */
export function useSubmitHandover(side: HandoverSide, reservationId: number) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mutation = useQueueableMutation(HANDOVER_KINDS[side], {
    mutationFn: (record: HandoverInput) =>
      submitHandover(side, reservationId, record, idempotencyKey),
    subject: () => undefined,
    onSent: () => toast.success(SUBMIT_TEXTS.done[side]),
  });

  /** Resolves to the failure (null when it went through), for the checks of issue 27. */
  async function submit(record: HandoverInput): Promise<unknown> {
    setSending(true);
    setError(null);
    try {
      await mutation.mutateAsync(record);
      // A check-in moves the car's kilometres and may send it to maintenance (fleet, alerts).
      await Promise.all(
        [['reservations'], ['vehicles']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      await navigate({ to: '/admin/operations' });
      return null;
    } catch (caught) {
      setError(apiErrorMessage(caught, ERROR_TEXTS));
      // The server decided: a corrected form is a new request, not a replay of this one.
      if (apiErrorStatus(caught) !== undefined) setIdempotencyKey(crypto.randomUUID());
      return caught;
    } finally {
      setSending(false);
    }
  }

  return { submit, sending, error };
}
