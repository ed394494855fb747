import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { toast } from 'sonner';
import type { HandoverInput } from '#domain/handover-contracts.ts';
import { apiErrorMessage, apiErrorStatus, type ErrorTexts } from '../../lib/api-error.ts';
import { type HandoverSide, SIDE_LABELS, submitHandover } from './api/submit-handover.ts';
import { PENDING_SYNC } from './pending-handover.ts';

export const SUBMIT_TEXTS = {
  done: {
    checkout: 'Entrega registrada: la reserva está En curso',
    checkin: 'Devolución registrada: la reserva está Devuelta',
  },
  queued: (side: HandoverSide) => `${SIDE_LABELS[side]} guardada sin conexión: ${PENDING_SYNC}`,
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

  /** Resolves to the failure (null when it went through), for the checks of issue 27. */
  async function submit(record: HandoverInput): Promise<unknown> {
    setSending(true);
    setError(null);
    try {
      const { queued } = await submitHandover(side, reservationId, record, idempotencyKey);
      if (queued) toast.info(SUBMIT_TEXTS.queued(side));
      else toast.success(SUBMIT_TEXTS.done[side]);
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
