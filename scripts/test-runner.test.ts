import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('npm test without Chromium', () => {
  it('stops before any step and prints the exact install command', () => {
    const result = spawnSync(process.execPath, ['scripts/test.mjs'], {
      env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' },
      encoding: 'utf8',
      // Without the check it would run typecheck, lint and the unit tests first: cut it short.
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Chromium no está instalado');
    expect(result.stderr).toContain('/nonexistent/chromium');
    expect(result.stderr).toContain('sudo apt-get update && sudo apt-get install -y chromium');
    expect(result.stdout).not.toContain('▶');
  });
});
