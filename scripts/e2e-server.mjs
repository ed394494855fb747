// The server the Playwright suite talks to: the production build, on a fresh PGlite database
// seeded with the demo data, so every run starts from the same state.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const dataDir = '.tmp/e2e-data';
rmSync(dataDir, { recursive: true, force: true });

const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
// Tests talk to PGlite here; PostgreSQL is exercised by the API suite.
delete env.DATABASE_URL;

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
