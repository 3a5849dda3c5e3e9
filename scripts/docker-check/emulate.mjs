// `docker-check --build`: the image built (image-build.mjs), then run as `docker run` and
// compose.yaml would run it, and checked from outside: health, users, signals, a restart.
import {
  chownSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../bench/server-process.mjs';
import { buildImage, say, seconds } from './image-build.mjs';
import {
  containerInit,
  processTree,
  removeTree,
  requireHost,
  run,
  runInRoot,
  startInRoot,
  userspecOf,
} from './rootfs.mjs';

/** What the server logs as it runs initdb on an empty DATA_DIR (db/embedded.ts). */
const INITDB_MESSAGE = 'initialising the embedded PostgreSQL data directory';

/** Packages only the build needs: none of them may be left in the image. */
const DEV_ONLY = [
  'typescript',
  'vitest',
  'vite',
  'esbuild',
  'eslint',
  'tsx',
  'drizzle-kit',
  'prettier',
];

export async function buildAndRun({ root, work, keep, mirror }) {
  requireHost();
  mkdirSync(work, { recursive: true });
  try {
    return await runImage(await buildImage({ root, work, mirror }), work);
  } finally {
    for (const container of running) signal(container, 'SIGKILL');
    if (!keep) {
      for (const folder of ['stages', 'context', 'clone']) {
        removeTree(path.join(work, folder));
      }
    }
  }
}

async function runImage(image, work) {
  const { rootfs } = image;
  const results = [];
  const check = (label, ok, detail = '') => {
    results.push(ok);
    console.log(`${ok ? 'ok  ' : 'FAIL'}  ${label}${detail ? ` (${detail})` : ''}`);
    return ok;
  };
  say('the image');
  const left = DEV_ONLY.filter((name) => existsSync(path.join(rootfs, 'app/node_modules', name)));
  check(`npm prune left none of ${DEV_ONLY.join(', ')}`, left.length === 0, left.join(', '));
  const size = (folder) => run('du', ['-sm', path.join(rootfs, folder)]).split('\t')[0];
  console.log(`      /app ${size('app')} MB, of which node_modules ${size('app/node_modules')} MB`);

  const externals = bundleImports(path.join(rootfs, 'app/apps/server'));
  const probe = path.join(rootfs, 'app/apps/server/dist/docker-check-probe.mjs');
  writeFileSync(
    probe,
    `const failed = [];\nfor (const name of ${JSON.stringify(externals)}) {\n  await import(name).catch((error) => failed.push(\`\${name}: \${error.message}\`));\n}\nconsole.log(failed.join('\\n'));\nprocess.exit(failed.length ? 1 : 0);\n`,
  );
  const loaded = await runInRoot(
    rootfs,
    ['node', 'apps/server/dist/docker-check-probe.mjs'],
    image,
  );
  rmSync(probe);
  check(
    `every package the server bundle imports (${externals.length}) loads in the image, as ${image.user}`,
    loaded.code === 0,
    loaded.output.trim(),
  );

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { ...image.env, PORT: String(port) };
  const argv = [...image.entrypoint, ...image.cmd];

  say(`docker run (PORT=${port}, RUN_WORKERS=false as compose.yaml's api), and a worker`);
  let container = startContainer(rootfs, argv, { ...image, env: { ...env, RUN_WORKERS: 'false' } });
  let healthy = await waitHealthy(image, env, container);
  check('HEALTHCHECK passes on a fresh /data', healthy !== null, healthy ?? container.log());
  if (healthy === null) {
    await stopAndReport(container, check, rootfs);
    return false;
  }
  const health = await fetch(`${base}/api/health`).then((response) => response.json());
  check(
    '/api/health: database, migrations and queue ok',
    health.status === 'ok',
    JSON.stringify(health),
  );
  const page = await fetch(`${base}/`);
  check(
    'the web app is served',
    page.ok && (page.headers.get('content-type') ?? '').includes('text/html'),
    `${page.status} ${page.headers.get('content-type')}`,
  );
  const docs = await fetch(`${base}/api/docs/json`);
  check('the API documentation is served', docs.ok, String(docs.status));
  const init = containerInit(container.child);
  const tree = processTree(init);
  check('PID 1 is tini', tree[0]?.name === 'tini', tree[0]?.name);
  check(
    `every process runs as ${image.user}, none as root`,
    tree.every((process) => process.uid !== 0),
    tree.map((process) => `${process.name}:${process.uid}`).join(' '),
  );
  check(
    'the embedded PostgreSQL runs, its cluster in /data/postgres',
    tree.some((process) => process.name === 'postgres') &&
      existsSync(path.join(rootfs, 'data/postgres/PG_VERSION')),
  );

  const { url } = JSON.parse(readFileSync(path.join(rootfs, 'data/postgres.json'), 'utf8'));
  const workerArgv = [
    ...image.entrypoint,
    'node',
    '--enable-source-maps',
    'apps/server/dist/worker.js',
  ];
  const worker = startContainer(rootfs, workerArgv, {
    ...image,
    env: { ...env, DATABASE_URL: url },
  });
  const workerUp = await waitForLog(worker, 'worker is running', 60_000);
  check(
    'the worker starts (DATABASE_URL given, as in compose.yaml)',
    workerUp,
    workerUp ? '' : worker.log(),
  );
  const email = `docker-check-${Date.now()}@example.com`;
  const signUp = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      full_name: 'Docker Check',
      email,
      password: 'docker-check-password',
      terms_agreed: true,
    }),
  });
  check(
    'a sign-up is accepted (argon2, the database, the mail queue)',
    signUp.status === 201,
    String(signUp.status),
  );
  const mailed = await waitFor(() => outboxHolds(rootfs, email), 30_000);
  const wroteIt = (process) => process.log().includes(`"to":"${email}"`);
  check(
    'the worker, not the API, writes the verification mail to /data/outbox',
    mailed && wroteIt(worker) && !wroteIt(container),
  );
  const workerStop = await stopContainer(worker, 30_000);
  check(
    'the worker stops on SIGTERM with exit code 0',
    workerStop.code === 0,
    `exit ${workerStop.code} after ${workerStop.after}`,
  );

  await stopAndReport(container, check, rootfs);

  say('docker restart: the same /data, the image as it is (RUN_WORKERS default)');
  container = startContainer(rootfs, argv, { ...image, env });
  healthy = await waitHealthy(image, env, container);
  check(
    'HEALTHCHECK passes again on the existing /data',
    healthy !== null,
    healthy ?? container.log(),
  );
  await stopAndReport(container, check, rootfs);

  say('docker kill (no shutdown at all), then a start on the same /data');
  container = startContainer(rootfs, argv, { ...image, env });
  healthy = await waitHealthy(image, env, container);
  signal(container, 'SIGKILL');
  await container.exited;
  check(
    'killed: the cluster is left as after a power cut (postmaster.pid stays)',
    healthy !== null && existsSync(path.join(rootfs, 'data/postgres/postmaster.pid')),
  );
  container = startContainer(rootfs, argv, { ...image, env });
  healthy = await waitHealthy(image, env, container);
  check('HEALTHCHECK passes after the kill', healthy !== null, healthy ?? container.log());
  await stopAndReport(container, check, rootfs);

  say('docker stop during a first start (initdb), before Node has its SIGTERM handler');
  const [uid, gid] = userspecOf(rootfs, image.user).split(':').map(Number);
  removeTree(path.join(rootfs, 'data'));
  mkdirSync(path.join(rootfs, 'data'));
  chownSync(path.join(rootfs, 'data'), uid, gid);
  container = startContainer(rootfs, argv, { ...image, env });
  const initdb = await waitForLog(container, INITDB_MESSAGE, 30_000);
  const early = await stopContainer(container, 30_000);
  check(
    'SIGTERM during initdb ends it at once, not at the grace period',
    initdb && early.code !== 'killed',
    `exit ${early.code} after ${early.after}`,
  );
  container = startContainer(rootfs, argv, { ...image, env });
  healthy = await waitHealthy(image, env, container);
  check(
    'HEALTHCHECK passes on the next start, after the cut-off initdb',
    healthy !== null,
    healthy ?? lastLine(container.log()),
  );
  if (healthy === null) await stopContainer(container, 30_000);
  else await stopAndReport(container, check, rootfs);

  const failed = results.filter((ok) => !ok).length;
  say(`${results.length - failed} passed, ${failed} failed (logs in ${path.join(work, 'logs')})`);
  return failed === 0;
}

