// Ledger throughput: reserve-then-settle pairs per second through the ledger module itself (50
// concurrent callers sharing 10 users, so holds on one balance contend), then usage tracking
// over HTTP under autocannon. After each run the books are checked: every user's entries sum to
// the balance, no balance is negative, no hold is left open, and counters equal the 2xx answers.
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import { build } from 'esbuild';
import pg from 'pg';
import { createVerifiedAccounts, logIn } from './accounts.mjs';
import { freePort, startServer } from './server-process.mjs';

const CALLERS = 50;
const USERS = 10;
const DURATION_MS = 10_000;
const GOAL_PAIRS_PER_SECOND = 1000;

/**
 * The ledger module as the server runs it, bundled from source into the server's dist folder, so
 * its packages resolve from the repository's node_modules.
 */
async function loadLedger() {
  const outfile = path.resolve('apps/server/dist/bench/ledger.mjs');
  await build({
    entryPoints: ['apps/server/src/lib/ledger.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile,
    logLevel: 'warning',
  });
  return import(outfile);
}

async function inconsistencies(client, userIds) {
  const { rows } = await client.query(
    `SELECT u.id, u.credits_micros::bigint AS balance,
       coalesce((SELECT sum(amount_micros) FROM ledger_entries e WHERE e.user_id = u.id), 0)::bigint AS sum,
       (SELECT count(*) FROM credit_holds h WHERE h.user_id = u.id AND h.status = 'open')::int AS open
     FROM users u WHERE u.id = ANY($1)`,
    [userIds],
  );
  return rows.filter((r) => r.balance !== r.sum || Number(r.balance) < 0 || r.open > 0).length;
}

export async function measureLedger() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-ledger-'));
  chmodSync(dataDir, 0o755);
  const server = await startServer({ dataDir, port: await freePort() });
  const { url } = JSON.parse(readFileSync(path.join(dataDir, 'postgres.json'), 'utf8'));
  // The pool the server itself uses (db/client.ts): 50 callers share 10 connections.
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const client = await pool.connect();
  try {
    const ledger = await loadLedger();
    const db = drizzle(pool);
    const accounts = await createVerifiedAccounts({
      ...server,
      dataDir,
      count: USERS,
      prefix: 'ledger',
    });
    const { rows } = await client.query(
      `UPDATE users SET subscription_plan = 'enterprise' WHERE email LIKE 'ledger-%' RETURNING id`,
    );
    const userIds = rows.map((r) => r.id);
    for (const userId of userIds) {
      await ledger.credit(db, {
        userId,
        kind: 'grant',
        amountMicros: 1_000_000_000,
        displayType: 'other',
        description: 'Bench grant',
        idempotencyKey: `bench-grant:${userId}`,
      });
    }

    let pairs = 0;
    let refused = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CALLERS }, async (_, caller) => {
        const userId = userIds[caller % USERS];
        while (performance.now() - started < DURATION_MS) {
          const amount = 10_000 + Math.floor(Math.random() * 90_000);
          try {
            const hold = await ledger.reserve(db, {
              userId,
              amountMicros: amount,
              reference: `bench-${caller}`,
              displayType: 'image_generation',
              description: 'Bench image',
            });
            await ledger.settle(db, hold.id, Math.floor(amount / 2));
            pairs += 1;
          } catch {
            refused += 1;
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const ledgerBad = await inconsistencies(client, userIds);

    const token = await logIn(server.baseUrl, accounts[0]);
    const tracked = await autocannon({
      url: `${server.baseUrl}/api/usage/track`,
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ feature_type: 'ai_prompts', count: 1 }),
      connections: CALLERS,
      duration: DURATION_MS / 1000,
    });
    const { rows: counted } = await client.query(
      `SELECT coalesce(sum(count), 0)::int AS total FROM usage_counters WHERE feature = 'ai_prompts'`,
    );
    // Requests still in flight when autocannon stops are counted by the server, not by autocannon:
    // the counter must lie between the 2xx answers seen and the requests sent.
    const total = counted[0].total;
    const usageBad = total >= tracked['2xx'] && total <= tracked.requests.sent ? 0 : 1;
    const pairsPerSecond = pairs / seconds;
    return [
      {
        name: `Ledger reserve + settle pairs, ${CALLERS} callers on ${USERS} balances (module)`,
        figure: `${Math.round(pairsPerSecond)} pairs/s; ${refused} refused; ${ledgerBad} inconsistent balances`,
        budget: `${GOAL_PAIRS_PER_SECOND} pairs/s, 0 inconsistent`,
        ok: pairsPerSecond >= GOAL_PAIRS_PER_SECOND && ledgerBad === 0 && refused === 0,
      },
      {
        name: `POST /api/usage/track over HTTP, ${CALLERS} connections`,
        figure: `${Math.round(tracked.requests.average)} req/s, p99 ${tracked.latency.p99} ms; counter ${total} for ${tracked['2xx']} answers seen, ${tracked.requests.sent} sent${usageBad ? ' (INCONSISTENT)' : ''}`,
        budget: '0 inconsistent',
        ok: usageBad === 0 && tracked.non2xx === 0,
      },
    ];
  } finally {
    client.release();
    await pool.end();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
