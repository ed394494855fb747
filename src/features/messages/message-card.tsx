import Mail from 'lucide-react/icons/mail';
import RotateCw from 'lucide-react/icons/rotate-cw';
import Smartphone from 'lucide-react/icons/smartphone';
import type { MessageView } from '#domain/message-contracts.ts';
import {
  MESSAGE_KIND_LABELS,
  MESSAGE_STATUS_LABELS,
  type MessageStatus,
} from '#domain/messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { formatDateTime } from '../../lib/format-date-time.ts';

const STATUS_STYLES: Record<MessageStatus, string> = {
  pending: 'border-sky-400/40 bg-sky-500/10 text-sky-100',
  sent: 'border-emerald-400/40 bg-emerald-500/10 text-emerald-200',
  failed: 'border-red-400/40 bg-red-500/10 text-red-200',
  retrying: 'border-amber-400/40 bg-amber-500/10 text-amber-100',
  'no-mail-server': 'border-navy-400/50 bg-navy-700/60 text-navy-100',
};

export const CHANNEL_LABELS = { email: 'Correo', push: 'Push' } as const;

export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLES[status]}`}
    >
      {MESSAGE_STATUS_LABELS[status]}
    </span>
  );
}

interface MessageCardProps {
  message: MessageView;
  resending: boolean;
  onResend: (message: MessageView) => void;
}

/** One message: what, to whom, its state (with the reason when it failed) and 'Reenviar'. */
export function MessageCard({ message, resending, onResend }: MessageCardProps) {
  const ChannelIcon = message.channel === 'email' ? Mail : Smartphone;
  const titleId = `message-${message.id}-title`;
  const showsReason =
    message.lastError && (message.status === 'failed' || message.status === 'retrying');
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-2xl border border-navy-700 bg-navy-800/60 p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="font-semibold text-white">
          {MESSAGE_KIND_LABELS[message.kind]}
          <span className="sr-only"> #{message.id}</span>
        </h2>
        <MessageStatusBadge status={message.status} />
      </div>
      <p className="break-words text-sm text-navy-100">{message.subject}</p>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex min-w-0 gap-2">
          <dt className="flex items-center gap-1 text-navy-300">
            <ChannelIcon aria-hidden="true" className="size-4" />
            {CHANNEL_LABELS[message.channel]}:
          </dt>
          <dd className="min-w-0 truncate text-white" title={message.to}>
            {message.to}
          </dd>
        </div>
        {message.reservationId ? (
          <div className="flex gap-2">
            <dt className="text-navy-300">Reserva:</dt>
            <dd className="text-white">#{message.reservationId}</dd>
          </div>
        ) : null}
        <div className="flex gap-2">
          <dt className="text-navy-300">Creado:</dt>
          <dd className="text-white">{formatDateTime(message.createdAt)}</dd>
        </div>
        {message.sentAt ? (
          <div className="flex gap-2">
            <dt className="text-navy-300">Enviado:</dt>
            <dd className="text-white">{formatDateTime(message.sentAt)}</dd>
          </div>
        ) : null}
        <div className="flex gap-2">
          <dt className="text-navy-300">Intentos:</dt>
          <dd className="text-white">{message.attempts}</dd>
        </div>
      </dl>
      {showsReason ? (
        <p className="rounded-lg border border-red-400/30 bg-red-500/10 px-3 py-2 text-sm text-red-200">
          Motivo: {message.lastError}
        </p>
      ) : null}
      {message.status === 'failed' ? (
        <div>
          <Button
            variant="secondary"
            // Not `disabled` while sending: the button keeps the keyboard's focus.
            aria-disabled={resending || undefined}
            onClick={() => {
              if (!resending) onResend(message);
            }}
            aria-describedby={titleId}
          >
            <RotateCw aria-hidden="true" className="size-4" />
            {resending ? 'Reenviando...' : 'Reenviar'}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
