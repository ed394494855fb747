import { useSyncExternalStore } from 'react';
import { type SessionState, session } from './session.ts';

/** The current session; re-renders on login, logout and changes from other tabs. */
export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}
