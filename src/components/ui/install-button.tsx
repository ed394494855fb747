import Download from 'lucide-react/icons/download';
import { useSyncExternalStore } from 'react';

/** Chromium's install offer; not in TypeScript's DOM library. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function set(next: BeforeInstallPromptEvent | null): void {
  deferred = next;
  for (const listener of listeners) listener();
}

function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

// Listening from the first module load: the browser may offer before React has rendered.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the offer for our own button instead of the browser's mini-infobar.
    event.preventDefault();
    set(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => set(null));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getOffer = () => deferred;

/** 'Instalar', while the browser offers installing and the app is not already installed. */
export function InstallButton() {
  const offer = useSyncExternalStore(subscribe, getOffer, () => null);
  if (!offer || isStandalone()) return null;

  async function install(event: BeforeInstallPromptEvent) {
    // An offer can be used once, whatever the answer.
    set(null);
    await event.prompt().catch(() => undefined);
  }

  return (
    <button
      type="button"
      onClick={() => void install(offer)}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-gold-400 px-3 text-xs font-semibold text-navy-950 transition-colors hover:bg-gold-300"
    >
      <Download aria-hidden="true" className="size-4" />
      <span className="max-sm:sr-only">Instalar</span>
    </button>
  );
}
