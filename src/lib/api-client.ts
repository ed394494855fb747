import { type $Fetch, ofetch } from 'ofetch';
import { session } from './session.ts';

export const REQUEST_TIMEOUT_MS = 10_000;

export interface ApiClientOptions {
  getToken: () => string | null;
  /** A call made with a token was refused with 401: the session is no longer valid. */
  onUnauthorized: () => void;
  fetch?: typeof globalThis.fetch;
}

export function createApiClient({ getToken, onUnauthorized, fetch }: ApiClientOptions): $Fetch {
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
  getToken: () => session.getSnapshot().token,
  onUnauthorized: () => {
    session.logout();
    window.location.assign('/');
  },
});
