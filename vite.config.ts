import { readFileSync } from 'node:fs';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa';
import { compressStatic } from './scripts/compress-static.ts';
import { pageChunks } from './scripts/page-chunks.ts';
import { HOME_FILE, prerenderHome } from './scripts/prerender-home.ts';
import { routeChunksPlugin } from './scripts/route-chunks.ts';

const readJson = <T>(file: string): T =>
  JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as T;

// The top-level manifest.webmanifest is the single source; the plugin re-emits it and links it.
const manifest = readJson<Partial<ManifestOptions>>('./manifest.webmanifest');
const { version } = readJson<{ version: string }>('./package.json');

/** br + gzip beside every built text file, after the service worker is written (last plugin). */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'elite-drive:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const { files, bytes, brotli, gzip } = compressStatic(outDir);
        const kb = (n: number) => `${(n / 1024).toFixed(0)} kB`;
        this.info(
          `precompressed ${files} files: ${kb(bytes)} -> br ${kb(brotli)}, gzip ${kb(gzip)}`,
        );
      },
    },
  };
}

/** The router's file routes, split per route (client build and the home page's prerender). */
const routerPlugin = () =>
  tanstackRouter({
    target: 'react',
    routesDirectory: './src/routes',
    generatedRouteTree: './src/routeTree.gen.ts',
    autoCodeSplitting: true,
    // Pending and error screens too (they import their feature's API module, and with it the
    // API client): only what every first visit needs stays in the entry (bundle budget, issue 16).
    codeSplittingOptions: {
      defaultBehavior: [
        ['component'],
        ['pendingComponent'],
        ['errorComponent'],
        ['notFoundComponent'],
      ],
    },
    quoteStyle: 'single',
  });

const lazyChunks = pageChunks();

export default defineConfig({
  define: {
    // Busts the persisted query cache whenever a new version ships.
    'import.meta.env.APP_VERSION': JSON.stringify(version),
  },
  plugins: [
    // Must come before the React plugin so route files are split before JSX is transformed.
    routerPlugin(),
    react(),
    tailwindcss(),
    // dist/route-chunks.json: each screen's chunks, which the server preloads on a first visit.
    routeChunksPlugin(),
    lazyChunks.plugin,
    // dist/home.html: '/' rendered at build time, painted before the scripts run.
    prerenderHome({ entry: 'src/prerender.tsx', plugins: () => [routerPlugin(), react()] }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // Vehicle photos belong to a bounded runtime cache (DESIGN 7), not to every install; the
        // manifest's screenshots are for the install dialog only.
        // home.html is '/' from the network only: offline (and once installed) '/' is the shell.
        globIgnores: ['vehicles/**', 'screenshots/**', HOME_FILE],
      },
      devOptions: { enabled: false },
    }),
    precompress(),
  ],
  build: {
    // Every browser the app supports preloads modules itself (Chrome 66, Safari 17, Firefox 115).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // What every first visit loads is one chunk, not ten small ones queued over HTTP/1.1
        // (issue 14). Lazy code goes where scripts/chunk-plan.ts puts it: by the screens that
        // use it, small groups joined only where that makes the screens' downloads cheaper
        // (issue 32: merging by size alone had every signed-in page preload 116-140 kB br of a
        // 224 kB whole; Mis Reservas now takes 46 kB in 7 files). A module goes to its planned
        // chunk alone, not with what it imports (includeDependenciesRecursively). Chunks can
        // import each other in a ring; strict execution order runs every module in import
        // order all the same (without it a page read a value before the chunk that defines it
        // had run: 'Cannot read properties of undefined'). With strict order the entry script
        // is a 42-byte module that runs the entry chunk (preloaded beside it).
        strictExecutionOrder: true,
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: 'entry', tags: ['$initial'], priority: 2 }, lazyChunks.group],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
  preview: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
});
