import { type StoredUser, session } from './session.ts';

/**
 * Asks the server once per start whether the stored session still holds: a token may have
 * expired while the app was closed. A 401 is handled by the API client (logout, back to '/');
 * a fresh user rewrites the stored one; offline, the stored session is kept.
 */
export async function revalidateSession(): Promise<void> {
  if (session.getSnapshot().status !== 'authenticated') return;
  // Loaded on demand so that pages without API calls do not download the HTTP client first.
  const { api } = await import('./api-client.ts');
  try {
    const body = await api<{ user?: StoredUser }>('/auth/validate');
    if (body?.user && session.getSnapshot().status === 'authenticated') {
      session.updateUser(body.user);
    }
  } catch {
    // Offline or server down: nothing to decide yet.
  }
}
