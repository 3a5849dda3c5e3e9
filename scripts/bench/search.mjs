// The search assistant (issue 20) over 100,000 indexed documents on the built server:
// - indexing: 100,000 documents (the creations and workflows of 1,000 users, written through the
//   server's own writeDocuments, which PostgreSQL turns into weighted text vectors), timed;
// - searching: POST /api/ai-search by one of those users, 20 concurrent clients for 10 s, a mix of
//   one- to three-word queries, common and rare words, and typos, repeated as the Explorer's
//   popular and recent searches are: p99 latency; then every search new, so nothing is cached.
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { createVerifiedAccounts, logIn } from './accounts.mjs';
import { loadServerModules } from './server-modules.mjs';
import { freePort, startServer } from './server-process.mjs';

const DOCUMENTS = 100_000;
const OWNERS = 1_000;
const CONNECTIONS = 20;
const DURATION_S = 10;
const INDEX_BUDGET_S = 60;
const SEARCH_P99_BUDGET_MS = 30;

const SUBJECTS = [
  'lighthouse',
  'fox',
  'city skyline',
  'coffee cup',
  'mountain lake',
  'robot',
  'sneaker',
  'perfume bottle',
  'vintage car',
  'owl',
  'sailboat',
  'desert camp',
  'bakery',
  'astronaut',
  'forest cabin',
  'koi pond',
  'violin',
  'skateboarder',
  'waterfall',
  'lantern festival',
];
const STYLES = [
  'watercolor',
  'cinematic',
  'minimalist',
  'photorealistic',
  'isometric',
  'oil painting',
  'neon cyberpunk',
  'pastel',
  'film noir',
  'studio product shot',
  'anime',
  'low poly',
  'charcoal sketch',
  'golden hour',
  'long exposure',
];
const PLACES = [
  'at dawn',
  'in the rain',
  'under the stars',
  'on a marble table',
  'in a busy market',
  'by the sea',
  'in fog',
  'after snowfall',
  'at sunset',
  'in a greenhouse',
];
const TOPICS = [
  'product launch',
  'newsletter',
  'onboarding',
  'hiring plan',
  'quarterly review',
  'customer survey',
  'pricing page',
  'webinar',
  'podcast season',
  'brand refresh',
  'trade show',
  'SEO audit',
];
const KINDS = [
  ['image', 'creation'],
  ['image', 'creation'],
  ['video', 'creation'],
  ['audio', 'creation'],
  ['text', 'creation'],
  ['document', 'workflow'],
];
const TYPES = ['text', 'image', 'video', 'document', 'audio'];
const QUERIES = [
  'lighthouse',
  'watercolor fox',
  'cinematic city skyline',
  'product launch',
  'marble',
  'robot anime',
  'promt craftr',
  'daily limits',
  'two-factor',
  'sailboat sunset',
  'perfume bottle studio',
  'hiring plan',
  'waterfal',
  'credits',
  'koi pond in fog',
  'newsletter onboarding',
  'skyline neon',
  'astronaut',
  'workflow templates',
  'vintage car film noir',
];

const pick = (list, n) => list[n % list.length];

/** The n-th document: a creation's prompt or a workflow's plan, varied like real ones. */
function documentOf(n, owners) {
  const [type, source] = pick(KINDS, n);
  const subject = pick(SUBJECTS, n * 7);
  const style = pick(STYLES, n * 13);
  const place = pick(PLACES, n * 3);
  const topic = pick(TOPICS, n * 11);
  const title =
    source === 'workflow'
      ? `${topic} plan ${n}`
      : `${type[0].toUpperCase()}${type.slice(1)}: ${style} ${subject} ${place}`;
  const body =
    source === 'workflow'
      ? `A ${topic} for our ${subject} brand: research, drafts in a ${style} tone, review, publish and measure. Steps: brief, outline, first draft, feedback round, final version, launch ${place}.`
      : `A ${style} ${subject} ${place}, detailed, high resolution, ${pick(STYLES, n * 5)} colours, for a ${topic}.`;
  return {
    source,
    ref: `bench-${n}`,
    ownerId: owners[n % owners.length],
    type,
    title,
    body,
    url: source === 'workflow' ? `/workflows?workflow=bench-${n}` : `/creations?job=bench-${n}`,
  };
}

