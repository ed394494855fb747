// `npm run bench:lighthouse`: Lighthouse on the production build served by the real server
// (fresh seeded database, as the e2e suite gets it), with Debian's Chromium headless.
//   - mobile preset (Lighthouse's default: Moto G-class phone, slow 4G, 4x CPU) on '/' and on the
//     pages people open next (issue 32): the results of a date search, Mis Reservas (signed in as
//     the seeded customer), the counter (/admin/operations), the lot (/admin/maintenance) and the
//     dashboard (/admin), signed in as the seeded admin;
//   - desktop preset on /admin/reservation signed in as the seeded admin.
// Each is run LH_RUNS times (3 by default), each time in a fresh browser profile; the median
// run (Lighthouse's own computeMedianRun) is checked against the targets of issue 16 and the
// figures go to BENCHMARKS.md by hand. Reports: .tmp/lighthouse/. Exit 1 when a target is missed.
// LH_RUNS=n changes the number of runs; LH_BUILD=1 rebuilds first (else an existing dist is used);
// LH_PAGES=home,results,... measures only those. The medians and the load average of each run go
// to .tmp/lighthouse/summary.json and a table for BENCHMARKS.md to .tmp/lighthouse/figures.md.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import puppeteer from 'puppeteer-core';
import {
  DEMO_ACCOUNTS,
  ensureBuild,
  sessionOf,
  startServedBuild,
  storeSession,
} from './served-build.mjs';

const RUNS = Number(process.env.LH_RUNS ?? 3);
const MAX_ATTEMPTS = 3;
const PORT = process.env.LH_PORT ?? String(4100 + (process.pid % 800));
const OUT = '.tmp/lighthouse';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// The same Chromium and flags as the Playwright suite (playwright.config.ts), headless.
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** What issue 16 asks of the median run. */
const TARGETS = {
  mobile: {
    performance: (v) => v >= 90,
    lcp: (v) => v <= 2500,
    tbt: (v) => v <= 200,
    cls: (v) => v <= 0.1,
    accessibility: (v) => v === 100,
    'best-practices': (v) => v === 100,
    seo: (v) => v === 100,
  },
  desktop: { performance: (v) => v >= 95 },
};

/** Issue 32: the pages opened after the home, on a phone; no SEO asked of signed-in screens. */
const PAGE_TARGETS = {
  performance: (v) => v >= 90,
  lcp: (v) => v <= 2500,
  tbt: (v) => v <= 200,
  cls: (v) => v <= 0.1,
  accessibility: (v) => v === 100,
};

/** YYYY-MM-DD `days` from now (UTC is close enough for a search a month ahead). */
function dayFromNow(days) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Every page measured: name, path, preset, who is signed in and its targets. */
const PAGES = [
  { name: 'home', path: '/', targets: TARGETS.mobile },
  {
    name: 'results',
    path: `/customer/vehicles?start=${dayFromNow(30)}&end=${dayFromNow(33)}`,
    targets: PAGE_TARGETS,
  },
  {
    name: 'my-reservations',
    path: '/customer/my-reservations',
    as: 'customer',
    targets: PAGE_TARGETS,
  },
  { name: 'operations', path: '/admin/operations', as: 'admin', targets: PAGE_TARGETS },
  { name: 'maintenance', path: '/admin/maintenance', as: 'admin', targets: PAGE_TARGETS },
  { name: 'dashboard', path: '/admin', as: 'admin', targets: PAGE_TARGETS },
  {
    name: 'admin-reservation-desktop',
    path: '/admin/reservation',
    as: 'admin',
    desktop: true,
    targets: TARGETS.desktop,
  },
];

if (!existsSync(CHROME_PATH)) {
  console.error(`No encuentro Chromium en ${CHROME_PATH}: sudo apt-get install -y chromium`);
  process.exit(1);
}
ensureBuild(process.env.LH_BUILD === '1');
mkdirSync(OUT, { recursive: true });

/** One Lighthouse run in a fresh browser profile. `session` is stored as the app stores it. */
async function runOnce({ url, config, session }) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  let browser;
  try {
    const flags = {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    };
    let page;
    if (session) {
      browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      page = await browser.newPage();
      // Storage is kept for Lighthouse's own cold load; the HTTP cache is still empty.
      await storeSession(page, ORIGIN, session);
      flags.disableStorageReset = true;
    }
    const result = await lighthouse(url, flags, config, page);
    if (!result) throw new Error('Lighthouse no devolvió resultados');
    return { lhr: result.lhr, html: result.report };
  } finally {
    await browser?.disconnect();
    chrome.kill();
  }
}

function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    fcp: Math.round(audit('first-contentful-paint')),
    lcp: Math.round(audit('largest-contentful-paint')),
    tbt: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    si: Math.round(audit('speed-index')),
  };
}

/** The audits that cost points outside performance, so a miss says what to fix. */
function failingAudits(lhr) {
  const failing = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        failing.push(`${id}: ${audit.id} (${audit.title})`);
      }
    }
  }
  return failing;
}

