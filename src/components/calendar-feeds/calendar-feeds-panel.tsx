import { useQuery } from '@tanstack/react-query';
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import Copy from 'lucide-react/icons/copy';
import Trash2 from 'lucide-react/icons/trash';
import { type ReactNode, useId, useState } from 'react';
import type { CalendarFeedView, CreatedFeedView } from '#domain/calendar-feed-contracts.ts';
import { FEED_SCOPE_LABELS, type FeedScope } from '#domain/calendar-feeds.ts';
import { formatTimestampDate } from '#domain/dates.ts';
import { apiErrorMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/dialog.tsx';
import { Loading } from '../ui/loading.tsx';
import { calendarFeedsQuery, FEED_ERROR_TEXTS, useCreateFeed, useRevokeFeed } from './feeds-api.ts';

/** One way to subscribe: a button that creates a feed of that scope (and vehicle). */
export interface FeedChoice {
  label: string;
  scope: FeedScope;
  vehicleId?: number;
}

const feedTitle = (feed: CalendarFeedView) =>
  feed.scope === 'vehicle' && feed.vehicle
    ? `${FEED_SCOPE_LABELS.vehicle}: ${feed.vehicle.name}`
    : FEED_SCOPE_LABELS[feed.scope];

/**
 * 'Calendario' (issue 18): secret iCalendar URLs to subscribe to from a phone's calendar. The
 * URL is shown once, when created (the server keeps only its fingerprint); revoking ends it.
 */
export function CalendarFeedsPanel({
  choices,
  extra,
}: {
  choices: FeedChoice[];
  /** More ways to subscribe (e.g. a vehicle picker), shown after the buttons. */
  extra?: (create: (choice: FeedChoice) => void, pending: boolean) => ReactNode;
}) {
  const headingId = useId();
  const feeds = useQuery(calendarFeedsQuery());
  const create = useCreateFeed();
  const [created, setCreated] = useState<CreatedFeedView | null>(null);
  const [revoking, setRevoking] = useState<CalendarFeedView | null>(null);
  const revoke = useRevokeFeed();

  const subscribe = (choice: FeedChoice) =>
    create.mutate(
      { scope: choice.scope, ...(choice.vehicleId ? { vehicleId: choice.vehicleId } : {}) },
      {
        onSuccess: setCreated,
        onError: (error) => toast.error(apiErrorMessage(error, FEED_ERROR_TEXTS)),
      },
    );

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-navy-700 bg-navy-800/60 p-5"
    >
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-white">
          Calendario
        </h2>
        <p className="mt-1 text-sm text-navy-100">
          Suscríbete desde Google Calendar, Apple Calendar u Outlook con una URL secreta. Quien
          tenga la URL ve estas reservas: no la compartas.
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        {choices.map((choice) => (
          <SubscribeButton
            key={choice.label}
            disabled={create.isPending}
            onClick={() => subscribe(choice)}
          >
            {choice.label}
          </SubscribeButton>
        ))}
        {extra?.(subscribe, create.isPending)}
      </div>
      {created ? <CreatedFeed feed={created} onDone={() => setCreated(null)} /> : null}
      {feeds.isPending ? (
        <Loading text="Cargando calendarios..." />
      ) : feeds.isError ? (
        <Alert tone="error">{apiErrorMessage(feeds.error, FEED_ERROR_TEXTS)}</Alert>
      ) : feeds.data.length === 0 ? (
        <p className="text-sm text-navy-200">Aún no tienes calendarios suscritos.</p>
      ) : (
        <ul aria-label="Mis calendarios" className="flex flex-col gap-2">
          {feeds.data.map((feed) => (
            <li
              key={feed.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-navy-700 p-3 text-sm"
            >
              <span className="text-white">
                {feedTitle(feed)}
                <span className="block text-xs text-navy-200">
                  Creado el {formatTimestampDate(feed.createdAt)}
                </span>
              </span>
              <Button
                variant="ghost"
                onClick={() => setRevoking(feed)}
                aria-label={`Revocar el calendario ${feedTitle(feed)} creado el ${formatTimestampDate(feed.createdAt)}`}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Revocar
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title="¿Revocar este calendario?"
        description="La URL dejará de funcionar y tu aplicación de calendario ya no recibirá cambios. Puedes crear otra cuando quieras."
        confirmLabel="Revocar"
        pendingLabel="Revocando..."
        pending={revoke.isPending}
        destructive
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              toast.success('Calendario revocado');
              if (created?.id === revoking.id) setCreated(null);
              setRevoking(null);
            },
            onError: (error) => toast.error(apiErrorMessage(error, FEED_ERROR_TEXTS)),
          });
        }}
      />
    </section>
  );
}

/** A button that creates a feed, for the panel's choices and the ones passed in `extra`. */
export function SubscribeButton({
  children,
  disabled,
  onClick,
}: {
  children: ReactNode;
  disabled: boolean;
  onClick(): void;
}) {
  return (
    <Button variant="secondary" disabled={disabled} onClick={onClick}>
      <CalendarPlus aria-hidden="true" className="size-4" />
      {children}
    </Button>
  );
}

/** The new URL, once: copy it now. */
function CreatedFeed({ feed, onDone }: { feed: CreatedFeedView; onDone(): void }) {
  const inputId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(feed.url);
      toast.success('URL copiada');
    } catch {
      toast.error('No se pudo copiar: selecciona la URL y cópiala a mano.');
    }
  };
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-gold-400/40 bg-gold-400/5 p-4">
      <label htmlFor={inputId} className="text-sm font-semibold text-white">
        URL de tu calendario ({feedTitle(feed)})
      </label>
      <p className="text-xs text-navy-100">Cópiala ahora: por seguridad no se vuelve a mostrar.</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          readOnly
          value={feed.url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-11 w-full min-w-0 rounded-lg border border-navy-600 bg-navy-950/60 px-3 text-sm text-white"
        />
        <Button onClick={copy}>
          <Copy aria-hidden="true" className="size-4" />
          Copiar
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Listo
        </Button>
      </div>
    </div>
  );
}
