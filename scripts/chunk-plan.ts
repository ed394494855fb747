/**
 * Which chunk each lazily loaded module goes to (issue 32).
 *
 * A page should download the code it runs, in few files. Grouping modules by the exact set of
 * lazy roots (screens, and code a screen imports on demand) that reach them wastes no byte but
 * makes a hundred chunks of 1-3 kB; merging them by size alone (rolldown's
 * entriesAwareMergeThreshold) joined chunks that import one another into a ring, and every
 * signed-in page preloaded 116-140 kB br of a 224 kB whole. Here a merge is kept only when it
 * makes the pages' downloads cheaper: each file a page loads costs `fileCost` bytes on top of
 * its size (a request and a preload on a phone's connection), each merge is weighed on every
 * page it touches, through the chunks the merged one imports.
 */

export interface PlanModule {
  /** Size of its code, in any unit shared by every module and `fileCost`. */
  size: number;
  imports: readonly string[];
  dynamicImports: readonly string[];
}

export interface PlanOptions {
  /** Modules the page loads up front: they and what they import stay out of the plan. */
  entries: readonly string[];
  /** A screen: its downloads weigh fully; other lazy roots weigh `otherWeight`. */
  isPage: (id: string) => boolean;
  /** What one more file costs a page, in the unit of `size`. */
  fileCost: number;
  otherWeight?: number;
  /** A chunk's name from its modules, largest first (the plan numbers names used twice). */
  nameOf: (moduleIds: string[]) => string;
}

interface Group {
  modules: string[];
  size: number;
  /** Groups this one's modules import statically. */
  deps: Set<number>;
}

function closureOf(starts: Iterable<string>, next: (id: string) => Iterable<string>) {
  const seen = new Set<string>();
  const stack = [...starts];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...next(id));
  }
  return seen;
}

/** Module id → chunk name, for every module not loaded up front. */
export function planChunks(
  modules: ReadonlyMap<string, PlanModule>,
  options: PlanOptions,
): Map<string, string> {
  const { fileCost, otherWeight = 0.25 } = options;
  const staticImports = (id: string) => modules.get(id)?.imports ?? [];
  const initial = closureOf(options.entries, staticImports);
  const roots = [
    ...new Set(
      [...modules.values()].flatMap((module) =>
        module.dynamicImports.filter((id) => modules.has(id) && !initial.has(id)),
      ),
    ),
  ].sort();

  // 1. Modules reached by the same set of roots form one group.
  const rootsOf = new Map<string, number[]>();
  roots.forEach((root, r) => {
    const reach = closureOf([root], (id) => staticImports(id).filter((i) => !initial.has(i)));
    for (const id of reach) rootsOf.set(id, [...(rootsOf.get(id) ?? []), r]);
  });
  const byKey = new Map<string, string[]>();
  for (const [id, of] of [...rootsOf].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const key = of.join(',');
    byKey.set(key, [...(byKey.get(key) ?? []), id]);
  }
  const groups = new Map<number, Group>();
  const groupOf = new Map<string, number>();
  for (const ids of byKey.values()) {
    const g = groups.size;
    groups.set(g, {
      modules: ids,
      size: ids.reduce((sum, id) => sum + (modules.get(id)?.size ?? 0), 0),
      deps: new Set(),
    });
    for (const id of ids) groupOf.set(id, g);
  }
  for (const [g, group] of groups) {
    for (const id of group.modules) {
      for (const dep of staticImports(id)) {
        const d = groupOf.get(dep);
        if (d !== undefined && d !== g) group.deps.add(d);
      }
    }
  }

  // 2. What each root downloads: the groups it reaches, and their weight in the total.
  const weights = roots.map((root) => (options.isPage(root) ? 1 : otherWeight));
  const rootGroup = roots.map((root) => groupOf.get(root) as number);
  const reachOf = (start: number, a = -1, b = -1, merged = -1) => {
    const alias = (g: number) => (g === a || g === b ? merged : g);
    const depsOf = (g: number): Iterable<number> =>
      g === merged
        ? [...(groups.get(a)?.deps ?? []), ...(groups.get(b)?.deps ?? [])]
        : (groups.get(g)?.deps ?? []);
    const seen = new Set<number>();
    const stack = [alias(start)];
    for (let g = stack.pop(); g !== undefined; g = stack.pop()) {
      if (seen.has(g)) continue;
      seen.add(g);
      for (const d of depsOf(g)) stack.push(alias(d));
    }
    return seen;
  };
  const sizeOf = (g: number, a: number, b: number, merged: number) =>
    g === merged
      ? (groups.get(a)?.size ?? 0) + (groups.get(b)?.size ?? 0)
      : (groups.get(g)?.size ?? 0);
  const costOf = (reach: Set<number>, a = -1, b = -1, merged = -1) => {
    let cost = 0;
    for (const g of reach) cost += sizeOf(g, a, b, merged) + fileCost;
    return cost;
  };
  let reaches = rootGroup.map((g) => reachOf(g));

  // 3. Merge two groups while some merge lowers the weighted total; the smallest groups first.
  let nextId = groups.size;
  for (;;) {
    let best: { a: number; b: number; gain: number } | undefined;
    const small = [...groups.keys()]
      .sort((x, y) => (groups.get(x)?.size ?? 0) - (groups.get(y)?.size ?? 0))
      .slice(0, 40);
    for (const a of small) {
      const touched = reaches.flatMap((reach, r) => (reach.has(a) ? [r] : []));
      const partners = new Set<number>();
      for (const r of touched) for (const g of reaches[r] ?? []) partners.add(g);
      for (const [g, group] of groups) if (group.deps.has(a)) partners.add(g);
      partners.delete(a);
      for (const b of partners) {
        const merged = nextId;
        let gain = 0;
        reaches.forEach((reach, r) => {
          if (!reach.has(a) && !reach.has(b)) return;
          const after = reachOf(rootGroup[r] as number, a, b, merged);
          gain += (weights[r] ?? 1) * (costOf(reach) - costOf(after, a, b, merged));
        });
        if (gain > 0 && (!best || gain > best.gain)) best = { a, b, gain };
      }
    }
    if (!best) break;
    const { a, b } = best;
    const merged = nextId++;
    const ga = groups.get(a) as Group;
    const gb = groups.get(b) as Group;
    const deps = new Set([...ga.deps, ...gb.deps]);
    deps.delete(a);
    deps.delete(b);
    groups.delete(a);
    groups.delete(b);
    groups.set(merged, { modules: [...ga.modules, ...gb.modules], size: ga.size + gb.size, deps });
    for (const group of groups.values()) {
      const hadA = group.deps.delete(a);
      const hadB = group.deps.delete(b);
      if (hadA || hadB) group.deps.add(merged);
    }
    for (let r = 0; r < rootGroup.length; r++) {
      if (rootGroup[r] === a || rootGroup[r] === b) rootGroup[r] = merged;
    }
    reaches = rootGroup.map((g) => reachOf(g));
  }

  // 4. Names: each chunk after its largest module, numbered when two would share one.
  const plan = new Map<string, string>();
  const used = new Map<string, number>();
  for (const group of [...groups.values()].sort((x, y) => y.size - x.size)) {
    const size = (id: string) => modules.get(id)?.size ?? 0;
    const base = options.nameOf([...group.modules].sort((x, y) => size(y) - size(x)));
    const count = (used.get(base) ?? 0) + 1;
    used.set(base, count);
    const name = count === 1 ? base : `${base}${count}`;
    for (const id of group.modules) plan.set(id, name);
  }
  return plan;
}
