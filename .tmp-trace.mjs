import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, { path: '/tmp/h32-trace.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'disabled-by-default-v8.cpu_profiler'] });
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(4000);
await browser.stopTracing();
await browser.close();
const trace = JSON.parse(readFileSync('/tmp/h32-trace.json', 'utf8'));
const events = trace.traceEvents ?? trace;
const tasks = events.filter((e) => e.name === 'RunTask' && e.dur > 30000 && e.ph === 'X');
const nav = events.find((e) => e.name === 'navigationStart')?.ts ?? tasks[0]?.ts;
for (const t of tasks) {
  const kids = events.filter((e) => e.tid === t.tid && e.pid === t.pid && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e.ph === 'X' && e !== t && (e.dur ?? 0) > 3000);
  const names = kids.slice(0, 12).map((e) => `${e.name}${e.args?.data?.url ? '(' + e.args.data.url.split('/').pop() + ')' : ''}${e.args?.data?.functionName ? '[' + e.args.data.functionName + ']' : ''}:${Math.round(e.dur / 1000)}`);
  console.log(`task @${Math.round((t.ts - nav) / 1000)}ms ${Math.round(t.dur / 1000)}ms :: ${names.join(' | ')}`);
}
