import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Hashed build output: a new version gets new names, so a copy never goes stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html, sw.js, the manifest and other stable names: revalidated (304) on every visit. */
const REVALIDATE = 'no-cache';

/**
 * '/' as the build prerendered it (scripts/prerender-home.ts): the home page painted before its
 * scripts run. Every other screen of the app gets the plain index.html (http-errors.ts).
 */
const HOME_FILE = 'home.html';

/** A last path segment with an extension asks for a file, never for a screen of the app. */
const FILE_LIKE = /\/[^/]*\.[a-z0-9]{1,12}$/i;

export function looksLikeFile(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return FILE_LIKE.test(path);
}

/**
 * The built PWA from `root`. The build leaves `.br` and `.gz` copies beside every text file
 * (scripts/compress-static.ts): they are sent as they are to browsers that accept them, with
 * `Vary: Accept-Encoding`, and the plain file to the others.
 */
export async function registerStaticFiles(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, path) {
      const name = path.slice(root.length).replaceAll('\\', '/');
      reply.header('Cache-Control', name.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    },
  });
  if (existsSync(join(root, HOME_FILE))) {
    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendFile(HOME_FILE));
  }
}
