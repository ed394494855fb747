import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferencesView } from '#domain/message-contracts.ts';
import type { ChannelChoice, StaffKind } from '#domain/messages.ts';
import { api } from '../../../lib/api-client.ts';
import { apiErrorMessage, type ErrorTexts } from '../../../lib/api-error.ts';

/** A change to send: only what the person touched (the API merges it into the whole). */
export interface PreferencesChange {
  emailReminders?: boolean;
  push?: boolean;
  staff?: Partial<Record<StaffKind, Partial<ChannelChoice>>>;
}

const LOAD_TEXTS: ErrorTexts = {
  byStatus: { 401: 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.' },
  otherStatus: (status) => `Error del servidor (${status})`,
  fallback: 'No se pudieron cargar tus preferencias de notificación.',
};

const SAVE_TEXTS: ErrorTexts = {
  byStatus: { 401: 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.' },
  otherStatus: (status) => `Error del servidor (${status})`,
  fallback: 'No se pudieron guardar tus preferencias. Inténtalo de nuevo.',
};

export const preferencesLoadError = (error: unknown) => apiErrorMessage(error, LOAD_TEXTS);
export const preferencesSaveError = (error: unknown) => apiErrorMessage(error, SAVE_TEXTS);

/** Keyed by user: a shared device never shows the previous person's choices. */
export function preferencesQueryOptions(userId: number | string | undefined) {
  return queryOptions({
    queryKey: ['notification-preferences', userId ?? null],
    queryFn: () => api<NotificationPreferencesView>('/me/notification-preferences'),
  });
}

/** The cached whole with a change laid over it, as the server will merge it. */
export function withChange(
  current: NotificationPreferencesView,
  change: PreferencesChange,
): NotificationPreferencesView {
  const { staff, ...flags } = change;
  const next: NotificationPreferencesView = { ...current, ...flags };
  if (staff && current.staff) {
    const merged = { ...current.staff };
    for (const kind of Object.keys(staff) as StaffKind[]) {
      merged[kind] = { ...merged[kind], ...staff[kind] };
    }
    next.staff = merged;
  }
  return next;
}

const SAVE_KEY = ['notification-preferences', 'save'] as const;

/**
 * PUT /api/me/notification-preferences. A box shows its new state at once; the answer (the
 * whole) replaces the cached one once no other change is on its way, and a refusal brings the
 * server's truth back.
 */
export function useSavePreferences(userId: number | string | undefined) {
  const queryClient = useQueryClient();
  const { queryKey } = preferencesQueryOptions(userId);
  return useMutation({
    mutationKey: SAVE_KEY,
    mutationFn: (change: PreferencesChange) =>
      api<NotificationPreferencesView>('/me/notification-preferences', {
        method: 'PUT',
        body: change,
      }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, (current) => current && withChange(current, change));
    },
    onSuccess: (saved) => {
      if (queryClient.isMutating({ mutationKey: SAVE_KEY }) <= 1) {
        queryClient.setQueryData(queryKey, saved);
      }
    },
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
