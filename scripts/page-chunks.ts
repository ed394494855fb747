import type { Plugin } from 'vite';
import { type PlanModule, planChunks } from './chunk-plan.ts';

/** What a route's split module looks like: one screen, or its loading state (TanStack Router). */
const PAGE_MODULE = /\/src\/routes\/.+\.tsx\?tsr-split=(?:component|pendingComponent)\b/;

/**
 * What a file costs a page beyond its bytes, in bytes of unminified code: about 5 kB br on
 * Lighthouse's slow 4G (150 ms a round trip, six connections), 25 kB before minifying.
 */
const FILE_COST = 25_000;

const LAZY_LIBRARIES = 'lazy-libraries';

interface ModuleInfoLike {
  id: string;
  code: string | null;
  isEntry: boolean;
  importers: readonly string[];
  dynamicImporters: readonly string[];
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

type GetModuleInfo = (id: string) => ModuleInfoLike | null;

/** The npm package a module comes from ('@radix-ui/react-select', 'zod'), if any. */
function packageOf(id: string): string | undefined {
  return /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1];
}

/** A readable chunk name: after its largest module's package or file ('react-select', 'board'). */
function chunkName(ids: string[]): string {
  const largest = ids[0] ?? 'chunk';
  const pkg = packageOf(largest);
  if (pkg) return pkg.split('/').pop() ?? pkg;
  const parts = (largest.split('?', 1)[0] ?? largest).split('/');
  const file = (parts.pop() ?? 'chunk').replace(/\.[^.]+$/, '');
  return file === 'index' ? (parts.pop() ?? file) : file;
}

/** The whole module graph, found from any one module through its importers and imports. */
function graphOf(start: string, getModuleInfo: GetModuleInfo) {
  const modules = new Map<string, PlanModule>();
  const entries: string[] = [];
  const stack = [start];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (modules.has(id)) continue;
    const info = getModuleInfo(id);
    if (!info) continue;
    modules.set(id, {
      size: info.code?.length ?? 0,
      imports: info.importedIds,
      dynamicImports: info.dynamicallyImportedIds,
    });
    if (info.isEntry) entries.push(id);
    stack.push(
      ...info.importers,
      ...info.dynamicImporters,
      ...info.importedIds,
      ...info.dynamicallyImportedIds,
    );
  }
  return { modules, entries };
}

/**
 * The client build's lazy chunks as planned by `planChunks`: a plugin that forgets the plan
 * when a build starts, and the code-splitting group that asks it for each module's chunk.
 */
export function pageChunks() {
  let plan: Map<string, string> | undefined;
  const plugin: Plugin = {
    name: 'elite-drive:page-chunks',
    apply: 'build',
    buildStart() {
      plan = undefined;
    },
  };
  const group = {
    name(id: string, ctx: { getModuleInfo: GetModuleInfo }): string | null {
      if (!plan) {
        // A method of its context: called on it.
        const { modules, entries } = graphOf(id, (moduleId) => ctx.getModuleInfo(moduleId));
        plan = planChunks(modules, {
          entries,
          isPage: (moduleId) => PAGE_MODULE.test(moduleId),
          fileCost: FILE_COST,
          nameOf: chunkName,
        });
      }
      // Library modules the plan cannot see: lazy code reaches them only through a package's
      // index that the entry also imports (lucide's icons, React Query's hooks), and the build
      // keeps what is used. One chunk holds them all instead of one file per icon.
      return plan.get(id) ?? (packageOf(id) ? LAZY_LIBRARIES : null);
    },
    priority: 1,
  };
  return { plugin, group };
}
