import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The room boundaries (.dependency-cruiser.cjs) that `npm run lint` checks (issue 26). The fixture
 * in scripts/fixtures/boundaries/ is a tiny project laid out like this one, with one planted breach
 * of each rule: every one must fail the check, and the real code must pass it.
 */
const root = resolve(import.meta.dirname, '..');
const depcruise = resolve(root, 'node_modules/.bin/depcruise');
const config = resolve(root, '.dependency-cruiser.cjs');

function cruise(cwd: string) {
  const run = spawnSync(
    depcruise,
    // The same reporter as `npm run lint`: one 'error rule: from → to' line per breach.
    ['src', 'server', 'domain', '--config', config],
    { cwd, encoding: 'utf8', timeout: 120_000 },
  );
  const found = [...run.stdout.matchAll(/^\s*error (\S+: .+)$/gm)].map((m) => m[1]).sort();
  return { status: run.status, found, output: run.stdout + run.stderr };
}

describe('room boundaries (dependency-cruiser, run by npm run lint)', () => {
  it('catches each planted breach, and only those', () => {
    const { status, found } = cruise(resolve(root, 'scripts/fixtures/boundaries'));
    expect(status).not.toBe(0);
    expect(found).toEqual([
      'domain-imports-only-zod: domain/uses-node.ts → path',
      'feature-imports-feature: src/features/alpha/alpha-page.ts → src/features/beta/beta-page.ts',
      'page-imports-server: src/lib/uses-server.ts → server/services/thing.ts',
      'production-imports-test-support: server/services/thing.ts → server/test/things.ts',
      'server-imports-page: server/routes/thing-route.ts → src/lib/page-label.ts',
      'service-imports-route: server/services/thing.ts → server/routes/thing-route.ts',
    ]);
  }, 120_000);

  it('the project itself keeps every boundary', () => {
    const { status, found, output } = cruise(root);
    expect(found).toEqual([]);
    expect(status, output).toBe(0);
  }, 180_000);
});
