// Build-time only (scripts/prerender-home.ts): the public home page's markup, rendered by the
// same components the browser runs, so the hero and the search form paint before any script
// and src/main.tsx hydrates them instead of drawing the page again.
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { App } from './app.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { session } from './lib/session.ts';
import { createAppRouter } from './router.tsx';

/** The '/' page as a visitor first sees it: the contents of `#root`. */
export async function renderHomePage(): Promise<string> {
  const queryClient = createQueryClient();
  const router = createAppRouter(
    { queryClient, session },
    createMemoryHistory({ initialEntries: ['/'] }),
  );
  await router.load();
  const html = renderToString(<App queryClient={queryClient} router={router} />);
  // Queries the render created (the footer's company settings) hold a garbage-collection timer
  // of the persisted cache's length, which would keep the build process alive: drop them.
  queryClient.clear();
  return html;
}
