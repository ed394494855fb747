import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useEffect, useRef, useState } from 'react';
import type { MessageView } from '#domain/message-contracts.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import {
  type MessageFilters,
  messagePagesQuery,
  messagesErrorMessage,
  NO_MESSAGE_FILTERS,
  resendErrorMessage,
  useResendMessage,
} from './api/messages.ts';
import { MessageCard } from './message-card.tsx';
import {
  isFilteringMessages,
  MessageFiltersBar,
  reservationFilterError,
} from './message-filters.tsx';

const TYPING_DELAY_MS = 300;

export const MESSAGES_TEXTS = {
  title: 'Mensajes',
  subtitle: 'Cada correo y notificación push de la app, con su estado.',
  loading: 'Cargando mensajes...',
  none: 'Todavía no hay mensajes.',
  resent: (id: number) => `Mensaje #${id} reenviado: volvió a la cola de envío.`,
  noneFiltered: 'Ningún mensaje coincide con los filtros.',
  more: 'Cargar más mensajes',
  loadingMore: 'Cargando mensajes...',
  refresh: 'Actualizar',
  retry: 'Reintentar',
} as const;

/** '/admin/messages' (issue 29): the outbox as staff see it, newest first, paged on the server. */
export function MessagesPage() {
  const [filters, setFilters] = useState<MessageFilters>(NO_MESSAGE_FILTERS);
  // The reservation number goes to the server once typing pauses, and only when it is one.
  const typed = useDebouncedValue(filters.reservationId, TYPING_DELAY_MS);
  const reservationId = reservationFilterError(typed) ? '' : typed;
  const query = useInfiniteQuery({
    ...messagePagesQuery({ ...filters, reservationId }),
    placeholderData: keepPreviousData,
  });
  const resend = useResendMessage();
  const [resentId, setResentId] = useState<number | null>(null);
  const resentRef = useRef<HTMLParagraphElement>(null);
  // The note takes the focus the 'Reenviar' button had: that card may leave a 'fallido' list.
  useEffect(() => {
    if (resentId !== null) resentRef.current?.focus();
  }, [resentId]);

  const messages = query.data?.pages.flatMap((page) => page.items) ?? [];

  function resendOne(message: MessageView) {
    setResentId(null);
    resend.mutate(message.id, { onSuccess: () => setResentId(message.id) });
  }

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <PageHeading title={MESSAGES_TEXTS.title} subtitle={MESSAGES_TEXTS.subtitle} />
        <Button
          variant="secondary"
          className="mb-6"
          onClick={() => void query.refetch()}
          aria-disabled={query.isFetching || undefined}
        >
          <RefreshCw
            aria-hidden="true"
            className={`size-4 ${query.isFetching ? 'motion-safe:animate-spin' : ''}`}
          />
          {MESSAGES_TEXTS.refresh}
        </Button>
      </div>

      <MessageFiltersBar filters={filters} onChange={setFilters} />

      {resentId !== null ? (
        <p
          ref={resentRef}
          tabIndex={-1}
          role="status"
          className="mb-4 rounded-lg border border-emerald-400/40 bg-emerald-500/10 px-4 py-3 text-sm text-emerald-200"
        >
          {MESSAGES_TEXTS.resent(resentId)}
        </p>
      ) : null}

      {resend.isError ? (
        <div className="mb-4">
          <Alert tone="error">{resendErrorMessage(resend.error)}</Alert>
        </div>
      ) : null}

      {query.isError && !query.isFetching ? (
        <div className="mb-4 flex flex-col items-start gap-3">
          <Alert tone="error">{messagesErrorMessage(query.error)}</Alert>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {MESSAGES_TEXTS.retry}
          </Button>
        </div>
      ) : null}

      {query.isPending ? (
        <Loading text={MESSAGES_TEXTS.loading} />
      ) : query.data === undefined ? null : messages.length === 0 ? (
        <p
          role="status"
          className="rounded-2xl border border-navy-700 p-6 text-center text-navy-200"
        >
          {isFilteringMessages(filters) ? MESSAGES_TEXTS.noneFiltered : MESSAGES_TEXTS.none}
        </p>
      ) : (
        <ul aria-label="Mensajes" className="flex flex-col gap-3">
          {messages.map((message) => (
            <li key={message.id}>
              <MessageCard
                message={message}
                resending={resend.isPending && resend.variables === message.id}
                onResend={resendOne}
              />
            </li>
          ))}
        </ul>
      )}

      {query.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            onClick={() => {
              if (!query.isFetchingNextPage) void query.fetchNextPage();
            }}
            aria-disabled={query.isFetchingNextPage || undefined}
          >
            {query.isFetchingNextPage ? MESSAGES_TEXTS.loadingMore : MESSAGES_TEXTS.more}
          </Button>
        </div>
      ) : null}
    </>
  );
}
