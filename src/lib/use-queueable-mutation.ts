import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { OutboxKind } from '#domain/outbox-kinds.ts';
import type { QueuedAnswer, QueuedResult } from './outbox-client.ts';
import { type PendingSubjects, pendingText } from './outbox-page-kinds.ts';
import { refreshOutbox } from './outbox-view.ts';
import { toast } from './toast.ts';

export interface QueueableMutationOptions<K extends OutboxKind, TData, TVars> {
  /** Sends the change (queuedRequest): the server's answer, or the worker's 202 {queued}. */
  mutationFn: (vars: TVars) => Promise<QueuedResult<TData>>;
  /** What the toast of a kept change names (see the kind's pending texts). */
  subject: (vars: TVars) => PendingSubjects[K];
  onMutate?: (vars: TVars) => unknown;
  /** The server applied it now. */
  onSent?: (data: TData, vars: TVars) => unknown;
  /** The service worker kept it: the pending mark is on screen and the toast shown. */
  onQueued?: (answer: QueuedAnswer, vars: TVars) => unknown;
  onError?: (error: Error, vars: TVars) => unknown;
  onSettled?: (
    result: QueuedResult<TData> | undefined,
    error: Error | null,
    vars: TVars,
  ) => unknown;
}

/**
 * A mutation of a change of `kind` that the service worker may keep for later (DESIGN 7). It
 * owns what every such change does when kept (the 202 "queued" answer): re-read the queue so the
 * 'Pendiente de sincronizar' mark is on screen before anything could redraw it, then tell the
 * user with the kind's text ('Sin conexión: ...' offline, 'En cola: ...' behind older changes).
 * The feature says only what it does when the server applied the change (onSent).
 */
export function useQueueableMutation<K extends OutboxKind, TData, TVars>(
  kind: K,
  {
    mutationFn,
    subject,
    onMutate,
    onSent,
    onQueued,
    onError,
    onSettled,
  }: QueueableMutationOptions<K, TData, TVars>,
): UseMutationResult<QueuedResult<TData>, Error, TVars> {
  return useMutation<QueuedResult<TData>, Error, TVars>({
    mutationFn,
    // Offline, the service worker answers for the server and replays the call later: the
    // request must reach it at once, not wait for a network React Query believes in.
    networkMode: 'always',
    ...(onMutate ? { onMutate: (vars: TVars) => onMutate(vars) } : {}),
    onSuccess: async (result, vars) => {
      if (!result.queued) return onSent?.(result.data, vars);
      await refreshOutbox();
      const text = pendingText(kind, result.reason, subject(vars));
      if (text) toast.info(text);
      return onQueued?.(result, vars);
    },
    ...(onError ? { onError: (error: Error, vars: TVars) => onError(error, vars) } : {}),
    ...(onSettled
      ? {
          onSettled: (result: QueuedResult<TData> | undefined, error: Error | null, vars: TVars) =>
            onSettled(result, error, vars),
        }
      : {}),
  });
}
