import { useQueryClient } from '@tanstack/react-query';
import ListChecks from 'lucide-react/icons/list-checks';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import ServerCrash from 'lucide-react/icons/server-crash';
import WifiOff from 'lucide-react/icons/wifi-off';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useConnectivity } from '../../lib/connectivity.ts';
import { useScreenDataTime } from '../../lib/data-age.ts';
import { formatDataTime } from '../../lib/offline.ts';
import { useOutbox } from '../../lib/outbox-view.ts';
import { SYNC_PANEL_TEXTS } from './sync-panel-texts.ts';

// Loaded when first opened: the panel (and its dialogs) stay out of the first download.
const SyncPanel = lazy(async () => ({ default: (await import('./sync-panel.tsx')).SyncPanel }));

export const OFFLINE_INDICATOR_TEXTS = {
  offline: 'Sin conexión',
  dataFrom: (time: string) => `Datos del ${time}`,
  pending: (count: number) => `${count} ${count === 1 ? 'pendiente' : 'pendientes'} de sincronizar`,
  /** The phone's short form, split over two lines beside the sync button. */
  pendingShort: (count: number) => [`${count} ${count === 1 ? 'cambio' : 'cambios'}`, 'sin enviar'],
  serverRetry: (seconds: number) => `El servidor no responde: reintento en ${seconds} s`,
  retrying: 'El servidor no responde: reintentando…',
  syncNow: 'Sincronizar ahora',
  syncNeedsNetwork: 'Se sincronizará al recuperar la conexión',
  signInToSync: 'Inicia sesión para sincronizar',
} as const;

const T = OFFLINE_INDICATOR_TEXTS;

/** Seconds until `at`, ticking once a second while there is something to count. */
function useSecondsUntil(at: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [at]);
  return at === null ? null : Math.max(0, Math.ceil((at - now) / 1_000));
}

/**
 * The top bar's connection state (DESIGN 7): offline (by the browser's word or because requests
 * fail) and how old the data on this screen is; a server that fails and when the queue tries
 * again; with queued changes, how many (opening the sync panel) and a button to send them now.
 * Nothing at all when all is well.
 */
export function OfflineIndicator() {
  const queryClient = useQueryClient();
  const { browserOnline, unreachable } = useConnectivity();
  const dataTime = useScreenDataTime(queryClient);
  const { pending, othersWaiting, replayNow, authRequired, retry } = useOutbox();
  const [panelOpen, setPanelOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps Radix's focus return to the opener.
  const [panelLoaded, setPanelLoaded] = useState(false);
  const openPanel = () => {
    setPanelLoaded(true);
    setPanelOpen(true);
  };
  const panel = panelLoaded ? (
    <Suspense fallback={null}>
      <SyncPanel open={panelOpen} onOpenChange={setPanelOpen} />
    </Suspense>
  ) : null;
  const offline = !browserOnline || unreachable;
  const serverFailing = !offline && retry !== null && retry.reason !== 'network';
  const seconds = useSecondsUntil(serverFailing ? retry.at : null);
  const count = pending.length;

  // An open panel stays open when the queue empties: it then shows the outcome (conflicts).
  if (!offline && count === 0 && othersWaiting === 0) return panelOpen ? panel : null;

  return (
    <div className="flex min-w-0 items-center gap-2 sm:gap-3">
      {offline ? (
        <div role="status" className="flex min-w-0 flex-col items-end leading-tight">
          <span className="inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border border-amber-400/40 bg-amber-500/15 px-2.5 py-0.5 text-xs font-semibold text-amber-200">
            <WifiOff aria-hidden="true" className="size-3.5" />
            {T.offline}
          </span>
          {dataTime ? (
            <span className="mt-0.5 truncate text-[11px] text-navy-200">
              {T.dataFrom(formatDataTime(dataTime))}
            </span>
          ) : null}
        </div>
      ) : null}

      {serverFailing ? (
        <span
          role="status"
          className="inline-flex min-w-0 items-center gap-1.5 rounded-full border border-red-400/40 bg-red-500/15 px-2.5 py-0.5 text-xs font-semibold text-red-200"
        >
          <ServerCrash aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="truncate">
            {seconds !== null && seconds > 0 ? T.serverRetry(seconds) : T.retrying}
          </span>
        </span>
      ) : null}

      {count > 0 ? (
        <>
          <button
            type="button"
            onClick={openPanel}
            aria-haspopup="dialog"
            className="flex flex-col rounded-md text-left text-xs leading-tight text-navy-100 underline-offset-2 hover:underline max-sm:sr-only"
          >
            <span role="status">{T.pending(count)}</span>
            {authRequired ? (
              <span className="text-[11px] text-amber-200">{T.signInToSync}</span>
            ) : null}
          </button>
          <button
            type="button"
            onClick={replayNow}
            // Only the browser's own verdict disables it: after failed answers, trying is the test.
            disabled={!browserOnline}
            title={browserOnline ? undefined : T.syncNeedsNetwork}
            className="relative inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg border border-gold-400/60 px-3 text-xs font-semibold text-gold-300 transition-colors hover:bg-gold-400/10 disabled:cursor-not-allowed disabled:opacity-50"
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            <span className="max-md:sr-only">{T.syncNow}</span>
          </button>
          {/* On phones the counter above is for screen readers: this is its visible form, saying
              what it counts ('3 cambios sin enviar'), and it opens the sync panel by touch. */}
          <button
            type="button"
            onClick={openPanel}
            aria-haspopup="dialog"
            className="flex min-h-11 min-w-11 items-center gap-1.5 rounded-lg px-1.5 text-left text-[11px] font-semibold leading-tight text-navy-100 hover:bg-navy-800 sm:hidden"
          >
            <ListChecks aria-hidden="true" className="size-4 shrink-0 text-gold-300" />
            <span>
              <span className="block whitespace-nowrap text-gold-200">
                {T.pendingShort(count)[0]}
              </span>
              <span className="block whitespace-nowrap">{T.pendingShort(count)[1]}</span>
            </span>
          </button>
        </>
      ) : othersWaiting > 0 ? (
        <>
          {/* A shared tablet: someone else's changes wait for them to sign in (no details). */}
          <button
            type="button"
            onClick={openPanel}
            aria-haspopup="dialog"
            className="min-h-11 rounded-md px-2 text-xs text-navy-100 underline-offset-2 hover:underline"
          >
            {SYNC_PANEL_TEXTS.othersWaiting(othersWaiting)}
          </button>
        </>
      ) : null}
      {panel}
    </div>
  );
}
