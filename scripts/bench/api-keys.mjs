// What a personal API key costs GET /api/auth/me against a session's token (issue 34: a key must
// reach 95 % of a session's throughput). The figure is the CPU an answer costs over HTTP (server
// and PostgreSQL, under autocannon), the two asked in alternating rounds so the machine's pace
// moves both alike; its median with the token over its median with the key. Issue 48 found that
// the measurement used before, /me through Fastify's inject (ADR 023's method for hooks),
// overstated what a key costs: a key's answer carries three more headers, and inject's response
// object copies every header and scans the header block again with three regular expressions per
// answer, which no HTTP client's answer pays (ADR 025). It is still printed, beside.
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createVerifiedAccounts, logIn } from './accounts.mjs';
import { httpCostOfMe, startTurnsServer, timeServedInTurn } from './turns.mjs';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const WARM_UP_ROUNDS = 5_000;
const ROUNDS = 40_000;
/** Alternating HTTP rounds per variant, and each round's seconds. */
const HTTP_ROUNDS = 6;
const HTTP_SECONDS = 3;
/** A key's /me must reach this share of a session's (issue 34). */
const GOAL = 0.95;

export async function measureApiKeys() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-keys-'));
  chmodSync(dataDir, 0o755);
  let server;
  try {
    // The limits would turn the bench into a test of the limiter: ten million a minute each is
    // more than the bench asks for (each is a ring of that many times: 80 MB).
    server = await startTurnsServer(dataDir, {
      API_KEY_RATE_LIMIT: '10000000',
      API_USER_RATE_LIMIT: '10000000',
    });
    const { baseUrl } = server;
    const [account] = await createVerifiedAccounts({ baseUrl, dataDir, count: 1, prefix: 'k' });
    const { url } = JSON.parse(readFileSync(path.join(dataDir, 'postgres.json'), 'utf8'));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`UPDATE users SET subscription_plan = 'growth' WHERE email = $1`, [
      account.email,
    ]);
    await client.end();
    const session = { authorization: `Bearer ${await logIn(baseUrl, account)}` };
    const created = await fetch(`${baseUrl}/api/developer/keys`, {
      method: 'POST',
      headers: { ...session, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'bench' }),
    });
    if (created.status !== 201) throw new Error(`key: ${created.status} ${await created.text()}`);
    const withKey = { authorization: `Bearer ${(await created.json()).key}` };

    // One round each to warm up, then HTTP_ROUNDS each, alternating.
    await httpCostOfMe(server, session, 0, HTTP_SECONDS);
    await httpCostOfMe(server, withKey, 0, HTTP_SECONDS);
    const bySession = [];
    const byKeyHttp = [];
    for (let round = 0; round < HTTP_ROUNDS; round += 1) {
      bySession.push(await httpCostOfMe(server, session, 0, HTTP_SECONDS, true));
      byKeyHttp.push(await httpCostOfMe(server, withKey, 0, HTTP_SECONDS, true));
    }
    const mid = (list, field) => median(list.map((item) => item[field]));
    const httpSession = { cpuUs: mid(bySession, 'cpuUs'), rps: mid(bySession, 'rps') };
    const httpKey = { cpuUs: mid(byKeyHttp, 'cpuUs'), rps: mid(byKeyHttp, 'rps') };
    const httpShare = httpSession.cpuUs / httpKey.cpuUs;
    const variants = [session, withKey, session].map((headers) => ({ headers, metrics: false }));
    await server.timeInTurn(variants, WARM_UP_ROUNDS);
    const [inSession, byKey, control] = await server.timeInTurn(variants, ROUNDS);
    await timeServedInTurn(server, [session, withKey, session], 3000);
    const served = await timeServedInTurn(server, [session, withKey, session], 30000);

    const added = byKey - inSession;
    const injectShare = httpSession.cpuUs / (httpSession.cpuUs + added);
    const noise = (control - inSession) / httpSession.cpuUs;
    return {
      name: `GET /api/auth/me with an API key against a session's token: CPU per answer over HTTP (server and PostgreSQL, ${HTTP_ROUNDS} alternating rounds of ${HTTP_SECONDS} s each, medians)`,
      figure: `${(httpShare * 100).toFixed(1)} % of a session's throughput (${httpSession.cpuUs.toFixed(1)} µs an answer with the token, ${httpKey.cpuUs.toFixed(1)} with the key; ${Math.round(httpKey.rps)} req/s with the key, ${Math.round(httpSession.rps)} with the token); through inject, as measured before issue 48, ${(injectShare * 100).toFixed(1)} % (the key adds ${added.toFixed(2)} µs; token against token ${(noise * 100).toFixed(1)} %); timed in the server over HTTP one request at a time, ${served[1].toFixed(1)} µs with the key, ${served[0].toFixed(1)} and ${served[2].toFixed(1)} with the token`,
      budget: `≥ ${GOAL * 100} %`,
      ok: httpShare >= GOAL,
    };
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
