import RefreshCw from 'lucide-react/icons/refresh-cw';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import type { OutboxEntry } from '#domain/outbox-policy.ts';
import { formatDataTime } from '../../lib/offline.ts';
import { type OutboxView, useOutbox } from '../../lib/outbox-view.ts';
import { useSession } from '../../lib/use-session.ts';
import { Button } from './button.tsx';
import { ConfirmDialog, Dialog } from './dialog.tsx';
import { SYNC_PANEL_TEXTS } from './sync-panel-texts.ts';

const T = SYNC_PANEL_TEXTS;

function EntryRow({
  entry,
  onRetry,
  onDiscard,
}: {
  entry: OutboxEntry;
  onRetry(): void;
  onDiscard(): void;
}) {
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-navy-700 p-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-white">{entry.label}</p>
        <p className="text-xs text-navy-200">{T.queuedAt(formatDataTime(entry.createdAt))}</p>
        {entry.lastError ? (
          <p className="text-xs text-amber-200">{T.lastError[entry.lastError]}</p>
        ) : null}
      </div>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          className="min-h-11"
          onClick={onRetry}
          aria-label={`${T.retry}: ${entry.label}`}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          {T.retry}
        </Button>
        <Button
          variant="ghost"
          className="min-h-11"
          onClick={onDiscard}
          aria-label={`${T.discard}: ${entry.label}`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {T.discard}
        </Button>
      </div>
    </li>
  );
}

/**
 * The sync panel (opened from the pending counter): what waits, oldest first, with 'Reintentar'
 * and 'Descartar' (confirmed) per change, the last conflicts, other users' changes on a shared
 * device (counted only), and whether the browser may evict the queue.
 */
export function SyncPanel({
  open,
  onOpenChange,
  outbox = undefined,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  outbox?: OutboxView;
}) {
  const own = useOutbox();
  const { pending, othersWaiting, conflicts, persistence, replayNow, discard } = outbox ?? own;
  const [discarding, setDiscarding] = useState<OutboxEntry | null>(null);
  // Signed out, the device only says how many changes wait: they belong to someone else.
  const { token } = useSession();
  const hidden = token === null ? pending.length : 0;

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange} title={T.title} description={T.description}>
        {hidden > 0 ? null : pending.length === 0 ? (
          <p className="text-sm text-navy-100">{T.empty}</p>
        ) : (
          <ol aria-label={T.title} className="flex flex-col gap-2">
            {pending.map((entry) => (
              <EntryRow
                key={entry.seq}
                entry={entry}
                // A retry starts a round at once: it sends the whole queue, in its order.
                onRetry={replayNow}
                onDiscard={() => setDiscarding(entry)}
              />
            ))}
          </ol>
        )}
        {othersWaiting + hidden > 0 ? (
          <p className="mt-4 text-sm text-navy-100">{T.othersWaiting(othersWaiting + hidden)}</p>
        ) : null}
        {conflicts.length > 0 ? (
          <section aria-label={T.conflicts} className="mt-4">
            <h3 className="mb-2 text-sm font-semibold text-white">{T.conflicts}</h3>
            <ul className="flex flex-col gap-1 text-sm text-red-200">
              {conflicts.map((report) => (
                <li key={report.id} className="whitespace-pre-line">
                  {report.label}: {report.message} ({formatDataTime(report.at)})
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <p className="mt-4 text-xs text-navy-200">{T.persistence[persistence]}</p>
      </Dialog>
      <ConfirmDialog
        open={discarding !== null}
        onOpenChange={(next) => {
          if (!next) setDiscarding(null);
        }}
        title={T.discardTitle}
        description={T.discardQuestion(discarding?.label ?? '')}
        confirmLabel={T.discard}
        destructive
        onConfirm={() => {
          const entry = discarding;
          setDiscarding(null);
          if (entry) void discard(entry.seq);
        }}
      />
    </>
  );
}
