import montserratUrl from '@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2?url';
import type { QueryClient } from '@tanstack/react-query';
import { whenIdle } from './when-idle.ts';

/** The characters of @fontsource's latin subset: what the file holds. */
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, ' +
  'U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/** However busy the first screen stays, the font is asked for by then. */
const LONGEST_WAIT_MS = 5_000;

let added = false;

function addBrandFont(): void {
  if (added) return;
  added = true;
  const face = new FontFace('Montserrat', `url(${montserratUrl}) format("woff2")`, {
    weight: '100 900',
    style: 'normal',
    display: 'swap',
    unicodeRange: LATIN,
  });
  document.fonts.add(face);
  // A font that cannot be loaded leaves the size-matched fallback (styles.css) in place.
  face.load().catch(() => undefined);
}

/** Resolves once no query is fetching (the first screen's data has arrived or failed). */
function queriesSettled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) return resolve();
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      stop();
      resolve();
    });
  });
}

/**
 * Montserrat, the brand's typeface (38 kB). With the service worker in charge (every visit after
 * the first, and the installed app) it comes from the cache, so it is set at once. On a first
 * visit it would be fetched from the network at the highest priority, ahead of the screen's own
 * pictures and data (issue 32: 0.2-0.3 s of a phone's first screen): it is asked for once the
 * first screen is drawn and its data has arrived. Until then text is drawn in the local face
 * scaled to Montserrat's metrics (styles.css), so the swap barely moves anything.
 */
export function loadBrandFont(queryClient: QueryClient): void {
  if (navigator.serviceWorker?.controller) {
    addBrandFont();
    return;
  }
  setTimeout(addBrandFont, LONGEST_WAIT_MS);
  void queriesSettled(queryClient).then(() => whenIdle(addBrandFont));
}
