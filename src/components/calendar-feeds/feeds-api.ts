import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedView, CreatedFeedView } from '#domain/calendar-feed-contracts.ts';
import type { FeedScope } from '#domain/calendar-feeds.ts';
import { api } from '../../lib/api-client.ts';
import type { ErrorTexts } from '../../lib/api-error.ts';

const FEEDS_KEY = ['calendar-feeds'] as const;

export const FEED_ERROR_TEXTS: ErrorTexts = {
  byStatus: { 404: 'Calendario no encontrado' },
  fallback: 'No se pudo completar la operación con el calendario. Inténtalo de nuevo.',
};

/** GET /api/calendar-feeds: my feeds, without their secret URLs. */
export function calendarFeedsQuery() {
  return queryOptions({
    queryKey: FEEDS_KEY,
    queryFn: ({ signal }) => api<CalendarFeedView[]>('/calendar-feeds', { signal }),
  });
}

export function useCreateFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { scope: FeedScope; vehicleId?: number }) =>
      api<CreatedFeedView>('/calendar-feeds', { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: FEEDS_KEY }),
  });
}

export function useRevokeFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`/calendar-feeds/${id}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: FEEDS_KEY }),
  });
}
