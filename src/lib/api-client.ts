import { type $Fetch, ofetch } from 'ofetch';
import { type ConnectivityStore, connectivity } from './connectivity.ts';
import { markStoredAt } from './data-age.ts';
import { session } from './session.ts';

/** Set by the service worker on an answer served from its cache (src/sw/runtime-caching.ts). */
const STORED_AT_HEADER = 'X-Stored-At';

function queuedOffline(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { queued?: unknown }).queued === true &&
    (data as { reason?: unknown }).reason === 'offline'
  );
}

export const REQUEST_TIMEOUT_MS = 10_000;

export interface ApiClientOptions {
  getToken: () => string | null;
  /** A call made with a token was refused with 401: the session is no longer valid. */
  onUnauthorized: () => void;
  fetch?: typeof globalThis.fetch;
  /** Told of every answer and every failure to get one (connectivity from outcomes). */
  connectivity?: ConnectivityStore;
}

export function createApiClient({
  getToken,
  onUnauthorized,
  fetch,
  connectivity: line,
}: ApiClientOptions): $Fetch {
  return ofetch.create(
    {
      baseURL: '/api',
      timeout: REQUEST_TIMEOUT_MS,
      // React Query decides about retries; a hidden second attempt would double the wait.
      retry: 0,
      headers: { Accept: 'application/json' },
      onRequest({ options }) {
        const token = getToken();
        if (token) options.headers.set('Authorization', `Bearer ${token}`);
      },
      onRequestError({ error }) {
        // The page itself cancelled (a screen left): says nothing about the line.
        if (error.name !== 'AbortError') line?.reportFailure();
      },
      onResponse({ response }) {
        const storedAt = Number(response.headers.get(STORED_AT_HEADER));
        if (storedAt > 0) {
          // The worker answered from its copy because the server did not: offline, honestly dated.
          markStoredAt(response._data, storedAt);
          line?.reportFailure();
        } else if (response.status === 202 && queuedOffline(response._data)) {
          line?.reportFailure();
        } else if (![502, 503, 504].includes(response.status)) {
          line?.reportAnswer();
        }
      },
      onResponseError({ response, options }) {
        // A 401 without a token is a wrong password or a public call, not an expired session.
        if (response.status === 401 && options.headers.has('Authorization')) onUnauthorized();
      },
    },
    fetch ? { fetch } : {},
  );
}

/** The one client every feature uses for /api. */
export const api = createApiClient({
  connectivity,
  getToken: () => session.getSnapshot().token,
  onUnauthorized: () => {
    session.logout();
    window.location.assign('/');
  },
});
