import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw, WifiOff } from 'lucide-react';
import {
  formatDataTime,
  useAnswersFailing,
  useNewestDataTime,
  useOnline,
} from '../../lib/offline.ts';
import { useOutbox } from '../../lib/sw-bridge.ts';

export const OFFLINE_INDICATOR_TEXTS = {
  offline: 'Sin conexión',
  dataFrom: (time: string) => `Datos del ${time}`,
  pending: (count: number) => `${count} ${count === 1 ? 'pendiente' : 'pendientes'} de sincronizar`,
  syncNow: 'Sincronizar ahora',
  syncNeedsNetwork: 'Se sincronizará al recuperar la conexión',
  signInToSync: 'Inicia sesión para sincronizar',
} as const;

const T = OFFLINE_INDICATOR_TEXTS;

/**
 * The top bar's connection state (DESIGN 7): offline, how old the data on screen is; with
 * queued changes, how many and a button to send them now. Nothing at all when all is well.
 */
export function OfflineIndicator() {
  const queryClient = useQueryClient();
  const online = useOnline();
  const failing = useAnswersFailing(queryClient);
  const dataTime = useNewestDataTime(queryClient);
  const { pending, replayNow, authRequired } = useOutbox();
  const offline = !online || failing;
  const count = pending.length;

  if (!offline && count === 0) return null;

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

      {count > 0 ? (
        <>
          <span
            role="status"
            className="flex flex-col text-xs leading-tight text-navy-100 max-sm:sr-only"
          >
            <span>{T.pending(count)}</span>
            {authRequired ? (
              <span className="text-[11px] text-amber-200">{T.signInToSync}</span>
            ) : null}
          </span>
          <button
            type="button"
            onClick={replayNow}
            // Only the browser's own verdict disables it: after failed answers, trying is the test.
            disabled={!online}
            title={online ? undefined : T.syncNeedsNetwork}
            className="relative inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg border border-gold-400/60 px-3 text-xs font-semibold text-gold-300 transition-colors hover:bg-gold-400/10 disabled:cursor-not-allowed disabled:opacity-50"
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            <span className="max-md:sr-only">{T.syncNow}</span>
            {/* On phones the counter above is for screen readers; this is its visible form. */}
            <span
              aria-hidden="true"
              className="absolute -top-2 -right-2 grid size-5 place-items-center rounded-full bg-gold-400 text-[11px] font-bold text-navy-950 sm:hidden"
            >
              {count}
            </span>
          </button>
        </>
      ) : null}
    </div>
  );
}
