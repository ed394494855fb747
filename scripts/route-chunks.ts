import type { Plugin } from 'vite';

/** The file the server reads (server/page-preloads.ts), beside index.html. */
export const ROUTE_CHUNKS_FILE = 'route-chunks.json';

/** URL pattern → the chunks its screen loads beyond the entry, in the order the build lists them. */
export type RouteChunks = Record<string, string[]>;

/**
 * The URL a route file answers: pathless layouts (`_guard`) and `index` add nothing, a dot is a
 * slash (flat routes) and a `$param` matches any one segment, written `$`.
 * 'customer/_guard/reservation-page.$vehicleId' → '/customer/reservation-page/$'.
 */
export function routePattern(routeFile: string): string {
  const segments = routeFile
    .split('/')
    .flatMap((segment) => segment.split('.'))
    .filter((segment) => segment !== 'index' && !segment.startsWith('_'))
    .map((segment) => (segment.startsWith('$') ? '$' : segment));
  return `/${segments.join('/')}`;
}

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
}

/** A route's split module: its page or its loading state (an error screen is fetched if needed). */
const ROUTE_MODULE = /\/src\/routes\/(.+)\.tsx\?tsr-split=(?:component|pendingComponent)\b/;

/**
 * For every screen, the route chunks TanStack's code splitting made for it and its layouts, with
 * the chunks they import, less what index.html already loads. The server names them in the HTML
 * of a first visit, so they download beside the entry instead of after it has run (issue 32).
 */
export function routeChunks(chunks: BundleChunk[]): RouteChunks {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: string[]) => {
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      for (const next of byName.get(name)?.imports ?? []) visit(next);
    };
    for (const name of start) visit(name);
    return seen;
  };
  const initial = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  // Route file → its split chunks (component, pending, error…).
  const byRoute = new Map<string, string[]>();
  for (const chunk of chunks) {
    for (const id of [chunk.facadeModuleId, ...chunk.moduleIds]) {
      const route = id ? ROUTE_MODULE.exec(id)?.[1] : undefined;
      if (!route) continue;
      const names = byRoute.get(route) ?? [];
      if (!names.includes(chunk.fileName)) names.push(chunk.fileName);
      byRoute.set(route, names);
    }
  }
  const result: RouteChunks = {};
  for (const route of byRoute.keys()) {
    // The route and every layout above it: 'admin/_guard/operations/index' takes 'admin/_guard'.
    const parts = route.split('/');
    const chain = parts
      .map((_, i) => parts.slice(0, i + 1).join('/'))
      .filter((prefix) => byRoute.has(prefix));
    const files = [...closure(chain.flatMap((prefix) => byRoute.get(prefix) ?? []))].filter(
      (name) => !initial.has(name) && name.endsWith('.js'),
    );
    const pattern = routePattern(route);
    result[pattern] = [...new Set([...(result[pattern] ?? []), ...files])].sort();
  }
  return result;
}

/** Writes ROUTE_CHUNKS_FILE into the client build. */
export function routeChunksPlugin(): Plugin {
  return {
    name: 'elite-drive:route-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is typeof output & BundleChunk => output.type === 'chunk',
      );
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_CHUNKS_FILE,
        source: `${JSON.stringify(routeChunks(chunks), null, 2)}\n`,
      });
    },
  };
}
