// Prints what a first visit to the public pages downloads: the entry script and the chunks
// index.html preloads, raw and gzip, plus the largest lazily loaded chunks. Run after a build.
// Fails (exit 1) when that first-load JS is over the budget of issue 16: 120 kB gzip.
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const html = readFileSync('dist/index.html', 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
  (m) => m[1],
);
const sizeOf = (file) => {
  const bytes = readFileSync(`dist/${file}`);
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const BUDGET_GZIP = Number(process.env.BUNDLE_BUDGET_KB ?? 120) * 1024;

const first = initial.map(sizeOf);
const total = (files, key) => files.reduce((sum, f) => sum + f[key], 0);
console.log('Initial load of a public page (entry + preloaded chunks + CSS):');
for (const f of first.sort((a, b) => b.gzip - a.gzip))
  console.log(`  ${kb(f.gzip).padStart(9)}  ${f.file}`);
const js = first.filter((f) => f.file.endsWith('.js'));
console.log(`  JS:  ${kb(total(js, 'raw'))} raw, ${kb(total(js, 'gzip'))} gzip`);
console.log(`  CSS: ${kb(total(first, 'gzip') - total(js, 'gzip'))} gzip`);

const lazy = readdirSync('dist/assets')
  .filter((name) => name.endsWith('.js') && !initial.includes(`assets/${name}`))
  .map((name) => sizeOf(`assets/${name}`))
  .sort((a, b) => b.gzip - a.gzip)
  .slice(0, 8);
console.log('Largest lazily loaded chunks:');
for (const f of lazy) console.log(`  ${kb(f.gzip).padStart(9)}  ${f.file}`);

const firstLoadJs = total(js, 'gzip');
if (firstLoadJs > BUDGET_GZIP) {
  console.error(
    `\n✖ First-load JS is ${kb(firstLoadJs)} gzip, over the budget of ${kb(BUDGET_GZIP)}: keep new code out of the entry (lazy routes, dynamic import).`,
  );
  process.exit(1);
}
console.log(`\n✔ First-load JS ${kb(firstLoadJs)} gzip, within the budget of ${kb(BUDGET_GZIP)}.`);
