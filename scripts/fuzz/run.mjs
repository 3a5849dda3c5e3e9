// `npm run fuzz`: Schemathesis over the OpenAPI document, as a signed-in user and as staff.
//
// Starts the built server (run `npm run build` first; `npm run fuzz` does) on a fresh DATA_DIR,
// signs up and verifies a user through the mail outbox, signs in the first admin with MFA, then
// runs `st run --checks all` twice: the user's operations, then the staff's. Exits non-zero when
// Schemathesis reports a failure. Options: `--max-examples N` (default 30), `--st PATH` (default
// /opt/schemathesis/venv/bin/st, see ../shared/tools/schemathesis/README.md), `--report-dir DIR`
// (keeps every request and answer as ndjson), `--only user|staff`, `--paths REGEX` (only the user
// operations whose path it matches, for a route just added or changed), `--plain` (no
// schemathesis.toml and no hooks.py: the run an outsider makes from the document alone, whose
// only failures should be refusals that depend on state; ADR 020).
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generate } from 'otplib';
import { freePort, startServer } from '../bench/server-process.mjs';

const { values } = parseArgs({
  options: {
    'max-examples': { type: 'string', default: '30' },
    st: { type: 'string', default: '/opt/schemathesis/venv/bin/st' },
    'report-dir': { type: 'string' },
    only: { type: 'string' },
    /** A path regex: fuzz only the user operations it matches (a route just added or changed). */
    paths: { type: 'string' },
    /** Schemathesis with nothing but the document: no configuration file, no hooks. */
    plain: { type: 'boolean', default: false },
  },
});

const ADMIN = { email: 'fuzz-admin@example.com', password: 'Fuzz-admin-password-2026!' };
const USER = { email: 'fuzz-user@example.com', password: 'Fuzz-user-password-2026!' };

/** Operations that would end the token's session (or the account) part-way through a run. */
const USER_EXCLUDE = '^/api/(auth/(logout|account|change-password|2fa|sessions)|admin)';
const STAFF_INCLUDE = '^/api/admin';
const STAFF_EXCLUDE = '^/api/admin/(logout|mfa|account)';

const dataDir = await mkdtemp(path.join(tmpdir(), 'atelier-fuzz-'));
const server = await startServer({
  dataDir,
  port: await freePort(),
  env: {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEARCH_LIMIT_PER_MINUTE: '0',
    TRANSLATE_ANONYMOUS_PER_HOUR: '100000',
  },
});
let failed = false;
try {
  const userToken = await signUpUser(server.baseUrl, dataDir);
  const staffToken = await signInStaff(server.baseUrl);
  await fundUser(server.baseUrl, userToken, staffToken);
  const docs = `${server.baseUrl}/api/docs/json`;
  if (values.only !== 'staff') {
    console.log(`\n== user operations (${docs})`);
    const filters = ['--exclude-path-regex', USER_EXCLUDE];
    if (values.paths) filters.push('--include-path-regex', values.paths);
    failed = (await schemathesis(docs, userToken, filters)) || failed;
  }
  if (values.only !== 'user') {
    console.log('\n== staff operations');
    const staff = ['--include-path-regex', STAFF_INCLUDE, '--exclude-path-regex', STAFF_EXCLUDE];
    failed = (await schemathesis(docs, staffToken, staff)) || failed;
  }
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

async function schemathesis(docs, token, filters) {
  const config = values.plain
    ? []
    : ['--config-file', path.join(import.meta.dirname, 'schemathesis.toml')];
  const args = [
    ...config,
    'run',
    docs,
    '--header',
    `Authorization: Bearer ${token}`,
    '--checks',
    'all',
    '--max-examples',
    values['max-examples'],
    '--workers',
    '1',
    '--continue-on-failure',
    '--seed',
    '1',
    // A paid generation answers when done (or 202 after its wait): a local video takes seconds.
    '--request-timeout',
    '60',
    ...filters,
  ];
  if (values['report-dir']) args.push('--report', 'ndjson', '--report-dir', values['report-dir']);
  const env = { ...process.env };
  delete env.SCHEMATHESIS_HOOKS;
  // hooks.py: each drawn Idempotency-Key made unique, as a client's would be.
  if (!values.plain) env.SCHEMATHESIS_HOOKS = path.join(import.meta.dirname, 'hooks.py');
  const child = spawn(values.st, args, { stdio: 'inherit', env });
  const code = await new Promise((resolve) => child.on('exit', resolve));
  return code !== 0;
}

async function call(baseUrl, method, url, body, token) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

async function signUpUser(baseUrl, dir) {
  await call(baseUrl, 'POST', '/api/auth/register', {
    ...USER,
    full_name: 'Fuzz User',
    terms_agreed: true,
  });
  const token = await verificationToken(dir);
  await call(baseUrl, 'POST', '/api/auth/verify-email', { token });
  const login = await call(baseUrl, 'POST', '/api/auth/login', USER);
  return login.access_token;
}

/** The verification link's token, from the message the outbox holds (mail goes through a queue). */
async function verificationToken(dir) {
  const outbox = path.join(dir, 'outbox');
  for (let attempt = 0; attempt < 200; attempt++) {
    const files = await readdir(outbox).catch(() => []);
    for (const file of files) {
      const text = (await readFile(path.join(outbox, file), 'utf8')).replace(/=\r?\n/g, '');
      const match =
        /verify-email\?token=3D([A-Za-z0-9_-]+)|verify-email\?token=([A-Za-z0-9_-]+)/.exec(text);
      if (match) return match[1] ?? match[2];
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no verification email arrived in the outbox');
}

/**
 * The user runs on the top plan with credits to spare, so that valid requests are judged on
 * their content, not refused for an empty wallet or a spent daily allowance.
 */
async function fundUser(baseUrl, userToken, staffToken) {
  const { id } = await call(baseUrl, 'GET', '/api/auth/me', undefined, userToken);
  const user = `/api/admin/users/${id}`;
  await call(baseUrl, 'POST', `${user}/update-subscription`, { plan_id: 'enterprise' }, staffToken);
  await call(
    baseUrl,
    'POST',
    `${user}/credits`,
    { amount: 10000, reason: 'API fuzzing' },
    staffToken,
  );
}

async function signInStaff(baseUrl) {
  const login = await call(baseUrl, 'POST', '/api/admin/login', ADMIN);
  const token = login.access_token;
  const { secret } = await call(baseUrl, 'POST', '/api/admin/mfa/setup', undefined, token);
  await call(
    baseUrl,
    'POST',
    '/api/admin/mfa/confirm',
    { code: await generate({ secret }) },
    token,
  );
  return token;
}
