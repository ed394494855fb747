import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { earliestSearchStart, isIsoDate } from '#domain/dates.ts';
import { checkSearchRange } from '#domain/search.ts';

/**
 * The API answers a screen asks for first, when the address alone names them: on a cold visit
 * the browser fetches them beside the app's code instead of after it (issue 32). Only public
 * answers: a navigation carries no token. Today that is the results of a date search, which the
 * page asks for with exactly this URL (src/features/catalogue/api/get-available-vehicles.ts).
 */
export function dataPreloadsFor(url: string): string[] {
  const [path, query = ''] = url.split('?', 2);
  if (path !== '/customer/vehicles') return [];
  const params = new URLSearchParams(query);
  const start = params.get('start') ?? '';
  const end = params.get('end') ?? '';
  if (!isIsoDate(start) || !isIsoDate(end)) return [];
  const check = checkSearchRange({ start, end }, earliestSearchStart());
  if (check.kind !== 'valid') return [];
  const search = new URLSearchParams({ startDate: check.start, endDate: check.end });
  return [`/api/vehicles/available?${search}`];
}

/**
 * index.html with a `<link rel="preload" as="fetch">` per answer. `crossorigin` gives the
 * preload the mode and credentials of the app's own fetch, so the browser hands the page the
 * answer already on its way rather than asking twice.
 */
export async function indexHtmlWithPreloads(staticDir: string, hrefs: string[]): Promise<string> {
  const html = await readFile(join(staticDir, 'index.html'), 'utf8');
  const links = hrefs
    .map(
      (href) =>
        `<link rel="preload" as="fetch" crossorigin href="${href.replaceAll('&', '&amp;')}">`,
    )
    .join('');
  return html.replace('</head>', `${links}</head>`);
}