async function measure(name, options) {
  const runs = [];
  for (let i = 1; i <= RUNS; i += 1) {
    // Chromium now and then loses a run's navigation (NO_NAVSTART): that run is made again, up
    // to MAX_ATTEMPTS times, so a page still gets RUNS figures.
    let { lhr, html } = await runOnce(options);
    for (let attempt = 1; lhr.runtimeError && attempt < MAX_ATTEMPTS; attempt += 1) {
      console.log(`  ${name} run ${i}: error ${lhr.runtimeError.code}, otra vez`);
      ({ lhr, html } = await runOnce(options));
    }
    runs.push({ lhr, html, load: loadavg()[0] });
    const f = figures(lhr);
    if (lhr.runtimeError) console.log(`  ${name} run ${i}: error ${lhr.runtimeError.code}`);
    console.log(
      `  ${name} run ${i}: perf ${f.performance}, FCP ${f.fcp} ms, LCP ${f.lcp} ms, TBT ${f.tbt} ms, CLS ${f.cls}, SI ${f.si} ms, a11y ${f.accessibility}, bp ${f['best-practices']}, seo ${f.seo}  (load ${loadavg()[0].toFixed(1)})`,
    );
  }
  // A run Chromium could not finish (runtimeError, no metrics) is reported above and left out.
  const valid = filterToValidRuns(runs.map((run) => run.lhr));
  if (valid.length === 0) throw new Error(`${name}: ninguna ejecución válida`);
  const median = computeMedianRun(valid);
  const medianRun = runs.find((run) => run.lhr === median) ?? runs[0];
  writeFileSync(`${OUT}/${name}.report.html`, medianRun.html);
  writeFileSync(
    `${OUT}/${name}.json`,
    JSON.stringify(
      runs.map((run) => ({ ...figures(run.lhr), load: run.load })),
      null,
      2,
    ),
  );
  return {
    median: figures(median),
    loads: runs.map((run) => Number(run.load.toFixed(1))),
    failing: failingAudits(median),
    lcpElement: lcpElement(median),
  };
}

function lcpElement(lhr) {
  const item = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0];
  const node = item?.items?.[0]?.node ?? item?.node;
  return node ? `${node.nodeLabel ?? ''} <${node.snippet ?? ''}>` : 'desconocido';
}

let missed = 0;
const { origin: ORIGIN, stop: stopServer } = await startServedBuild(PORT);
try {
  console.log(
    `Lighthouse ${RUNS}x por preset en ${ORIGIN} (carga del equipo ${loadavg()[0].toFixed(1)})`,
  );
  const sessions = {
    admin: await sessionOf(ORIGIN, DEMO_ACCOUNTS.admin),
    customer: await sessionOf(ORIGIN, DEMO_ACCOUNTS.customer),
  };
  // LH_PAGES=home,results (names in PAGES) measures only those, while working on one of them.
  // LH_PRESETS=mobile (or desktop) still picks the presets.
  const presets = (process.env.LH_PRESETS ?? 'mobile,desktop').split(',');
  const wanted = process.env.LH_PAGES?.split(',');
  const results = {};
  for (const page of PAGES) {
    if (wanted && !wanted.includes(page.name)) continue;
    if (!presets.includes(page.desktop ? 'desktop' : 'mobile')) continue;
    results[page.name] = await measure(page.name, {
      url: `${ORIGIN}${page.path}`,
      ...(page.desktop ? { config: desktopConfig } : {}),
      ...(page.as ? { session: sessions[page.as] } : {}),
    });
  }
  const table = [
    '| page | preset | perf | LCP | TBT | CLS | a11y | load (1 min) per run |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const page of PAGES) {
    const result = results[page.name];
    if (!result) continue;
    const m = result.median;
    table.push(
      `| ${page.name} (\`${page.path.replace(/\?.*/, page.path.includes('?') ? '?start&end' : '')}\`) | ${page.desktop ? 'desktop' : 'mobile'} | ${m.performance} | ${(m.lcp / 1000).toFixed(1)} s | ${m.tbt} ms | ${m.cls} | ${m.accessibility} | ${result.loads.join(' / ')} |`,
    );
  }
  writeFileSync(`${OUT}/figures.md`, `${table.join('\n')}\n`);
  writeFileSync(`${OUT}/summary.json`, JSON.stringify(results, null, 2));
  for (const [name, { median, failing, lcpElement: element }] of Object.entries(results)) {
    console.log(`\n${name} (mediana): ${JSON.stringify(median)}`);
    console.log(`  elemento LCP: ${element}`);
    for (const line of failing) console.log(`  pierde puntos: ${line}`);
    const targets = PAGES.find((page) => page.name === name)?.targets ?? {};
    for (const [key, ok] of Object.entries(targets)) {
      const value = median[key];
      const pass = ok(value);
      if (!pass) missed += 1;
      console.log(`  ${pass ? '✔' : '✖'} ${key}: ${value}`);
    }
  }
  console.log(
    `\nInformes de la ejecución mediana: ${OUT}/<página>.report.html; tabla: ${OUT}/figures.md`,
  );
  console.log(
    missed === 0 ? 'Todos los objetivos se cumplen.' : `${missed} objetivo(s) sin cumplir.`,
  );
} finally {
  stopServer();
}
process.exit(missed === 0 ? 0 : 1);
