// compose.yaml and .env.example against config.ts, against each other and against the image.
import { parseEnv as parseDotEnv } from 'node:util';
import { readAppConfig } from './app-config.mjs';
import {
  dependenciesOf,
  durationMs,
  environmentOf,
  envFilesOf,
  interpolatedNames,
  namedVolumesOf,
  parseCompose,
} from './compose.mjs';
import { sameCommand } from './image-checks.mjs';

/** Stand-ins for the values compose.yaml requires (`${NAME:?...}`) and .env.example leaves empty. */
const SAMPLE_SECRET = 'docker-check-Secret1';

/**
 * @param {(label: string, ok: boolean, detail?: string) => boolean} check
 * @param {(name: string) => string} read a file beside compose.yaml
 * @param {string} root the repository, for config.ts
 * @param {ReturnType<import('./image-checks.mjs').checkImage>} image
 */
export function checkCompose(check, read, root, image) {
  const { dataDir, entrypoint, hasInit, health, workerCommand } = image;
  // --- .env.example against config.ts and compose.yaml
  const composeText = read('compose.yaml');
  const composeNames = interpolatedNames(composeText);
  const example = parseDotEnv(read('.env.example'));
  const exampleNames = Object.keys(example);
  const samples = { ...example };
  for (const [name, required] of composeNames)
    if (required && !samples[name]) samples[name] = SAMPLE_SECRET;

  const compose = parseCompose(composeText);
  const services = compose.services ?? {};
  const api = services.api;
  const worker = services.worker;
  const db = Object.values(services).find((s) =>
    /^(docker\.io\/(library\/)?)?postgres:/.test(s.image ?? ''),
  );
  const minio = Object.values(services).find((s) => /minio\/minio/.test(s.image ?? ''));
  const bucketEntry = Object.entries(services).find(([, s]) =>
    [s.entrypoint, s.command].flat().join(' ').includes('mc mb'),
  );
  const serviceName = (service) => Object.keys(services).find((name) => services[name] === service);

  const effective = {};
  for (const [label, service] of [
    ['api', api],
    ['worker', worker],
  ]) {
    if (!service) continue;
    const fromFiles = envFilesOf(service).includes('.env') ? example : {};
    effective[label] = { ...fromFiles, ...environmentOf(service, samples) };
  }
  const app = readAppConfig(root, effective);
  const appNames = new Set(app.names);
  check(`config.ts reads ${appNames.size} variables`, appNames.size > 0);
  const missing = [...appNames].filter((name) => !(name in example));
  check(
    '.env.example names every variable config.ts reads',
    missing.length === 0,
    `missing ${missing.join(', ')}`,
  );
  const notInExample = [...composeNames.keys()].filter((name) => !(name in example));
  check(
    '.env.example names every variable compose.yaml reads',
    notInExample.length === 0,
    `missing ${notInExample.join(', ')}`,
  );
  const stale = exampleNames.filter((name) => !appNames.has(name) && !composeNames.has(name));
  check(
    '.env.example names nothing that neither config.ts nor compose.yaml reads',
    stale.length === 0,
    stale.join(', '),
  );

  // --- compose.yaml
  check(
    'compose.yaml: services api, worker, PostgreSQL, MinIO and its bucket',
    !!(api && worker && db && minio && bucketEntry),
    Object.keys(services).join(', '),
  );
  if (!(api && worker && db && minio && bucketEntry)) return;
  const [bucketName, bucket] = bucketEntry;
  check('compose.yaml: PostgreSQL 17', /:17([.-]|$)/.test(db.image), db.image);

  const declared = Object.keys(compose.volumes ?? {});
  for (const [name, service] of Object.entries(services)) {
    for (const { source } of namedVolumesOf(service)) {
      check(`compose.yaml: ${name}'s volume ${source} is declared`, declared.includes(source));
    }
  }
  const mounts = (service, target) =>
    namedVolumesOf(service).some((volume) => volume.target === target);
  check(
    'compose.yaml: PostgreSQL keeps its data in a volume',
    mounts(db, '/var/lib/postgresql/data'),
  );
  const minioData = [minio.command]
    .flat()
    .join(' ')
    .match(/server\s+(\S+)/)?.[1];
  check('compose.yaml: MinIO keeps its data in a volume', !!minioData && mounts(minio, minioData));
  for (const [name, service] of [
    ['PostgreSQL', db],
    ['MinIO', minio],
  ]) {
    check(`compose.yaml: ${name} has a health check`, Array.isArray(service.healthcheck?.test));
  }
  check(
    `compose.yaml: ${bucketName} waits for MinIO to be healthy`,
    dependenciesOf(bucket)[serviceName(minio)] === 'service_healthy',
  );

  const dbEnv = environmentOf(db, samples);
  const minioEnv = environmentOf(minio, samples);
  const bucketEnv = environmentOf(bucket, samples);
  for (const [label, service] of [
    ['api', api],
    ['worker', worker],
  ]) {
    const env = effective[label];
    const prefix = `compose.yaml: ${label}`;
    check(
      `${prefix} is built from this Dockerfile`,
      [service.build].flat().some((b) => (b?.context ?? b) === '.'),
    );
    check(`${prefix} reads .env`, envFilesOf(service).includes('.env'));
    const unknown = Object.keys(environmentOf(service, samples)).filter(
      (name) => !appNames.has(name),
    );
    check(
      `${prefix} sets only variables config.ts reads`,
      unknown.length === 0,
      unknown.join(', '),
    );
    check(
      `${prefix}'s settings pass config.ts`,
      app.problems[label].length === 0,
      app.problems[label].join('; '),
    );
    check(
      `${prefix}: DATA_DIR is the image's volume, mounted`,
      env.DATA_DIR === dataDir && mounts(service, dataDir),
      env.DATA_DIR,
    );
    const database = safeUrl(env.DATABASE_URL);
    check(
      `${prefix}: DATABASE_URL is the PostgreSQL service, with its user, password and database`,
      database?.hostname === serviceName(db) &&
        decodeURIComponent(database.username) === dbEnv.POSTGRES_USER &&
        decodeURIComponent(database.password) === dbEnv.POSTGRES_PASSWORD &&
        database.pathname === `/${dbEnv.POSTGRES_DB ?? dbEnv.POSTGRES_USER}`,
      env.DATABASE_URL,
    );
    const s3 = safeUrl(env.S3_ENDPOINT);
    check(
      `${prefix}: S3 is the MinIO service, with its keys and the bucket ${bucketName} creates`,
      s3?.hostname === serviceName(minio) &&
        env.S3_ACCESS_KEY_ID === minioEnv.MINIO_ROOT_USER &&
        env.S3_SECRET_ACCESS_KEY === minioEnv.MINIO_ROOT_PASSWORD &&
        !!env.S3_BUCKET &&
        env.S3_BUCKET === bucketEnv.S3_BUCKET,
      `${env.S3_ENDPOINT} bucket ${env.S3_BUCKET}`,
    );
    const deps = dependenciesOf(service);
    check(
      `${prefix} starts after PostgreSQL is healthy and the bucket exists`,
      deps[serviceName(db)] === 'service_healthy' &&
        deps[bucketName] === 'service_completed_successfully',
    );
    const needed = Number(env.SHUTDOWN_TIMEOUT_MS || 10_000) + 5000;
    check(
      `${prefix}: stop_grace_period covers SHUTDOWN_TIMEOUT_MS and the app's 5 s margin`,
      durationMs(service.stop_grace_period) >= needed,
      `${service.stop_grace_period ?? '10s (Docker default)'} < ${needed} ms`,
    );
    check(`${prefix}: signals reach Node`, hasInit || service.init === true);
  }
  const ports = (api.ports ?? []).map((port) =>
    String(typeof port === 'object' ? port.target : port)
      .split(':')
      .at(-1),
  );
  check(
    'compose.yaml: api publishes its PORT',
    ports.includes(effective.api.PORT),
    `${ports} vs PORT=${effective.api.PORT}`,
  );
  check(
    "compose.yaml: api has a health check (its own or the image's)",
    api.healthcheck?.disable !== true && (!!api.healthcheck?.test || !!health),
  );
  check(
    'compose.yaml: worker runs the worker entry point as `npm run worker` does',
    sameCommand(
      [worker.entrypoint ?? entrypoint, worker.command].flat().filter(Boolean),
      workerCommand,
    ),
    JSON.stringify(worker.command),
  );
  check(
    'compose.yaml: worker can be scaled (no fixed name or host port)',
    !worker.container_name && !worker.ports,
  );
  check(
    'compose.yaml: worker does not inherit the HTTP health check',
    worker.healthcheck?.disable === true || !!worker.healthcheck?.test,
  );
}

function safeUrl(value) {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}
