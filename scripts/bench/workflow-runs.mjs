// Workflow runs (issue 49) on the built server and its local engines: a 10-step chain run one at a
// time, its own time being the run's (start to end) less its steps' own (each generation job's
// start to end), p50 over the runs; then 100 runs started together, every one must succeed, and
// afterwards every balance must equal its ledger with no hold left open.
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createVerifiedAccounts, logIn } from './accounts.mjs';
import { freePort, startServer } from './server-process.mjs';

const CHAIN_RUNS = 15;
const TOGETHER = Number(process.env.BENCH_RUNS_TOGETHER ?? 100);
const GOAL_OWN_MS = 300;

/** Ten steps, each reading the one before: text and free images on the local engines. */
const CHAIN = {
  inputs: { topic: { type: 'text', required: true } },
  nodes: Array.from({ length: 10 }, (_, i) =>
    i % 2 === 0
      ? {
          id: `s${i}`,
          tool: 'text',
          params: {
            prompt:
              i === 0
                ? 'One line about {{inputs.topic}}'
                : `One line about {{s${i - 1}.image_url}}`,
          },
        }
      : { id: `s${i}`, tool: 'image.free', params: { prompt: `{{s${i - 1}.text}}` } },
  ),
};

async function database(dataDir) {
  const { url } = JSON.parse(readFileSync(path.join(dataDir, 'postgres.json'), 'utf8'));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

export async function measureWorkflowRuns() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-runs-'));
  chmodSync(dataDir, 0o755);
  const server = await startServer({
    dataDir,
    port: await freePort(),
    env: { RATE_LIMIT_MAX: '1000000', GENERATION_CONCURRENCY: '4' },
  });
  const client = await database(dataDir);
  try {
    const [account] = await createVerifiedAccounts({
      ...server,
      dataDir,
      count: 1,
      prefix: 'runs',
    });
    await client.query(
      `WITH u AS (UPDATE users SET subscription_plan = 'enterprise', credits_micros = 1000000000
         WHERE email = $1 RETURNING id)
       INSERT INTO ledger_entries (user_id, kind, amount_micros, balance_after_micros,
         shown_amount_micros, display_type, description, idempotency_key)
       SELECT id, 'grant', 1000000000, 1000000000, 1000000000, 'other', 'Bench grant', 'bench:' || id FROM u`,
      [account.email],
    );
    const headers = {
      authorization: `Bearer ${await logIn(server.baseUrl, account)}`,
      'content-type': 'application/json',
    };
    const api = async (method, url, body) => {
      const response = await fetch(`${server.baseUrl}${url}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok)
        throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
      return response.json();
    };
    const workflow = await api('POST', '/api/workflows', {
      name: 'Bench chain',
      description: 'Ten steps',
      category: 'marketing',
      phases: 'One, Two',
      complexity_level: 'beginner',
      timeline_preference: 'quick',
    });
    await api('PUT', `/api/workflows/${workflow.id}/graph`, CHAIN);
    const start = () =>
      api('POST', `/api/workflows/${workflow.id}/runs`, { inputs: { topic: 'a lighthouse' } });
    const ended = async (runIds) => {
      for (;;) {
        const { rows } = await client.query(
          `SELECT count(*)::int AS n FROM workflow_runs WHERE id = ANY($1) AND status IN ('queued', 'running')`,
          [runIds],
        );
        if (rows[0].n === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };

    // Warm up, then one at a time.
    await ended([(await start()).run_id]);
    const own = [];
    const parts = [];
    for (let i = 0; i < CHAIN_RUNS; i += 1) {
      const { run_id: runId } = await start();
      await ended([runId]);
      const { rows } = await client.query(
        `SELECT r.status, extract(epoch FROM r.finished_at - r.created_at) * 1000 AS total,
           (SELECT coalesce(sum(extract(epoch FROM j.finished_at - j.started_at) * 1000), 0)
            FROM generation_jobs j WHERE j.workflow_run_id = r.id) AS steps
         FROM workflow_runs r WHERE r.id = $1`,
        [runId],
      );
      if (rows[0].status !== 'succeeded') throw new Error(`run ${runId} ${rows[0].status}`);
      own.push(Number(rows[0].total) - Number(rows[0].steps));
      const { rows: gaps } = await client.query(
        `SELECT extract(epoch FROM min(j.created_at) - r.created_at) * 1000 AS first,
           (SELECT sum(extract(epoch FROM started_at - created_at)) * 1000 FROM generation_jobs
            WHERE workflow_run_id = r.id) AS pickup,
           extract(epoch FROM r.finished_at - max(j.finished_at)) * 1000 AS last
         FROM workflow_runs r JOIN generation_jobs j ON j.workflow_run_id = r.id
         WHERE r.id = $1 GROUP BY r.id`,
        [runId],
      );
      parts.push(gaps[0]);
    }
    own.sort((a, b) => a - b);
    const p50 = own[Math.floor(own.length / 2)];
    const median = (key) =>
      parts.map((p) => Number(p[key])).sort((a, b) => a - b)[Math.floor(parts.length / 2)];
    const where = `before the first job ${median('first').toFixed(0)} ms, jobs waiting for a worker ${median('pickup').toFixed(0)} ms in all, after the last job ${median('last').toFixed(0)} ms; the rest between a job's end and the next one's submission`;

    const began = Date.now();
    const started = await Promise.all(Array.from({ length: TOGETHER }, start));
    const ids = started.map((s) => s.run_id);
    await ended(ids);
    const seconds = (Date.now() - began) / 1000;
    const { rows: outcome } = await client.query(
      `SELECT count(*) FILTER (WHERE status = 'succeeded')::int AS ok FROM workflow_runs WHERE id = ANY($1)`,
      [ids],
    );
    const { rows: books } = await client.query(
      `SELECT count(*)::int AS bad FROM users u WHERE u.credits_micros <>
         coalesce((SELECT sum(amount_micros) FROM ledger_entries e WHERE e.user_id = u.id AND e.team_id IS NULL), 0)`,
    );
    const { rows: open } = await client.query(
      `SELECT count(*)::int AS n FROM credit_holds WHERE status = 'open'`,
    );
    const allOk = outcome[0].ok === TOGETHER && books[0].bad === 0 && open[0].n === 0;
    return [
      {
        name: 'A 10-step workflow run on the local engines (text and free images in a chain): the run\u2019s own time, start to end less its steps\u2019 jobs, p50 of 15 runs one at a time',
        figure: `${p50.toFixed(0)} ms (fastest ${own[0].toFixed(0)}, slowest ${own.at(-1).toFixed(0)}; medians: ${where})`,
        budget: `< ${GOAL_OWN_MS} ms`,
        ok: p50 < GOAL_OWN_MS,
      },
      {
        name: '100 of those runs started together (1,000 steps)',
        figure: `${outcome[0].ok}/${TOGETHER} succeeded in ${seconds.toFixed(1)} s; ${books[0].bad} balances unlike their ledger, ${open[0].n} holds left open`,
        budget: 'all succeed, 0 unlike, 0 open',
        ok: allOk,
      },
    ];
  } finally {
    await client.end();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
