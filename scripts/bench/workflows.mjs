// GET /api/workflows for a user with 200 workflows of 10 steps each, 20 concurrent clients for
// 10 s under autocannon. The workflows are written straight into the server's database (one
// statement each for workflows and steps) so the run measures the list, not the create calls.
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createVerifiedAccounts, logIn } from './accounts.mjs';
import { freePort, startServer } from './server-process.mjs';

const WORKFLOWS = 200;
const STEPS = 10;
const CONNECTIONS = 20;
const DURATION_S = 10;
const GOAL_P99_MS = 50;

async function seedWorkflows(dataDir, email) {
  const { url } = JSON.parse(readFileSync(path.join(dataDir, 'postgres.json'), 'utf8'));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO workflows (user_id, name, description, category, difficulty, estimated_timeline,
         kra, kpi, ai_tools, tags, created_at)
       SELECT u.id, 'Bench workflow ' || n, 'A plan with ten steps to list, number ' || n,
         'marketing', 'intermediate', '4-6 weeks', 'Awareness', '10,000 visits',
         '["ChatGPT", "Midjourney", "Canva"]', '["marketing", "bench"]',
         now() - make_interval(mins => n)
       FROM users u, generate_series(1, $2::int) n WHERE u.email = $1`,
      [email, WORKFLOWS],
    );
    await client.query(
      `INSERT INTO workflow_steps (workflow_id, step_number, title, description,
         estimated_duration, recommended_tools, deliverables, status)
       SELECT w.id, s, 'Step ' || s, 'What to do in step ' || s || ' and how to know it is done',
         '3-5 days', '["ChatGPT", "Notion AI"]', '["A brief", "A checklist"]',
         CASE WHEN s <= 3 THEN 'completed' ELSE 'pending' END
       FROM workflows w JOIN users u ON u.id = w.user_id, generate_series(1, $2::int) s
       WHERE u.email = $1`,
      [email, STEPS],
    );
  } finally {
    await client.end();
  }
}

async function load(url, headers) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** Every list read right after a change: the cost of rebuilding the answer. */
async function misses(baseUrl, headers, workflow) {
  const times = [];
  for (let i = 0; i < 30; i += 1) {
    const step = workflow.steps[i % STEPS];
    const status = i % 2 === 0 ? 'in_progress' : 'pending';
    const url = `${baseUrl}/api/workflows/${workflow.id}/steps/${step.id}/status?status=${status}`;
    await fetch(url, { method: 'PUT', headers });
    const started = performance.now();
    await (await fetch(`${baseUrl}/api/workflows`, { headers })).arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]);
  return {
    rps: 1000 / (times.reduce((a, b) => a + b, 0) / times.length),
    p50: at(0.5),
    p99: at(0.99),
  };
}

const describe = (r) => `${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms`;

export async function measureWorkflows() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-workflows-'));
  chmodSync(dataDir, 0o755);
  const server = await startServer({ dataDir, port: await freePort() });
  try {
    const [account] = await createVerifiedAccounts({
      ...server,
      dataDir,
      count: 1,
      prefix: 'workflows',
    });
    await seedWorkflows(dataDir, account.email);
    const token = await logIn(server.baseUrl, account);
    const url = `${server.baseUrl}/api/workflows`;
    const headers = { authorization: `Bearer ${token}` };
    const sample = await fetch(url, { headers });
    const listed = await sample.json();
    const stepCount = listed.reduce((sum, workflow) => sum + workflow.steps.length, 0);
    if (listed.length !== WORKFLOWS || stepCount !== WORKFLOWS * STEPS) {
      throw new Error(`expected ${WORKFLOWS} workflows, got ${listed.length} (${stepCount} steps)`);
    }
    const bytes = Buffer.byteLength(JSON.stringify(listed));
    const size = `${WORKFLOWS} workflows x ${STEPS} steps, ${Math.round(bytes / 1024)} KiB`;
    // As a browser asks: gzip accepted. Then without, for the raw figure (no budget).
    const browser = await load(url, { ...headers, 'accept-encoding': 'gzip, deflate, br' });
    const raw = await load(url, headers);
    const missed = await misses(server.baseUrl, headers, listed[0]);
    return [
      {
        name: `GET /api/workflows (${size}), ${CONNECTIONS} clients, gzip accepted as browsers do`,
        figure: describe(browser),
        budget: `p99 < ${GOAL_P99_MS} ms`,
        ok: browser.p99 < GOAL_P99_MS,
      },
      { name: 'Same, uncompressed (no Accept-Encoding)', figure: describe(raw) },
      {
        name: 'Same, 1 client, each read right after a step change (cache miss)',
        figure: describe(missed),
      },
    ];
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
