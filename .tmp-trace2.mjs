import { readFileSync } from 'node:fs';
const trace = JSON.parse(readFileSync('/tmp/h32-trace.json', 'utf8'));
const events = trace.traceEvents ?? trace;
const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'v8.evaluateModule'));
const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
const nav = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts;
const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur > 30000);
for (const t of tasks) {
  const kids = onMain.filter((e) => e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e.ph === 'X' && e !== t && (e.dur ?? 0) > 5000 && !e.name.startsWith('V8.GC') && !e.name.includes('GC'));
  console.log(`task @${Math.round((t.ts - nav) / 1000)}ms ${Math.round(t.dur / 1000)}ms`);
  for (const e of kids.slice(0, 10)) console.log(`     ${e.name} ${Math.round(e.dur/1000)} ${JSON.stringify(e.args?.data ?? e.args ?? {}).slice(0, 160)}`);
}
// FCP / LCP marks
for (const e of events.filter((e) => ['firstContentfulPaint', 'largestContentfulPaint::Candidate', 'domContentLoadedEventEnd', 'loadEventEnd'].includes(e.name) && e.pid === main.pid)) console.log(e.name, Math.round((e.ts - nav) / 1000));
