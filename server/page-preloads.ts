import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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

/** URL pattern → chunks, as the build wrote them (scripts/route-chunks.ts). */
type RouteChunks = Record<string, string[]>;

const ROUTE_CHUNKS_FILE = 'route-chunks.json';

/**
 * The build's route chunks, read with index.html on every visit (a rebuild under a running
 * server names new files); none for a build without the file or with a broken one.
 */
async function routeChunksOf(staticDir: string): Promise<RouteChunks> {
  try {
    return JSON.parse(await readFile(join(staticDir, ROUTE_CHUNKS_FILE), 'utf8')) as RouteChunks;
  } catch {
    return {};
  }
}

function matches(pattern: string, segments: string[]): boolean {
  const parts = pattern.split('/').filter(Boolean);
  return (
    parts.length === segments.length &&
    parts.every((part, i) => part === '$' || part === segments[i])
  );
}

/**
 * The code a screen runs beyond the entry (its route's chunks and theirs): on a cold visit the
 * browser fetches it beside the entry instead of after the entry has run and asked for it.
 */
export function modulePreloadsFor(url: string, chunks: RouteChunks): string[] {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
  const files = Object.entries(chunks)
    .filter(([pattern]) => matches(pattern, segments))
    .flatMap(([, names]) => names);
  return [...new Set(files)].map((name) => `/${name}`);
}

/**
 * index.html with what the screen at `url` needs first named in its head, or null when it
 * needs nothing beyond the entry (the plain file is sent then).
 */
export async function indexHtmlFor(staticDir: string, url: string): Promise<string | null> {
  let modules: string[];
  try {
    modules = modulePreloadsFor(url, await routeChunksOf(staticDir));
  } catch {
    // A path that is not valid percent-encoding matches no screen.
    modules = [];
  }
  const data = dataPreloadsFor(url);
  if (modules.length === 0 && data.length === 0) return null;
  return indexHtmlWithPreloads(staticDir, data, modules);
}

/**
 * index.html with a `<link rel="preload" as="fetch">` per answer. `crossorigin` gives the
 * preload the mode and credentials of the app's own fetch, so the browser hands the page the
 * answer already on its way rather than asking twice.
 */
export async function indexHtmlWithPreloads(
  staticDir: string,
  hrefs: string[],
  modules: string[] = [],
): Promise<string> {
  const html = await readFile(join(staticDir, 'index.html'), 'utf8');
  const moduleLinks = modules.map(
    (href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`,
  );
  const links = hrefs
    .map(
      (href) =>
        `<link rel="preload" as="fetch" crossorigin href="${href.replaceAll('&', '&amp;')}">`,
    )
    .join('');
  return html.replace('</head>', `${links}${moduleLinks.join('')}</head>`);
}

/** The page compressed as the browser accepts, like the build's precompressed files. */
export function compressedHtml(
  html: string,
  acceptEncoding: string | undefined,
): { body: Buffer | string; encoding?: 'br' | 'gzip' } {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) {
    return {
      body: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      encoding: 'br',
    };
  }
  if (/\bgzip\b/.test(accepted)) return { body: gzipSync(html), encoding: 'gzip' };
  return { body: html };
}
