// Gzipped JavaScript a first visit to / downloads: the page's module scripts and modulepreloads,
// the app its boot script loads after the first paint (data-app, data-preload), the landing route
// chunk, and everything those import statically. Dynamic imports are other routes and are not
// counted (docs/decisions/004-web-landing-bundle-budget.md).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 120_000;
const DIST = path.resolve('apps/web/dist');

/** The landing page's HTML in each language (apps/web/scripts/prerender.mjs). */
function landingPages() {
  const pages = JSON.parse(readFileSync(path.join(DIST, 'prerendered', 'pages.json'), 'utf8'));
  return Object.entries(pages)
    .filter(([address]) => address === '/' || /^\/[a-z]{2}\/$/.test(address))
    .map(([address, file]) => ({ address, file: path.join('prerendered', file) }));
}

function landingFiles(page) {
  const html = readFileSync(path.join(DIST, page), 'utf8');
  const roots = [
    ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g),
  ].map((match) => match[1]);
  // The app and its chunks, which the page's boot script loads after the first paint.
  for (const [, urls] of html.matchAll(/data-(?:app|preload)="([^"]*)"/g)) {
    roots.push(
      ...urls
        .split(' ')
        .filter(Boolean)
        .map((url) => url.replace(/^\//, '')),
    );
  }
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
  // Every language's page loads the same scripts (its texts are in its HTML): measured per page.
  const totals = [];
  for (const { address, file: page } of landingPages()) {
    let total = 0;
    for (const file of landingFiles(page)) {
      const size = gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length;
      total += size;
      if (address === '/') console.log(`  ${file}: ${(size / 1000).toFixed(2)} kB gzipped`);
    }
    totals.push({ address, total });
  }
  const largest = Math.max(...totals.map((page) => page.total));
  console.log(
    `  per language: ${totals.map((p) => `${p.address} ${(p.total / 1000).toFixed(1)} kB`).join(', ')}`,
  );
  return {
    name: `Landing route JS on first load (gzipped), in each of its ${totals.length} languages`,
    figure: `${(largest / 1000).toFixed(1)} kB`,
    budget: `${BUDGET_BYTES / 1000} kB`,
    ok: largest <= BUDGET_BYTES,
  };
}
