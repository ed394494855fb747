// The production build on the real server with a fresh, seeded database (scripts/e2e-server.mjs),
// for the scripts that look at the app in a browser: Lighthouse, the manifest's screenshots.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Builds when there is no build yet (or when asked to), like `npm start`. */
export function ensureBuild(force = false) {
  if (existsSync('dist/index.html') && !force) return;
  console.log('Construyendo la aplicación (npx vite build)…');
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Starts the server on `port` and resolves once it answers; `stop()` ends it. */
export async function startServedBuild(port) {
  const origin = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn' },
  });
  const stop = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
  };
  process.on('exit', stop);
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`El servidor terminó (${server.exitCode})`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`El servidor no respondió en ${origin}`);
}

/** The seeded accounts the browser scripts sign in as. */
export const DEMO_ACCOUNTS = {
  admin: {
    email: process.env.ADMIN_EMAIL ?? 'admin@elitedrive.sv',
    password: process.env.ADMIN_PASSWORD ?? 'EliteAdmin2026',
  },
  customer: {
    email: process.env.CUSTOMER_EMAIL ?? 'cliente@elitedrive.sv',
    password: process.env.CUSTOMER_PASSWORD ?? 'Cliente2026',
  },
};

/** Signs `account` in through the API: `{ token, user }`, as the login screen gets it. */
export async function sessionOf(origin, account) {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`Login de ${account.email}: ${response.status}`);
  return response.json();
}

/**
 * Stores `session` in a (puppeteer) page's profile as the app stores it, from a page of the origin
 * that is not the app, so neither the app nor its service worker (which would precache
 * everything) starts before the measured cold load.
 */
export async function storeSession(page, origin, session) {
  await page.goto(`${origin}/api/health`);
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('userData', JSON.stringify(user));
    },
    [session.token, session.user],
  );
}
