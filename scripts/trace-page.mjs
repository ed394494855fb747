// `npm run bench:trace -- <path> [customer|admin]`: one page's main thread on the production
// build (dist, served as scripts/served-build.mjs serves it), with the CPU throttled as on
// Lighthouse's phone (CPU=4). Prints per run the main thread's total task time ('cpu'), the
// blocking time of its tasks over 50 ms ('tbt'), first paint and the LCP candidates, and the
// long tasks as start:duration (ms from navigation). It holds under machine load far better than
// Lighthouse, so it tells whether a change helped (issue 32).
// env: RUNS=n; PORT; BREAK=1 (self time per trace event: layout, style, script…); PROF=1 with
// MINTASK (µs, default 120000), TOPN and SELFN (a CPU profile of each long task: most useful on a
// build made with `npx vite build --minify false`); API=1 (the API requests); NODES=1 (DOM size);
// LAYOUTS=1 (each layout over 20 ms with the number of objects it laid out). BREAK=1 also breaks
// down every task over 100 ms.
import puppeteer from 'puppeteer-core';
import { DEMO_ACCOUNTS, sessionOf, startServedBuild, storeSession } from './served-build.mjs';

const [path = '/', as] = process.argv.slice(2);
const CPU = Number(process.env.CPU ?? 4);
const port = Number(process.env.PORT ?? 4700);
const { origin, stop } = await startServedBuild(port);
const browser = await puppeteer.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--headless=new'],
});
const results = [];
for (let run = 0; run < Number(process.env.RUNS ?? 1); run++) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
  if (as) await storeSession(page, origin, await sessionOf(origin, DEMO_ACCOUNTS[as]));
  page.on('console', (m) => {
    if (m.text().startsWith('FSR')) console.log(m.text().slice(0, 900));
  });
  const apiRequests = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/'))
      apiRequests.push(`${r.url().replace(origin, '')} ${r.resourceType()}`);
  });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  if (process.env.PROF) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await page.tracing.start({
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'loading',
      'blink.user_timing',
    ],
  });
  await page.goto(origin + path, { waitUntil: 'networkidle0', timeout: 60000 });
  await new Promise((r) => setTimeout(r, 1500));
  const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString());
  const events = trace.traceEvents;
  const nav =
    events.find(
      (e) =>
        e.name === 'navigationStart' &&
        e.args?.data?.isLoadingMainFrame &&
        e.args?.data?.documentLoaderURL?.startsWith(origin + path.split('?')[0]),
    ) ?? events.find((e) => e.name === 'navigationStart');
  const tNav = nav.ts;
  const mainPid = nav.pid;
  const mainTid = nav.tid;
  const tasks = events.filter(
    (e) => e.name === 'RunTask' && e.pid === mainPid && e.tid === mainTid && e.ts >= tNav && e.dur,
  );
  const lcp = events
    .filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === mainPid)
    .map((e) => ({
      t: Math.round((e.ts - tNav) / 1000),
      size: e.args.data.size,
      type: e.args.data.type,
    }));
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === mainPid);
  const long = tasks
    .filter((e) => e.dur > 50000)
    .map((e) => `${Math.round((e.ts - tNav) / 1000)}:${Math.round(e.dur / 1000)}`);
  const cpu = Math.round(tasks.reduce((s, e) => s + e.dur, 0) / 1000);
  const tbt = Math.round(tasks.reduce((s, e) => s + Math.max(0, e.dur - 50000), 0) / 1000);
  const lastLcp = lcp.at(-1);
  if (process.env.LAYOUTS)
    for (const e of events.filter((x) => x.name === 'Layout' && x.pid === mainPid && x.dur > 20000))
      console.log(
        `  layout at ${Math.round((e.ts - tNav) / 1000)}: ${Math.round(e.dur / 1000)} ms, ${JSON.stringify(e.args?.beginData ?? {})} ${JSON.stringify(e.args?.endData?.layoutRoots?.length ?? '')}`,
      );
  if (process.env.BREAK) {
    const by = new Map();
    const inTask = events.filter(
      (e) =>
        e.pid === mainPid && e.tid === mainTid && e.ts >= tNav && e.dur && e.name !== 'RunTask',
    );
    // self time per event name: subtract direct children
    inTask.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const stack = [];
    for (const e of inTask) {
      while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
      e.self = e.dur;
      if (stack.length) stack.at(-1).self -= e.dur;
      stack.push(e);
    }
    for (const e of inTask) by.set(e.name, (by.get(e.name) ?? 0) + e.self);
    // The same per long task: what each of them spent its time on.
    for (const task of tasks.filter((t) => t.dur > 100000)) {
      const own = new Map();
      for (const e of inTask)
        if (e.ts >= task.ts && e.ts < task.ts + task.dur) {
          const k =
            e.name === 'FunctionCall' || e.name === 'v8.evaluateModule'
              ? `${e.name} ${(e.args?.data?.url ?? e.args?.data?.functionName ?? '').split('/').pop().slice(0, 30)}`
              : e.name;
          own.set(k, (own.get(k) ?? 0) + e.self);
        }
      const top = [...own].sort((a, b) => b[1] - a[1]).slice(0, 6);
      console.log(
        `  task ${Math.round((task.ts - tNav) / 1000)}:${Math.round(task.dur / 1000)} ${top.map(([k, v]) => `${k} ${Math.round(v / 1000)}`).join(', ')}`,
      );
    }
    console.log(
      [...by]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 18)
        .map(([k, v]) => `${k} ${Math.round(v / 1000)}`)
        .join(', '),
    );
  }
  results.push({ cpu, tbt, fcp: fcp ? Math.round((fcp.ts - tNav) / 1000) : null, lcp: lastLcp });
  console.log(
    `run ${run}: cpu ${cpu} ms, tbt(${CPU}x) ${tbt} ms, fcp ${results.at(-1).fcp}, lcp ${JSON.stringify(lcp)}\n  long: ${long.join(' ')}`,
  );
  if (process.env.PROF) {
    const { profile } = await cdp.send('Profiler.stop');
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const key = (m) =>
      `${m.callFrame.functionName || '(anon)'} ${m.callFrame.url.split('/').pop().slice(0, 40)}:${m.callFrame.lineNumber}`;
    const longTasks = tasks.filter((e) => e.dur > Number(process.env.MINTASK ?? 120000));
    for (const task of longTasks) {
      const self = new Map();
      const incl = new Map();
      let t = profile.startTime;
      profile.samples.forEach((id, i) => {
        t += profile.timeDeltas[i];
        if (t < task.ts || t > task.ts + task.dur) return;
        const d = profile.timeDeltas[i];
        const n = byId.get(id);
        self.set(key(n), (self.get(key(n)) ?? 0) + d);
        const seen = new Set();
        let cur = id;
        while (cur) {
          const k = key(byId.get(cur));
          if (!seen.has(k)) {
            incl.set(k, (incl.get(k) ?? 0) + d);
            seen.add(k);
          }
          cur = parent.get(cur);
        }
      });
      const top = (m, n) =>
        [...m]
          .sort((x, y) => y[1] - x[1])
          .slice(0, n)
          .map(([k, v]) => `${Math.round(v / 1000)} ${k}`)
          .join(' ; ');
      console.log(
        `TASK at ${Math.round((task.ts - tNav) / 1000)} dur ${Math.round(task.dur / 1000)}\n  self: ${top(self, Number(process.env.SELFN ?? 8))}\n  incl: ${top(incl, Number(process.env.TOPN ?? 30))}`,
      );
    }
  }
  if (process.env.NODES)
    console.log(
      'nodes',
      await page.evaluate(() => {
        const all = [...document.querySelectorAll('*')];
        const tags = {};
        for (const e of all) tags[e.tagName] = (tags[e.tagName] ?? 0) + 1;
        return (
          all.length +
          ' ' +
          JSON.stringify(
            Object.entries(tags)
              .sort((a, b) => b[1] - a[1])
              .slice(0, 12),
          ) +
          ' articles ' +
          document.querySelectorAll('article,li').length
        );
      }),
    );
  if (process.env.API) console.log(apiRequests.join('\n'));
  await context.close();
}
await browser.close();
stop();
process.exit(0);
