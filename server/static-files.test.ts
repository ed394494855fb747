import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, earliestSearchStart } from '#domain/dates.ts';
import { createTestApp } from '#test/app.ts';
import { compressStatic } from '../scripts/compress-static.ts';
import type { App } from './app.ts';
import { dataPreloadsFor } from './page-preloads.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

// A small build as `vite build` leaves it: hashed assets, the shell files with stable names, and
// the real public/robots.txt. Then the same compression step the build runs.
const script = `export const rows = ${JSON.stringify(
  Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Vehículo ${i}` })),
)};\n`;
const style = `${Array.from({ length: 100 }, (_, i) => `.c${i}{color:#e5c158;margin:${i}px}`).join('\n')}\n`;
const html = `<!doctype html><html lang="es"><head><script type="module" src="/assets/index-AbC123.js"></script></head><body>${'<p>ELITE DRIVE</p>'.repeat(60)}</body></html>`;
// The build's prerendered home page (scripts/prerender-home.ts), for '/' only.
const home = html.replace('<body>', '<body><h1>Encuentra tu libertad en cada viaje</h1>');

let dir: string;
let app: App;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'elite-static-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'icons'));
  writeFileSync(join(dir, 'index.html'), html);
  writeFileSync(join(dir, 'home.html'), home);
  writeFileSync(join(dir, 'assets/index-AbC123.js'), script);
  writeFileSync(join(dir, 'assets/index-DeF456.css'), style);
  writeFileSync(join(dir, 'sw.js'), `self.__WB_MANIFEST = ${JSON.stringify(script)};`);
  writeFileSync(
    join(dir, 'manifest.webmanifest'),
    readFileSync(new URL('../manifest.webmanifest', import.meta.url)),
  );
  writeFileSync(join(dir, 'icons/icon.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  cpSync(new URL('../public/robots.txt', import.meta.url), join(dir, 'robots.txt'));
  compressStatic(dir);
  app = await createTestApp('pglite', { staticDir: dir });
});

afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('compressed static files', () => {
  it.each([
    ['/assets/index-AbC123.js', 'javascript', script],
    ['/assets/index-DeF456.css', 'text/css', style],
  ])('%s comes back br, gzip or identity as the browser asks', async (url, type, content) => {
    const br = await get(url, 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain(type);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.rawPayload.length).toBeLessThan(content.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(content);

    const gzip = await get(url, 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toContain(type);
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gzip.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(content);

    for (const plain of [await get(url), await get(url, 'identity')]) {
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.headers['cache-control']).toBe(IMMUTABLE);
      expect(plain.body).toBe(content);
    }
  });

  it.each(['/', '/index.html', '/sw.js', '/manifest.webmanifest', '/admin/maintenance'])(
    '%s is revalidated on every visit and compressed too',
    async (url) => {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers.etag ?? response.headers['last-modified']).toBeTruthy();
    },
  );

  it('an unchanged shell file is a 304 without a body', async () => {
    const first = await get('/sw.js', 'br');
    const again = await app.inject({
      method: 'GET',
      url: '/sw.js',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('files of another kind are sent as they are, with the revalidating policy', async () => {
    const response = await get('/icons/icon.png', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('robots.txt and unknown paths', () => {
  it('/robots.txt is a real robots file in plain text', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toMatch(/^User-agent: \*$/m);
    expect(response.body).toMatch(/^Disallow: \/admin$/m);
    expect(response.body).not.toContain('<html');
  });

  it.each([
    '/nope.js',
    '/assets/index-old999.js',
    '/assets/index-old999.css?v=1',
    '/favicon.ico',
    '/customer/sitemap.xml',
  ])('%s is a 404, not the app', async (url) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, method).toBe(404);
      expect(response.body).not.toContain('<html');
    }
    expect((await get(url)).json()).toEqual({
      error: 'NOT_FOUND',
      message: 'Recurso no encontrado.',
    });
  });

  it.each([
    '/customer/vehicles?type=suv',
    '/customer/vehicle-type/suv',
    '/customer/reservation-page/42',
    '/admin/reservation',
    '/login',
  ])('the app route %s still gets index.html', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(html);
  });

  it.each(['/', '/?utm_source=qr'])(
    'the home page %s gets the prerendered home.html, compressed and revalidated',
    async (url) => {
      const plain = await get(url);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-type']).toContain('text/html');
      expect(plain.headers['cache-control']).toBe('no-cache');
      expect(plain.body).toBe(home);

      const br = await get(url, 'gzip, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(home);

      const head = await app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toContain('text/html');
    },
  );

  it('without a prerendered home.html (an older build) / gets index.html', async () => {
    const older = mkdtempSync(join(tmpdir(), 'elite-static-old-'));
    writeFileSync(join(older, 'index.html'), html);
    const oldApp = await createTestApp('pglite', { staticDir: older });
    try {
      const response = await oldApp.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(html);
    } finally {
      await oldApp.close();
      rmSync(older, { recursive: true, force: true });
    }
  });

  it('an unknown API path stays a JSON 404', async () => {
    const response = await get('/api/nope.js');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'NOT_FOUND' });
  });
});

describe('the answers a screen needs first, preloaded beside its code (issue 32)', () => {
  const start = addDays(earliestSearchStart(), 30);
  const end = addDays(start, 3);
  const preload = `<link rel="preload" as="fetch" crossorigin href="/api/vehicles/available?startDate=${start}&amp;endDate=${end}">`;

  it('the results of a date search come with a preload of exactly the URL the page asks for', async () => {
    const response = await get(`/customer/vehicles?start=${start}&end=${end}&sort=price-asc`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(html.replace('</head>', `${preload}</head>`));
  });

  it.each([
    ['no dates', '/customer/vehicles'],
    ['one date', `/customer/vehicles?start=${start}`],
    ['an end before the start', `/customer/vehicles?start=${end}&end=${start}`],
    ['a day already gone', `/customer/vehicles?start=2020-01-01&end=2020-01-04`],
    ['no real date', `/customer/vehicles?start=2030-02-30&end=2030-03-02`],
    ['a markup injection', `/customer/vehicles?start=${start}"><script>&end=${end}`],
    ['another screen', `/customer/my-reservations?start=${start}&end=${end}`],
  ])('%s: the plain index.html, nothing preloaded', async (_case, url) => {
    const response = await get(url, 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(html);
  });

  it('dataPreloadsFor names the API answers only for a valid search', () => {
    expect(dataPreloadsFor(`/customer/vehicles?end=${end}&start=${start}`)).toEqual([
      `/api/vehicles/available?startDate=${start}&endDate=${end}`,
    ]);
    expect(dataPreloadsFor(`/customer/vehicles/?start=${start}&end=${end}`)).toEqual([]);
  });
});

