import { describe, expect, it } from 'vitest';
import { type PlanModule, planChunks } from './chunk-plan.ts';

/** A module graph from `id: [size, imports, dynamic imports]`. */
function graph(spec: Record<string, [number, string[]?, string[]?]>) {
  return new Map<string, PlanModule>(
    Object.entries(spec).map(([id, [size, imports = [], dynamicImports = []]]) => [
      id,
      { size, imports, dynamicImports },
    ]),
  );
}

const plan = (modules: Map<string, PlanModule>, fileCost = 1_000) =>
  planChunks(modules, {
    entries: ['main'],
    isPage: (id) => id.startsWith('page-'),
    fileCost,
    nameOf: (ids) => ids[0] ?? 'chunk',
  });

describe('planChunks (issue 32)', () => {
  it("leaves out what the entry loads and puts each screen's own code in its chunk", () => {
    const result = plan(
      graph({
        main: [5_000, ['react'], ['page-a', 'page-b']],
        react: [50_000],
        'page-a': [10_000, ['a-list', 'react']],
        'a-list': [8_000],
        'page-b': [12_000, ['b-form']],
        'b-form': [9_000],
      }),
    );
    expect(result.has('main')).toBe(false);
    expect(result.has('react')).toBe(false);
    expect(result.get('a-list')).toBe(result.get('page-a'));
    expect(result.get('b-form')).toBe(result.get('page-b'));
    expect(result.get('page-a')).not.toBe(result.get('page-b'));
  });

  it('never makes a screen download a large library it does not use to save it a file', () => {
    const result = plan(
      graph({
        main: [1_000, [], ['page-calendar', 'page-list']],
        'page-calendar': [5_000, ['calendar-lib', 'format']],
        'calendar-lib': [200_000],
        'page-list': [5_000, ['format']],
        format: [300],
      }),
    );
    const chunkOfList = new Set([result.get('page-list'), result.get('format')]);
    expect(chunkOfList.has(result.get('calendar-lib'))).toBe(false);
    expect(result.get('calendar-lib')).toBe(result.get('page-calendar'));
  });

  it('joins small shared code to a neighbour when a file costs more than its bytes', () => {
    const modules = graph({
      main: [1_000, [], ['page-a', 'page-b']],
      'page-a': [4_000, ['money', 'dates']],
      'page-b': [4_000, ['money', 'dates']],
      money: [200],
      dates: [300],
    });
    const cheapFiles = plan(modules, 10);
    expect(new Set(cheapFiles.values()).size).toBe(3);
    const dearFiles = plan(modules, 5_000);
    expect(dearFiles.get('money')).toBe(dearFiles.get('dates'));
    expect(new Set(dearFiles.values()).size).toBeLessThan(3);
  });

  it('gives every chunk its own name, after its largest module', () => {
    const result = planChunks(
      graph({
        main: [1_000, [], ['x/index', 'y/index']],
        'x/index': [4_000],
        'y/index': [3_000],
      }),
      { entries: ['main'], isPage: () => true, fileCost: 1, nameOf: () => 'index' },
    );
    expect([result.get('x/index'), result.get('y/index')]).toEqual(['index', 'index2']);
  });
});