/** Containers still running, so that a failure part-way does not leave them behind. */
const running = new Set();

function startContainer(rootfs, argv, { env, workdir, user }) {
  const child = startInRoot(rootfs, argv, { env, workdir, user });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const container = { child, log: () => output };
  running.add(container);
  container.exited = new Promise((resolve) =>
    child.on('close', (code) => {
      running.delete(container);
      resolve(code);
    }),
  );
  return container;
}

/** SIGTERM or SIGKILL to the container's PID 1; SIGKILL ends its whole PID namespace. */
function signal(container, name) {
  try {
    process.kill(containerInit(container.child), name);
  } catch {
    // already gone
  }
}

/** `docker stop`: SIGTERM to PID 1, SIGKILL when the grace period (compose.yaml's 30 s) ends. */
async function stopContainer(container, graceMs) {
  const started = Date.now();
  signal(container, 'SIGTERM');
  const code = await Promise.race([container.exited, sleep(graceMs, 'timeout', { ref: false })]);
  if (code === 'timeout') {
    signal(container, 'SIGKILL');
    await container.exited;
    return { code: 'killed', after: seconds(started) };
  }
  return { code, after: seconds(started) };
}

async function stopAndReport(container, check, rootfs) {
  const stopped = await stopContainer(container, 30_000);
  check(
    'docker stop: SIGTERM ends it in order with exit code 0',
    stopped.code === 0,
    `exit ${stopped.code} after ${stopped.after}`,
  );
  const log = container.log();
  check(
    'it shut down in order and stopped the embedded PostgreSQL',
    log.includes('"msg":"shutting down"') && log.includes('"msg":"embedded PostgreSQL stopped"'),
  );
  check(
    'no postmaster.pid is left in /data/postgres',
    !existsSync(path.join(rootfs, 'data/postgres/postmaster.pid')),
  );
}

