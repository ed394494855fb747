import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const [url, dir, min = '8', maxDepth = '7'] = process.argv.slice(2);
const viewport = process.env.DESKTOP ? { width: 1350, height: 940 } : { width: 412, height: 823 };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport, serviceWorkers: 'block' });
const page = await ctx.newPage();
if (process.env.SESSION) {
  await page.goto(new URL('/api/health', url).href);
  const s = JSON.parse(process.env.SESSION);
  await page.evaluate(([t, u]) => { localStorage.setItem('authToken', t); localStorage.setItem('userData', JSON.stringify(u)); }, [s.token, s.user]);
}
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 4) });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(3000);
const { profile } = await cdp.send('Profiler.stop');
await browser.close();
const maps = new Map();
const consumer = (file) => {
  if (!maps.has(file)) { try { maps.set(file, new SourceMapConsumer(JSON.parse(readFileSync(`${dir}/assets/${file}.map`, 'utf8')))); } catch { maps.set(file, null); } }
  return maps.get(file);
};
const byId = new Map(profile.nodes.map((n) => [n.id, { ...n, self: 0 }]));
profile.samples.forEach((id, i) => { byId.get(id).self += profile.timeDeltas[i] ?? 0; });
const total = (n) => n.self + (n.children ?? []).reduce((s, c) => s + total(byId.get(c)), 0);
const label = (n) => {
  const cf = n.callFrame; const file = cf.url.split('/').pop();
  const c = file.endsWith('.js') ? consumer(file) : null;
  if (c) { const p = c.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber }); if (p.source) return `${p.name ?? cf.functionName ?? '(anon)'} ${p.source.replace(/.*node_modules\//, '~/').replace(/^(\.\.\/)+/, '')}:${p.line}`; }
  return `${cf.functionName || '(anon)'} ${file}:${cf.lineNumber}`;
};
function walk(id, depth) {
  const n = byId.get(id); const t = total(n) / 1000;
  if (t < Number(min)) return;
  if (!['(idle)', '(program)', '(garbage collector)'].includes(n.callFrame.functionName)) console.log(`${'  '.repeat(depth)}${Math.round(t)}ms ${label(n)}`);
  if (depth < Number(maxDepth)) for (const c of n.children ?? []) walk(c, depth + 1);
}
walk(profile.nodes[0].id, 0);
