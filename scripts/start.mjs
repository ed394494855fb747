// `npm start`: build the PWA when the build is missing or older than its sources, then run the
// server (API + app) on PORT, 3000 by default. Ctrl-C or SIGTERM closes the server cleanly (exit 0);
// a server that dies any other way makes this exit non-zero, so a supervisor restarts it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { supervise } from './supervise.mjs';

const SOURCES = ['src', 'public', 'domain', 'index.html', 'vite.config.ts', 'manifest.webmanifest'];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestChange(join(path, name))), 0);
}

const builtAt = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
if (builtAt < Math.max(...SOURCES.map(newestChange))) {
  console.log('Construyendo la aplicación…');
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit' });
// SIGINT/SIGTERM are passed on (the server lets the requests in flight finish, then exits 0); a
// server killed by a signal it did not handle makes `npm start` exit non-zero (issue 25).
supervise(server);
