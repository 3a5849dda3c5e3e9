// Lighthouse 12 (mobile profile, simulated throttling) on every public page of the built server in
// every language (the 30 addresses apps/web/dist/prerendered/pages.json lists; LIGHTHOUSE_PAGES
// narrows them, e.g. `/,/de/login`), three runs a page, median kept: performance score, largest
// contentful paint and accessibility (issue 48). Needs Debian's Chromium (CHROME_PATH, default
// /usr/bin/chromium).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort, startServer } from './server-process.mjs';

const PRERENDERED = path.resolve('apps/web/dist/prerendered/pages.json');
const RUNS = 3;
const BUDGET = { performance: 0.98, lcpMs: 1200, accessibility: 1 };
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
// Lighthouse sometimes fails to record a run's trace (NO_NAVSTART, NO_FCP) on a loaded machine;
// such a run is made again rather than failing the whole bench.
const ATTEMPTS = 3;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function pages() {
  if (process.env.LIGHTHOUSE_PAGES) return process.env.LIGHTHOUSE_PAGES.split(',');
  return Object.keys(JSON.parse(readFileSync(PRERENDERED, 'utf8')));
}

async function audit(url, port) {
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!lhr.runtimeError) return summary(lhr);
    if (attempt === ATTEMPTS) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
}

function summary(lhr) {
  const failedA11y = Object.values(lhr.audits)
    .filter(
      (a) => a.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id),
    )
    .map((a) => a.id);
  return {
    performance: lhr.categories.performance.score,
    accessibility: lhr.categories.accessibility.score,
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    // What the performance score is made of, printed to see what pulls it down.
    metrics: [
      'first-contentful-paint',
      'speed-index',
      'total-blocking-time',
      'cumulative-layout-shift',
    ]
      .map(
        (id) =>
          `${id
            .split('-')
            .map((w) => w[0])
            .join('')
            .toUpperCase()} ${lhr.audits[id].displayValue}`,
      )
      .join(', '),
    failedA11y,
  };
}

/**
 * A page's runs, in a browser of its own: a page in a language sets the visitor's language
 * cookie, and an English address visited after it in the same browser would be redirected there.
 */
async function measurePage(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(url, chrome.port));
    return runs;
  } finally {
    chrome.kill();
  }
}

export async function measureLighthouse() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-lighthouse-'));
  const server = await startServer({ dataDir, port: await freePort() });
  const rows = [];
  try {
    for (const page of pages()) {
      const runs = await measurePage(server.baseUrl + page);
      const performance = median(runs.map((r) => r.performance));
      const lcpMs = median(runs.map((r) => r.lcpMs));
      const accessibility = median(runs.map((r) => r.accessibility));
      const failed = [...new Set(runs.flatMap((r) => r.failedA11y))];
      const spread = runs.map((r) => r.performance.toFixed(2)).join(', ');
      console.log(
        `  Lighthouse ${page}: performance ${spread}; LCP ${runs.map((r) => Math.round(r.lcpMs)).join(', ')} ms; ${runs.map((r) => r.metrics).join(' | ')}` +
          (failed.length ? `; accessibility audits failing: ${failed.join(', ')}` : ''),
      );
      rows.push({
        name: `Lighthouse 12, mobile, \`${page}\` (median of ${RUNS})`,
        figure: `performance ${performance.toFixed(2)}, LCP ${(lcpMs / 1000).toFixed(2)} s, accessibility ${accessibility.toFixed(2)}`,
        budget: `≥ ${BUDGET.performance}, ≤ ${BUDGET.lcpMs / 1000} s, ${BUDGET.accessibility.toFixed(1)}`,
        ok:
          performance >= BUDGET.performance &&
          lcpMs <= BUDGET.lcpMs &&
          accessibility >= BUDGET.accessibility,
      });
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
