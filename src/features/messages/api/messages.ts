import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessagePage } from '#domain/message-contracts.ts';
import type { MessageKind, MessageStatus } from '#domain/messages.ts';
import { api } from '../../../lib/api-client.ts';
import {
  apiErrorMessage,
  type ErrorTexts,
  UnexpectedResponseError,
} from '../../../lib/api-error.ts';

/** What the list is narrowed to; '' is no filter. */
export interface MessageFilters {
  status: MessageStatus | '';
  kind: MessageKind | '';
  reservationId: string;
}

export const NO_MESSAGE_FILTERS: MessageFilters = { status: '', kind: '', reservationId: '' };

export const MESSAGES_KEY = ['messages'] as const;
export const MESSAGE_PAGE_SIZE = 25;

const LIST_TEXTS: ErrorTexts = {
  byStatus: {
    401: 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.',
    403: 'Solo el personal puede ver los mensajes.',
  },
  otherStatus: (status) => `Error del servidor (${status})`,
  fallback: 'No se pudieron cargar los mensajes.',
};

const RESEND_TEXTS: ErrorTexts = {
  byStatus: {
    401: 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.',
    404: 'El mensaje no existe.',
    409: 'Solo se puede reenviar un mensaje fallido.',
  },
  otherStatus: (status) => `Error del servidor (${status})`,
  fallback: 'No se pudo reenviar el mensaje.',
};

export const messagesErrorMessage = (error: unknown) => apiErrorMessage(error, LIST_TEXTS);
export const resendErrorMessage = (error: unknown) => apiErrorMessage(error, RESEND_TEXTS);

/** The query string of one page: only the filters in use. */
export function messagePageQuery(filters: MessageFilters, cursor: string | null) {
  const query: Record<string, string | number> = { limit: MESSAGE_PAGE_SIZE };
  if (filters.status) query.status = filters.status;
  if (filters.kind) query.kind = filters.kind;
  const reservationId = filters.reservationId.trim().replace(/^#/, '');
  if (reservationId) query.reservationId = reservationId;
  if (cursor) query.cursor = cursor;
  return query;
}

/** Newest first, one keyset page at a time. */
export function messagePagesQuery(filters: MessageFilters) {
  return infiniteQueryOptions({
    queryKey: [...MESSAGES_KEY, filters],
    queryFn: async ({ pageParam }) => {
      const body = await api<MessagePage | null>('/messages', {
        query: messagePageQuery(filters, pageParam),
      });
      if (!body || !Array.isArray(body.items)) {
        throw new UnexpectedResponseError('La respuesta no es una página de mensajes válida');
      }
      return body;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** POST /api/messages/{id}/resend: a failed message goes back to the queue (202). */
export function useResendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`/messages/${id}/resend`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
}
