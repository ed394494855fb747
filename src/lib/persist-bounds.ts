import type { PersistedClient } from '@tanstack/query-persist-client-core';
import { todayInElSalvador } from '#domain/dates.ts';

/**
 * How much of the query cache is written to IndexedDB (issue 14). Loaded apart from the first
 * download: the persister asks for it at start and only needs it at the first save.
 */

/** Date-range searches kept offline (the newest); each range is its own cached answer. */
export const MAX_RANGE_SEARCHES = 5;
/** Pages of a paged list kept offline: the top of the list, as the screen opens it. */
export const MAX_PERSISTED_PAGES = 4;
/**
 * Above this (JSON characters, about bytes) the oldest answers are dropped first. Room for the
 * fleet's cards at 2,000 vehicles (about 1 MB; issue 14) beside the day's other answers.
 */
export const MAX_PERSISTED_CHARS = 2_500_000;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

type PersistedQuery = PersistedClient['clientState']['queries'][number];

function datesOf(query: PersistedQuery): string[] {
  return query.queryKey.filter(
    (part): part is string => typeof part === 'string' && DATE.test(part),
  );
}

/**
 * A day or range that holds today (today's operations, the calendar's current month, today's
 * bookings): what the lot needs now, kept before anything older.
 */
function coversToday(dates: string[], today: string): boolean {
  const [from, to = from] = dates;
  return from !== undefined && to !== undefined && from <= today && today <= to;
}

/** A paged list (useInfiniteQuery) keeps only its first pages, with their cursors. */
function withFirstPages(query: PersistedQuery, maxPages: number): PersistedQuery {
  const data = query.state.data as { pages?: unknown; pageParams?: unknown } | undefined;
  if (!data || !Array.isArray(data.pages) || !Array.isArray(data.pageParams)) return query;
  if (data.pages.length <= maxPages) return query;
  return {
    ...query,
    state: {
      ...query.state,
      data: {
        pages: data.pages.slice(0, maxPages),
        pageParams: data.pageParams.slice(0, maxPages),
      },
    },
  };
}

/**
 * A screen whose refetch failed (offline, the server down) still shows its last answer: that
 * answer is what is saved, as it arrived. The error itself is not worth keeping, and some are
 * not storable in IndexedDB at all (an ofetch error holds its Response).
 */
function asLastAnswer(query: PersistedQuery): PersistedQuery {
  if (query.state.status !== 'error') return query;
  return {
    ...query,
    state: {
      ...query.state,
      status: 'success',
      error: null,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchStatus: 'idle',
    },
  };
}

export interface PersistBounds {
  maxRanges?: number;
  maxChars?: number;
  maxPages?: number;
  /** YYYY-MM-DD in El Salvador. */
  today?: string;
}

/**
 * What is worth keeping: first what covers today, then the rest newest first, with at most
 * maxRanges other date-range searches and maxPages pages of each paged list, as much as fits in
 * maxChars.
 */
export function boundPersistedClient(
  client: PersistedClient,
  {
    maxRanges = MAX_RANGE_SEARCHES,
    maxChars = MAX_PERSISTED_CHARS,
    maxPages = MAX_PERSISTED_PAGES,
    today = todayInElSalvador(),
  }: PersistBounds = {},
): PersistedClient {
  const current = (query: PersistedQuery) => coversToday(datesOf(query), today);
  const ordered = [...client.clientState.queries].sort(
    (a, b) =>
      Number(current(b)) - Number(current(a)) || b.state.dataUpdatedAt - a.state.dataUpdatedAt,
  );
  let ranges = 0;
  let chars = 0;
  const kept = new Map<PersistedQuery, PersistedQuery>();
  for (const query of ordered) {
    const dates = datesOf(query);
    if (dates.length > 0 && !coversToday(dates, today) && ++ranges > maxRanges) continue;
    const trimmed = withFirstPages(asLastAnswer(query), maxPages);
    const size = JSON.stringify(trimmed.state.data ?? null).length;
    if (chars + size > maxChars) continue;
    chars += size;
    kept.set(query, trimmed);
  }
  return {
    ...client,
    clientState: {
      ...client.clientState,
      queries: client.clientState.queries.flatMap((query) => kept.get(query) ?? []),
    },
  };
}