describe("a screen's own code, preloaded beside the entry (issue 32)", () => {
  let buildDir: string;
  let buildApp: App;
  const chunks = {
    '/admin': ['assets/guard-1.js'],
    '/admin/maintenance': ['assets/maintenance-1.js', 'assets/shared~board-1.js'],
    '/customer/reservation-page/$': ['assets/reservation-page-1.js'],
  };

  beforeAll(async () => {
    buildDir = mkdtempSync(join(tmpdir(), 'elite-route-chunks-'));
    writeFileSync(join(buildDir, 'index.html'), html);
    writeFileSync(join(buildDir, 'route-chunks.json'), JSON.stringify(chunks));
    compressStatic(buildDir);
    buildApp = await createTestApp('pglite', { staticDir: buildDir });
  });
  afterAll(async () => {
    await buildApp?.close();
    rmSync(buildDir, { recursive: true, force: true });
  });

  const links = (...files: string[]) =>
    files
      .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
      .join('');

  it('the board gets its chunks named in the head, compressed as the browser accepts', async () => {
    const expected = html.replace(
      '</head>',
      `${links('assets/maintenance-1.js', 'assets/shared~board-1.js')}</head>`,
    );
    const br = await buildApp.inject({
      url: '/admin/maintenance?q=Corolla',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(expected);
    const gzip = await buildApp.inject({
      url: '/admin/maintenance',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(expected);
    expect((await buildApp.inject({ url: '/admin/maintenance' })).body).toBe(expected);
  });

  it('a parameter matches any one segment; a screen the build does not know gets the plain file', async () => {
    expect((await buildApp.inject({ url: '/customer/reservation-page/42' })).body).toBe(
      html.replace('</head>', `${links('assets/reservation-page-1.js')}</head>`),
    );
    for (const url of ['/customer/reservation-page/42/extra', '/nope']) {
      const response = await buildApp.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(html);
    }
  });
});
