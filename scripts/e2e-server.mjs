// The server the Playwright suite talks to: the production build, on a fresh PGlite database
// seeded with the demo data, so every run starts from the same state. The build is copied first
// so a rebuild during the run (someone else working in the same tree) cannot pull files away.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';

const port = process.env.PORT ?? '3100';
const runDir = `.tmp/e2e-${port}`;
rmSync(runDir, { recursive: true, force: true });
if (!existsSync('dist/index.html')) {
  console.error('No hay build de producción: ejecuta `npx vite build` antes de las pruebas e2e.');
  process.exit(1);
}
cpSync('dist', `${runDir}/dist`, { recursive: true });

const { DATABASE_URL: _postgres, ...inherited } = process.env;
const env = {
  ...inherited,
  DATA_DIR: `${runDir}/data`,
  STATIC_DIR: `${runDir}/dist`,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // Every spec registers its own accounts from this one address; the throttle has API tests.
  REGISTER_LIMIT_PER_HOUR: process.env.REGISTER_LIMIT_PER_HOUR ?? '1000',
  // Some specs fill the fleet with one customer's bookings; the limit of 5 has API tests.
  MAX_UPCOMING_RESERVATIONS: process.env.MAX_UPCOMING_RESERVATIONS ?? '1000',
  // Issue 29: mail goes to the SMTP server a spec runs on this port (e2e/smtp-sink.ts); while
  // none runs, messages wait and retry like with any mail server down.
  MAIL_URL: process.env.MAIL_URL ?? `smtp://127.0.0.1:${Number(port) + 1000}`,
  MESSAGES_POLL_MS: process.env.MESSAGES_POLL_MS ?? '1000',
};

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  rmSync(runDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