export async function measureSearch() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-search-'));
  chmodSync(dataDir, 0o755);
  // The per-user limit (60 a minute) would make a load test a test of the limiter.
  const server = await startServer({
    dataDir,
    port: await freePort(),
    env: { SEARCH_LIMIT_PER_MINUTE: '0' },
  });
  const { url } = JSON.parse(readFileSync(path.join(dataDir, 'postgres.json'), 'utf8'));
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  try {
    const [account] = await createVerifiedAccounts({
      ...server,
      dataDir,
      count: 1,
      prefix: 'search',
    });
    await pool.query(
      `INSERT INTO users (email, full_name, email_verified_at, terms_agreed)
       SELECT 'owner' || n || '@bench.example', 'Owner ' || n, now(), true
       FROM generate_series(1, $1) AS n`,
      [OWNERS - 1],
    );
    const { rows } = await pool.query('SELECT id FROM users ORDER BY email');
    const owners = rows.map((row) => row.id);
    const { writeDocuments } = await loadServerModules('search', [
      "export { writeDocuments } from './src/features/search/write-documents';",
    ]);
    const documents = Array.from({ length: DOCUMENTS }, (_, n) => documentOf(n, owners));
    const started = performance.now();
    await writeDocuments(drizzle(pool), documents);
    const indexSeconds = (performance.now() - started) / 1000;
    await pool.query('VACUUM ANALYZE search_documents');

    const token = await logIn(server.baseUrl, account);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    // The first search brings the public part (help centre, catalogues) into the index.
    const first = await fetch(`${server.baseUrl}/api/ai-search`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: 'warm up' }),
    });
    if (!first.ok) throw new Error(`search answered ${first.status}: ${await first.text()}`);
    const { rows: counted } = await pool.query('SELECT count(*)::int AS n FROM search_documents');
    const result = await autocannon({
      url: `${server.baseUrl}/api/ai-search`,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: QUERIES.map((query) => ({
        method: 'POST',
        headers,
        body: JSON.stringify({ query }),
      })),
    });
    // The same clients, each search a combination of query, type filter and limit not asked
    // before (20 x 31 x 50), so neither part of the answer comes from a cache.
    let n = 0;
    const fresh = await autocannon({
      url: `${server.baseUrl}/api/ai-search`,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [
        {
          method: 'POST',
          headers,
          setupRequest: (request) => {
            n += 1;
            const mask = 1 + (Math.floor(n / QUERIES.length) % 31);
            const types = TYPES.filter((_, bit) => mask & (1 << bit));
            const limit = 1 + (Math.floor(n / (QUERIES.length * 31)) % 50);
            const body = { query: QUERIES[n % QUERIES.length], include_types: types, limit };
            return { ...request, body: JSON.stringify(body) };
          },
        },
      ],
    });
    for (const run of [result, fresh]) {
      if (run.non2xx > 0 || run.errors > 0) {
        throw new Error(`search: ${run.non2xx} non-2xx answers, ${run.errors} errors`);
      }
    }
    return [
      {
        name: `Indexing ${DOCUMENTS.toLocaleString('en')} documents (creations and workflows of ${OWNERS.toLocaleString('en')} users, 500 a statement)`,
        figure: `${indexSeconds.toFixed(1)} s`,
        budget: `< ${INDEX_BUDGET_S} s`,
        ok: indexSeconds < INDEX_BUDGET_S,
      },
      {
        name: `POST /api/ai-search over ${counted[0].n.toLocaleString('en')} indexed documents, ${CONNECTIONS} clients, ${DURATION_S} s, ${QUERIES.length} queries (common and rare words, typos)`,
        figure: `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
        budget: `p99 < ${SEARCH_P99_BUDGET_MS} ms`,
        ok: result.latency.p99 < SEARCH_P99_BUDGET_MS,
      },
      {
        name: `Same, every search a new combination of query, type filter and limit (no cached part)`,
        figure: `${Math.round(fresh.requests.average)} req/s, p50 ${fresh.latency.p50} ms, p99 ${fresh.latency.p99} ms`,
      },
    ];
  } finally {
    await pool.end();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
