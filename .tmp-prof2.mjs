import { chromium } from '@playwright/test';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(3000);
const { profile } = await cdp.send('Profiler.stop');
await browser.close();
const byId = new Map(profile.nodes.map((n) => [n.id, { ...n, self: 0 }]));
profile.samples.forEach((id, i) => { byId.get(id).self += profile.timeDeltas[i] ?? 0; });
const parent = new Map();
for (const n of byId.values()) for (const c of n.children ?? []) parent.set(c, n.id);
const total = (n) => n.self + (n.children ?? []).reduce((s, c) => s + total(byId.get(c)), 0);
const label = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
// print tree down to depth 6 for nodes > 8ms
const root = profile.nodes[0];
function walk(id, depth) {
  const n = byId.get(id); const t = total(n) / 1000;
  if (t < Number(process.argv[3] ?? 8)) return;
  if (!['(idle)', '(program)', '(garbage collector)'].includes(n.callFrame.functionName)) console.log(`${'  '.repeat(depth)}${Math.round(t)}ms ${label(n)}`);
  if (depth < Number(process.argv[4] ?? 7)) for (const c of n.children ?? []) walk(c, depth + 1);
}
walk(root.id, 0);
