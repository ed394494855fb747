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
