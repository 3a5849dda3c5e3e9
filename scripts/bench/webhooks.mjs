// 1,000 image jobs on the built server (its local renderer), each ending in a generation.succeeded
// webhook to a receiver in this process: every delivery must arrive once, with a valid Standard
// Webhooks signature (checked with its library); the figure is the p99 from the job's end (the
// payload's finished_at, written in the same transaction as the event) to its arrival.
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { createVerifiedAccounts, logIn } from './accounts.mjs';
import { freePort, startServer } from './server-process.mjs';

const JOBS = 1000;
const IN_FLIGHT = 16;
const GOAL_P99_MS = 2000;

function startReceiver(port) {
  const arrivals = [];
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      arrivals.push({ at: Date.now(), headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(204).end();
    });
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({ arrivals, close: () => new Promise((done) => server.close(done)) }),
    ),
  );
}

async function makeDeveloper(dataDir, email) {
  const { url } = JSON.parse(readFileSync(path.join(dataDir, 'postgres.json'), 'utf8'));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // The plan that has API access, and credits for every job (0.0325 each), as a purchase would.
    await client.query(
      `WITH u AS (
         UPDATE users SET subscription_plan = 'growth', subscription_cycle = 'monthly',
           subscription_ends_at = now() + interval '1 month', credits_micros = 100000000
         WHERE email = $1 RETURNING id)
       INSERT INTO ledger_entries (user_id, kind, amount_micros, balance_after_micros,
         shown_amount_micros, display_type, description, idempotency_key)
       SELECT id, 'grant', 100000000, 100000000, 100000000, 'other', 'Bench grant', 'bench:' || id
       FROM u`,
      [email],
    );
  } finally {
    await client.end();
  }
}

export async function measureWebhooks() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-webhooks-'));
  chmodSync(dataDir, 0o755);
  const receiverPort = await freePort();
  const receiver = await startReceiver(receiverPort);
  const server = await startServer({
    dataDir,
    port: await freePort(),
    env: { MEDIA_FETCH_ALLOW: `127.0.0.1:${receiverPort}` },
  });
  try {
    const [account] = await createVerifiedAccounts({
      ...server,
      dataDir,
      count: 1,
      prefix: 'webhooks',
    });
    await makeDeveloper(dataDir, account.email);
    const headers = {
      authorization: `Bearer ${await logIn(server.baseUrl, account)}`,
      'content-type': 'application/json',
    };
    const created = await fetch(`${server.baseUrl}/api/developer/webhooks`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        url: `http://127.0.0.1:${receiverPort}/hooks`,
        events: ['generation.succeeded'],
      }),
    });
    if (created.status !== 201)
      throw new Error(`webhook: ${created.status} ${await created.text()}`);
    const { secret } = await created.json();

    const jobIds = new Set();
    let next = 0;
    const submit = async () => {
      while (next < JOBS) {
        const i = next++;
        const response = await fetch(`${server.baseUrl}/api/generate-image`, {
          method: 'POST',
          headers: { ...headers, prefer: 'respond-async' },
          body: JSON.stringify({ prompt: `a kite over the sea, study ${i}`, model_type: 'ultra' }),
        });
        if (response.status !== 202) throw new Error(`generate: ${response.status}`);
        jobIds.add((await response.json()).job_id);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: IN_FLIGHT }, submit));
    const deadline = Date.now() + 10 * 60_000;
    while (receiver.arrivals.length < JOBS && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Anything sent twice would arrive within this second.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const seconds = (performance.now() - started) / 1000;

    const verifier = new Webhook(secret);
    const seen = new Map();
    let invalid = 0;
    for (const arrival of receiver.arrivals) {
      let event;
      try {
        event = verifier.verify(arrival.body.toString('utf8'), arrival.headers);
      } catch {
        invalid += 1;
        continue;
      }
      const latency = arrival.at - Date.parse(event.data.finished_at);
      seen.set(event.data.job_id, [...(seen.get(event.data.job_id) ?? []), latency]);
    }
    const lost = [...jobIds].filter((id) => !seen.has(id)).length;
    const duplicated = [...seen.values()].filter((times) => times.length > 1).length;
    const latencies = [...seen.values()].map((times) => times[0]).sort((a, b) => a - b);
    const p = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
    console.log(
      `webhooks: ${JOBS} jobs in ${seconds.toFixed(1)} s, ${receiver.arrivals.length} deliveries, ` +
        `${lost} lost, ${duplicated} duplicated, ${invalid} invalid; ` +
        `job end to delivery p50 ${p(0.5)} ms, p99 ${p(0.99)} ms, max ${latencies.at(-1)} ms`,
    );
    return {
      name: `Webhooks: ${JOBS} job ends to ${JOBS} deliveries (p99 from job end; lost, duplicated, bad signature)`,
      figure: `p99 ${p(0.99)} ms (p50 ${p(0.5)} ms); ${lost} lost, ${duplicated} duplicated, ${invalid} invalid`,
      budget: `p99 < ${GOAL_P99_MS} ms; 0 lost, 0 duplicated`,
      ok: p(0.99) < GOAL_P99_MS && lost === 0 && duplicated === 0 && invalid === 0,
    };
  } finally {
    await server.stop();
    await receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
