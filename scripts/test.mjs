// `npm test`: typecheck, lint, unit + API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL or
// DATABASE_URL is set), a production build, then the Playwright suite against it.
// Ends with one plain line 'N passed, N failed' summing the test runners.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readFileSync } from 'node:fs';

// The e2e step needs Debian's Chromium (playwright.config.ts; Playwright cannot download its own
// browsers here). Say so at once rather than after ten minutes of the earlier steps.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
try {
  accessSync(chromium, constants.X_OK);
} catch {
  console.error(`✖ Chromium no está instalado (se busca en ${chromium}; otra ruta: CHROMIUM_PATH).
Las pruebas e2e lo necesitan. Instálalo con:

  sudo apt-get update && sudo apt-get install -y chromium

y vuelve a ejecutar npm test.`);
  process.exit(1);
}

mkdirSync('.tmp', { recursive: true });

const steps = [
  ['typecheck', 'npx', ['tsc', '-b']],
  // The same as `npm run lint`: Biome, then the room boundaries (.dependency-cruiser.cjs).
  ['lint', 'npm', ['run', 'lint']],
  [
    'unit + API',
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=.tmp/vitest.json',
    ],
  ],
  ['build', 'npx', ['vite', 'build']],
  ['bundle budget', 'node', ['scripts/bundle-size.mjs']],
  ['e2e', 'npx', ['playwright', 'test']],
];

function counts() {
  let passed = 0;
  let failed = 0;
  if (existsSync('.tmp/vitest.json')) {
    const report = JSON.parse(readFileSync('.tmp/vitest.json', 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  if (existsSync('.tmp/playwright.json')) {
    const { stats } = JSON.parse(readFileSync('.tmp/playwright.json', 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
  }
  return { passed, failed };
}

let failedStep;
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

const { passed, failed } = counts();
if (failedStep) console.error(`\n✖ ${failedStep} failed`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
