// Gzipped JavaScript a first visit to / downloads: index.html's module scripts and modulepreloads,
// the landing route chunk, and everything those import statically. Dynamic imports are other
// routes and are not counted (docs/decisions/004-web-landing-bundle-budget.md).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 120_000;
const DIST = path.resolve('apps/web/dist');

function landingFiles() {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const roots = [
    ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g),
  ].map((match) => match[1]);
  const landing = readdirSync(path.join(DIST, 'assets')).find((file) =>
    /^landing-page-.*\.js$/.test(file),
  );
  if (!landing) throw new Error('no landing-page chunk in apps/web/dist/assets: was it renamed?');
  roots.push(`assets/${landing}`);

  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    const code = readFileSync(path.join(DIST, file), 'utf8');
    const staticImports = /(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g;
    for (const match of code.matchAll(staticImports)) visit(`assets/${match[1]}`);
  };
  roots.forEach(visit);
  return [...files];
}

export async function measureLandingBundle() {
  let total = 0;
  for (const file of landingFiles()) {
    const size = gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length;
    total += size;
    console.log(`  ${file}: ${(size / 1000).toFixed(2)} kB gzipped`);
  }
  return {
    name: 'Landing route JS on first load (gzipped)',
    figure: `${(total / 1000).toFixed(1)} kB`,
    budget: `${BUDGET_BYTES / 1000} kB`,
    ok: total <= BUDGET_BYTES,
  };
}
