// What a personal API key costs GET /api/auth/me against a session's token (issue 34: a key must
// reach 95 % of a session's throughput). Measured as metrics.mjs measures metrics, and for the
// same reason (ADR 023): /me asked through inject with the key and with the token in turn, in one
// app, the difference of the median times over what an answer costs over HTTP. A third turn, the
// token again, against the first is the measurement's noise.
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createVerifiedAccounts, logIn } from './accounts.mjs';
import { httpCostOfMe, startTurnsServer, timeServedInTurn } from './turns.mjs';

const WARM_UP_ROUNDS = 5_000;
const ROUNDS = 40_000;
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

    const httpSession = await httpCostOfMe(server, session);
    const httpKey = await httpCostOfMe(server, withKey);
    const variants = [session, withKey, session].map((headers) => ({ headers, metrics: false }));
    await server.timeInTurn(variants, WARM_UP_ROUNDS);
    const [bySession, byKey, control] = await server.timeInTurn(variants, ROUNDS);
    await timeServedInTurn(server, [session, withKey, session], 3000);
    const served = await timeServedInTurn(server, [session, withKey, session], 30000);

    const added = byKey - bySession;
    const share = httpSession.cpuUs / (httpSession.cpuUs + added);
    const noise = (control - bySession) / httpSession.cpuUs;
    return {
      name: `GET /api/auth/me with an API key against a session's token: the time the key adds to an answer (one app, /me through inject with each in turn, ${ROUNDS.toLocaleString('en')} rounds, medians) over the CPU an answer costs over HTTP`,
      figure: `${(share * 100).toFixed(1)} % of a session's throughput (the key adds ${added.toFixed(2)} µs to ${httpSession.cpuUs.toFixed(0)} µs; through inject ${byKey.toFixed(1)} µs with the key, ${bySession.toFixed(1)} and ${control.toFixed(1)} µs with the token, whose difference, ${(noise * 100).toFixed(1)} %, is the measurement's noise); timed in the server over HTTP, one request at a time, ${served[1].toFixed(1)} µs with the key, ${served[0].toFixed(1)} and ${served[2].toFixed(1)} µs with the token; under load ${Math.round(httpKey.rps)} req/s with the key, ${Math.round(httpSession.rps)} with the token`,
      budget: `≥ ${GOAL * 100} %`,
      ok: share >= GOAL,
    };
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
