import { describe, expect, it } from 'vitest';
import { routeChunks, routePattern } from './route-chunks.ts';

describe('route chunks (issue 32)', () => {
  it.each([
    ['customer/_guard/my-reservations', '/customer/my-reservations'],
    ['customer/_guard/reservation-page.$vehicleId', '/customer/reservation-page/$'],
    ['admin/_guard/operations/index', '/admin/operations'],
    ['admin/_guard/operations/$reservationId.checkin', '/admin/operations/$/checkin'],
    ['admin/_guard/index', '/admin'],
    ['admin/maintenance', '/admin/maintenance'],
    ['index', '/'],
  ])('%s answers %s', (file, pattern) => {
    expect(routePattern(file)).toBe(pattern);
  });

  it("lists a screen's split chunks, its layouts' and what they import, less the entry's", () => {
    const chunk = (fileName: string, imports: string[], ids: string[] = [], isEntry = false) => ({
      type: 'chunk' as const,
      fileName,
      imports,
      isEntry,
      facadeModuleId: ids[0] ?? null,
      moduleIds: ids,
    });
    const route = (file: string, split = 'component') =>
      `/app/src/routes/${file}.tsx?tsr-split=${split}`;
    const result = routeChunks([
      chunk('assets/main.js', ['assets/runtime.js'], ['/app/src/main.tsx'], true),
      chunk('assets/runtime.js', []),
      chunk('assets/guard.js', ['assets/runtime.js'], [route('admin/_guard')]),
      chunk('assets/guard-pending.js', [], [route('admin/_guard', 'pendingComponent')]),
      chunk(
        'assets/ops.js',
        ['assets/shared-ui.js', 'assets/main.js'],
        [route('admin/_guard/operations/index')],
      ),
      chunk(
        'assets/ops-error.js',
        ['assets/api.js'],
        [route('admin/_guard/operations/index', 'errorComponent')],
      ),
      chunk('assets/shared-ui.js', ['assets/api.js']),
      chunk('assets/api.js', []),
    ]);
    expect(result['/admin/operations']).toEqual([
      'assets/api.js',
      'assets/guard-pending.js',
      'assets/guard.js',
      'assets/ops.js',
      'assets/shared-ui.js',
    ]);
    expect(result['/admin']).toEqual(['assets/guard-pending.js', 'assets/guard.js']);
  });
});
