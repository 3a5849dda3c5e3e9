// `npm run docker:check`: what can be checked of the container files without Docker (ADR 022).
//
// Always: Dockerfile, .dockerignore, compose.yaml and .env.example against each other and against
// the server (the variables apps/server/src/config.ts reads, the start and worker scripts).
// With --build (root, Debian, debootstrap): the image built and run as Docker would, in a chroot
// (scripts/docker-check/emulate.mjs): a clean clone of HEAD, the Dockerfile's steps, then the
// image started as its non-root user under tini as PID 1, asked /api/health by its own
// HEALTHCHECK, given a worker, stopped with SIGTERM, killed, stopped during initdb, and started
// again on the same /data after each.
// Options: --dir DIR (where the four files are; default the repository), --work DIR (default
// /tmp/atelier-docker-check; the Debian base is kept there between runs), --keep (leave the
// built file systems), --mirror URL (Debian mirror for the base).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkDockerFiles } from './docker-check/static-checks.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    build: { type: 'boolean', default: false },
    work: { type: 'string', default: '/tmp/atelier-docker-check' },
    keep: { type: 'boolean', default: false },
    mirror: { type: 'string', default: 'http://deb.debian.org/debian' },
  },
});

const { passed, problems } = checkDockerFiles({
  root,
  dir: values.dir ? path.resolve(values.dir) : root,
});
for (const line of passed) console.log(`ok    ${line}`);
for (const line of problems) console.log(`FAIL  ${line}`);
console.log(`\n${passed.length} passed, ${problems.length} failed`);
if (problems.length > 0) process.exit(1);

if (values.build) {
  const { buildAndRun } = await import('./docker-check/emulate.mjs');
  const ok = await buildAndRun({
    root,
    work: values.work,
    keep: values.keep,
    mirror: values.mirror,
  });
  if (!ok) process.exit(1);
}
