// The Dockerfile and .dockerignore against the server: its start scripts and what it needs.
import {
  commandOf,
  healthcheckCommand,
  parseDockerfile,
  parseDockerignore,
  parseEnvInstruction,
} from './dockerfile.mjs';

/**
 * @param {(label: string, ok: boolean, detail?: string) => boolean} check
 * @param {(name: string) => string} read a file beside the Dockerfile
 * @param {{ scripts: Record<string, string> }} serverPackage apps/server/package.json
 * @returns what the compose checks need to know of the image
 */
export function checkImage(check, read, serverPackage) {
  const startScript = scriptCommand(serverPackage.scripts.start);
  const workerScript = scriptCommand(serverPackage.scripts.worker);

  // --- Dockerfile
  const stages = parseDockerfile(read('Dockerfile'));
  const runtime = stages.at(-1);
  const build = stages.find((stage) =>
    runtime.instructions.some((i) => i.keyword === 'COPY' && i.flags.from === stage.name),
  );
  check(
    'Dockerfile: every stage is Node 20 on Debian slim',
    stages.every((stage) => /^node:20(\.\d+)*-bookworm-slim$/.test(stage.image)),
    stages.map((stage) => stage.image).join(', '),
  );
  const runs = (stage) =>
    stage?.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args) ?? [];
  const buildRuns = runs(build);
  const order = [/\bnpm ci\b/, /\bnpm run build\b/, /\bnpm prune\b.*--omit=dev/].map((pattern) =>
    buildRuns.findIndex((run) => pattern.test(run)),
  );
  check(
    'Dockerfile: a build stage runs npm ci, npm run build, then npm prune --omit=dev',
    build !== undefined &&
      order.every((at, index) => at >= 0 && (index === 0 || at > order[index - 1])),
    build ? buildRuns.join(' | ') : 'no stage is copied from',
  );
  const runtimeEnv = Object.assign(
    {},
    ...runtime.instructions.filter((i) => i.keyword === 'ENV').map(parseEnvInstruction),
  );
  const last = (keyword) => runtime.instructions.filter((i) => i.keyword === keyword).at(-1);
  const user = last('USER')?.args;
  check(
    'Dockerfile: the image runs as a user other than root',
    !!user && !/^(root|0)(:|$)/.test(user),
    `USER ${user}`,
  );
  const volumes = runtime.instructions
    .filter((i) => i.keyword === 'VOLUME')
    .flatMap((i) => i.exec ?? i.args.split(/\s+/));
  const dataDir = runtimeEnv.DATA_DIR;
  check(
    'Dockerfile: DATA_DIR is a VOLUME',
    !!dataDir && volumes.includes(dataDir),
    `DATA_DIR=${dataDir}, VOLUME ${volumes}`,
  );
  check(
    'Dockerfile: the runtime user owns DATA_DIR',
    runs(runtime).some((run) => run.includes(`chown ${user}`) && run.includes(dataDir)),
  );
  const health = last('HEALTHCHECK');
  check(
    'Dockerfile: HEALTHCHECK asks /api/health',
    !!health && (healthcheckCommand(health) ?? []).join(' ').includes('/api/health'),
  );
  const entrypoint = last('ENTRYPOINT') ? commandOf(last('ENTRYPOINT')) : [];
  const hasInit = /(^|\/)(tini|dumb-init)$/.test(entrypoint[0] ?? '');
  check(
    'Dockerfile: an init (tini) is PID 1 and passes signals to Node',
    hasInit,
    entrypoint.join(' '),
  );
  const cmd = last('CMD') ? commandOf(last('CMD')) : [];
  check(
    'Dockerfile: CMD starts the built server as `npm start` does, without building',
    sameCommand(cmd, inPackage(startScript.argv, 'apps/server')),
    `CMD ${JSON.stringify(cmd)}, apps/server start: ${serverPackage.scripts.start}`,
  );
  for (const name of Object.keys({ ...startScript.env, ...workerScript.env })) {
    check(`Dockerfile: ENV sets ${name} as the start scripts do`, name in runtimeEnv);
  }
  const copied = runtime.instructions
    .filter((i) => i.keyword === 'COPY' && i.flags.from)
    .map((i) => i.args.split(/\s+/)[0]);
  for (const needed of ['/app/node_modules', '/app/apps/server', '/app/apps/web/dist']) {
    check(`Dockerfile: the runtime stage copies ${needed}`, copied.includes(needed));
  }

  checkDockerignore(check, read);
  return {
    dataDir,
    entrypoint,
    hasInit,
    health,
    workerCommand: [...entrypoint, ...inPackage(workerScript.argv, 'apps/server')],
  };
}

function checkDockerignore(check, read) {
  const ignored = parseDockerignore(read('.dockerignore'));
  const mustIgnore = [
    '.git',
    'node_modules',
    'apps/server/node_modules',
    'apps/web/dist',
    'apps/server/dist',
    'data',
    '.env',
  ];
  const mustKeep = [
    'package.json',
    'package-lock.json',
    'apps/server/src/main.ts',
    'apps/server/drizzle/meta/_journal.json',
    'apps/web/index.html',
    'packages/contract/src/index.ts',
    '.env.example',
  ];
  check(
    '.dockerignore: keeps local installs, builds, data and .env out',
    mustIgnore.every(ignored),
    mustIgnore.filter((p) => !ignored(p)).join(', '),
  );
  check(
    '.dockerignore: keeps the sources in',
    !mustKeep.some(ignored),
    mustKeep.filter(ignored).join(', '),
  );
}

/** `VAR=${VAR:-2} node --flag dist/main.js` as { env: { VAR }, argv: [node, --flag, dist/main.js] }. */
function scriptCommand(script) {
  const words = script.trim().split(/\s+/);
  const env = {};
  while (/^[A-Z_][A-Z0-9_]*=/.test(words[0])) {
    const [name, value] = words.shift().split(/=(.*)/s);
    env[name] = value;
  }
  return { env, argv: words };
}

/** A workspace script's relative paths, as seen from the repository root (the image's WORKDIR). */
function inPackage(argv, folder) {
  return argv.map((word) => (/^(dist|src)\//.test(word) ? `${folder}/${word}` : word));
}

export function sameCommand(actual, expected) {
  return JSON.stringify(actual) === JSON.stringify(expected);
}