/** Runs the image's HEALTHCHECK inside the container, as Docker does, until it passes. */
async function waitHealthy(image, env, container, limitMs = 90_000) {
  const started = Date.now();
  while (Date.now() - started < limitMs && container.child.exitCode === null) {
    const { code } = await runInRoot(image.rootfs, image.healthcheck, { ...image, env });
    if (code === 0) return seconds(started);
    await sleep(1000);
  }
  return null;
}

async function waitForLog(container, message, limitMs) {
  return waitFor(() => container.log().includes(`"msg":"${message}"`), limitMs);
}

async function waitFor(predicate, limitMs) {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (predicate()) return true;
    await sleep(250);
  }
  return false;
}

function lastLine(log) {
  return log.trim().split('\n').at(-1) ?? '';
}

function outboxHolds(rootfs, email) {
  const outbox = path.join(rootfs, 'data/outbox');
  if (!existsSync(outbox)) return false;
  return readdirSync(outbox).some((file) =>
    readFileSync(path.join(outbox, file), 'utf8').includes(email),
  );
}

/** import ... from "x", import "x", import("x"), require("x"), createRequire(...)("x"). */
const IMPORT_PATTERNS = [
  /^\s*(?:import|export)\b[^'";]*?\bfrom\s*["']([^"']+)["']/gm,
  /^\s*import\s*["']([^"']+)["']/gm,
  /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  /(?:^|[^\w$])(?:__)?require\(\s*["']([^"']+)["']\s*\)/g,
  /\bcreateRequire\([^()]*\)\(\s*["']([^"']+)["']\s*\)/g,
];
const PACKAGE_NAME = /^(?:@[\w.-]+\/)?[\w-][\w.-]*(?:\/[\w.@/-]+)?$/;

/** The packages the built server imports (not bundled): what node_modules must still hold. */
export function bundleImports(serverRoot) {
  const files = [
    ...readdirSync(path.join(serverRoot, 'dist'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => path.join(serverRoot, 'dist', file)),
    ...readdirSync(path.join(serverRoot, 'bin')).map((file) => path.join(serverRoot, 'bin', file)),
  ];
  const names = new Set();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of IMPORT_PATTERNS) {
      for (const [, specifier] of text.matchAll(pattern)) {
        if (!PACKAGE_NAME.test(specifier)) continue;
        if (specifier.startsWith('node:') || builtinModules.includes(specifier)) continue;
        names.add(specifier);
      }
    }
  }
  return [...names].sort();
}
