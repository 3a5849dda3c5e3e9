// `docker build` for the Dockerfile's subset of instructions: a clean clone of HEAD as the
// context (less .dockerignore), each stage a fresh copy of the stand-in base (rootfs.mjs), RUN
// chrooted, COPY with Docker's rules for folders and files.
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {
  commandOf,
  healthcheckCommand,
  parseDockerfile,
  parseDockerignore,
  parseEnvInstruction,
} from './dockerfile.mjs';
import { IMAGE, ensureBase, freshRoot, removeTree, run, runInRoot } from './rootfs.mjs';

/** @returns the final stage: its file system, ENV, WORKDIR, USER, ENTRYPOINT, CMD, HEALTHCHECK */
export async function buildImage({ root, work, mirror }) {
  const clone = path.join(work, 'clone');
  removeTree(clone);
  run('git', ['clone', '--quiet', root, clone]);
  const commit = run('git', ['-C', clone, 'log', '-1', '--format=%h %s']).trim();
  say(`a clean clone of ${root} at ${commit.slice(0, 100)}`);

  const stages = parseDockerfile(readFileSync(path.join(clone, 'Dockerfile'), 'utf8'));
  const foreign = stages.filter((stage) => stage.image !== IMAGE);
  if (foreign.length > 0) {
    throw new Error(`only ${IMAGE} can be stood in for, not ${foreign[0].image}`);
  }
  const base = ensureBase(work, mirror, say);
  const context = makeContext(clone, path.join(work, 'context'));
  const built = new Map();
  let image;
  const started = Date.now();
  for (const [index, stage] of stages.entries()) {
    image = await buildStage(stage, index, { base, context, built, work });
  }
  say(`image built in ${seconds(started)}`);
  return image;
}

/** The build context: the clone less what .dockerignore leaves out. */
function makeContext(clone, target) {
  removeTree(target);
  run('cp', ['-a', clone, target]);
  const ignored = parseDockerignore(readFileSync(path.join(clone, '.dockerignore'), 'utf8'));
  const prune = (relative) => {
    for (const entry of readdirSync(path.join(target, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (ignored(child)) rmSync(path.join(target, child), { recursive: true, force: true });
      else if (entry.isDirectory()) prune(child);
    }
  };
  prune('');
  return target;
}

async function buildStage(stage, index, { base, context, built, work }) {
  const rootfs = freshRoot(base, path.join(work, 'stages', String(index)));
  const state = {
    rootfs,
    env: { NODE_VERSION: process.version.slice(1) },
    workdir: '/',
    user: 'root',
    volumes: [],
    entrypoint: [],
    cmd: [],
    healthcheck: null,
  };
  const logs = path.join(work, 'logs');
  mkdirSync(logs, { recursive: true });
  for (const instruction of stage.instructions) {
    const { keyword, args } = instruction;
    switch (keyword) {
      case 'WORKDIR':
        state.workdir = path.posix.resolve(state.workdir, args);
        mkdirSync(path.join(rootfs, state.workdir), { recursive: true });
        break;
      case 'ENV':
        Object.assign(state.env, parseEnvInstruction(instruction));
        break;
      case 'COPY':
        copy(instruction, state, context, built);
        break;
      case 'RUN': {
        const started = Date.now();
        say(`stage ${stage.name ?? index}, line ${instruction.line}: RUN ${args}`);
        const { code, output } = await runInRoot(rootfs, commandOf(instruction), state);
        const log = path.join(logs, `stage-${index}-line-${instruction.line}.log`);
        writeFileSync(log, output);
        const tail = output.trim().split('\n').slice(-3).join('\n   ');
        console.log(`   ${tail}\n   (exit ${code}, ${seconds(started)}, log ${log})`);
        if (code !== 0) throw new Error(`RUN on line ${instruction.line} failed`);
        break;
      }
      case 'USER':
        state.user = args;
        break;
      case 'VOLUME':
        state.volumes.push(...(instruction.exec ?? args.split(/\s+/)));
        break;
      case 'HEALTHCHECK':
        state.healthcheck = healthcheckCommand(instruction);
        break;
      case 'ENTRYPOINT':
        state.entrypoint = commandOf(instruction);
        break;
      case 'CMD':
        state.cmd = commandOf(instruction);
        break;
      case 'EXPOSE':
      case 'LABEL':
      case 'STOPSIGNAL':
        break;
      default:
        throw new Error(`Dockerfile line ${instruction.line}: ${keyword} is not supported here`);
    }
  }
  built.set(stage.name ?? String(index), state);
  return state;
}

/** COPY [--from=stage] src... dest: a folder's contents, or files, as Docker copies them. */
function copy(instruction, state, context, built) {
  if (instruction.flags.chown) throw new Error('COPY --chown is not supported here');
  const words = instruction.exec ?? instruction.args.split(/\s+/);
  const dest = words.at(-1);
  const sources = words.slice(0, -1);
  const from = instruction.flags.from ? built.get(instruction.flags.from) : null;
  if (instruction.flags.from && !from) throw new Error(`no stage ${instruction.flags.from}`);
  const target = path.join(state.rootfs, path.posix.resolve(state.workdir, dest));
  for (const source of sources) {
    if (/[*?[]/.test(source)) throw new Error(`COPY wildcards are not supported here: ${source}`);
    const origin = from
      ? path.join(from.rootfs, path.posix.resolve(from.workdir, source))
      : path.join(context, path.posix.normalize(source));
    if (!existsSync(origin)) throw new Error(`COPY: ${source} does not exist`);
    if (lstatSync(origin).isDirectory()) {
      mkdirSync(target, { recursive: true });
      run('cp', ['-a', `${origin}/.`, `${target}/`]);
    } else {
      const file =
        dest.endsWith('/') || sources.length > 1
          ? path.join(target, path.basename(source))
          : target;
      mkdirSync(path.dirname(file), { recursive: true });
      run('cp', ['-a', origin, file]);
    }
  }
}

export function say(line) {
  console.log(`\n== ${line}`);
}

export function seconds(since) {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}
