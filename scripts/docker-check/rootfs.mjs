// A stand-in for node:20-bookworm-slim and for running commands in a container, for a machine
// without Docker: a debootstrap'ed Debian bookworm (minbase, as debian:bookworm-slim is built)
// with this machine's Node 20 in /usr/local and the image's `node` user (uid 1000); commands run
// chrooted in new mount and PID namespaces, so the first one is PID 1 as in a container, /proc is
// the namespace's own and /dev/shm is Docker's default 64 MB.
import { spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

export const IMAGE = 'node:20-bookworm-slim';
export const IMAGE_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

const IN_NAMESPACES = `set -e
root="$1"; userspec="$2"; shift 2
mount --rbind /dev "$root/dev"
mount -t tmpfs -o size=64m,mode=1777 shm "$root/dev/shm"
exec chroot --userspec="$userspec" "$root" "$@"`;

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}):\n${result.stderr ?? ''}`,
    );
  }
  return result.stdout ?? '';
}

/**
 * rm -rf, much faster than fs.rmSync over a node_modules; --one-file-system so that a mount left
 * inside a stage (there should be none: they live in the namespaces) is never descended into.
 */
export function removeTree(folder) {
  run('rm', ['-rf', '--one-file-system', folder]);
}

export function requireHost() {
  const missing = [];
  if (process.getuid?.() !== 0) missing.push('root (chroot, mount and PID namespaces)');
  if (process.platform !== 'linux' || process.arch !== 'x64') missing.push('Linux on x64');
  if (!process.version.startsWith('v20.'))
    missing.push(`Node 20 as in ${IMAGE} (this is ${process.version})`);
  for (const tool of ['debootstrap', 'unshare', 'chroot', 'git']) {
    if (spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0) missing.push(tool);
  }
  if (missing.length > 0) throw new Error(`--build needs ${missing.join(', ')}`);
}

/** The base file system, made once and kept in `work` (about 1 minute and 300 MB). */
export function ensureBase(work, mirror, log) {
  const base = path.join(work, 'base-node20-bookworm-slim');
  const stamp = path.join(base, '.docker-check-base');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === process.version) return base;
  removeTree(base);
  log(`debootstrap --variant=minbase bookworm (${mirror})`);
  run('debootstrap', ['--variant=minbase', 'bookworm', base, mirror]);
  // The node image: Node and npm in /usr/local, the `node` user, no apt lists.
  const npmRoot = path.join(run('npm', ['root', '-g']).trim(), 'npm');
  mkdirSync(path.join(base, 'usr/local/lib/node_modules'), { recursive: true });
  copyFileSync(process.execPath, path.join(base, 'usr/local/bin/node'));
  run('cp', ['-a', realpathSync(npmRoot), path.join(base, 'usr/local/lib/node_modules/npm')]);
  symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', path.join(base, 'usr/local/bin/npm'));
  symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', path.join(base, 'usr/local/bin/npx'));
  run('chroot', [
    base,
    '/bin/sh',
    '-c',
    'groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node && apt-get clean && rm -rf /var/lib/apt/lists/*',
  ]);
  writeFileSync(stamp, process.version);
  return base;
}

/**
 * A fresh copy of the base for one stage, with what this machine's network needs (DNS, its CA
 * bundle and npm settings: a registry proxy here) and the /etc/hosts Docker would provide.
 */
export function freshRoot(base, target) {
  removeTree(target);
  mkdirSync(path.dirname(target), { recursive: true });
  run('cp', ['-a', base, target]);
  copyFileSync('/etc/resolv.conf', path.join(target, 'etc/resolv.conf'));
  writeFileSync(path.join(target, 'etc/hosts'), '127.0.0.1\tlocalhost\n::1\tlocalhost\n');
  const bundle = '/etc/ssl/certs/ca-certificates.crt';
  if (existsSync(bundle)) {
    mkdirSync(path.join(target, path.dirname(bundle)), { recursive: true });
    copyFileSync(bundle, path.join(target, bundle));
  }
  const npmrc = run('npm', ['config', 'get', 'globalconfig']).trim();
  if (existsSync(npmrc)) {
    mkdirSync(path.join(target, 'usr/local/etc'), { recursive: true });
    copyFileSync(npmrc, path.join(target, 'usr/local/etc/npmrc'));
  }
  return target;
}

/** uid:gid of a USER instruction's user, looked up in the image's own /etc/passwd. */
export function userspecOf(rootfs, user = 'root') {
  const [name, group] = user.split(':');
  if (/^\d+$/.test(name)) return `${name}:${group ?? name}`;
  const line = readFileSync(path.join(rootfs, 'etc/passwd'), 'utf8')
    .split('\n')
    .find((entry) => entry.split(':')[0] === name);
  if (!line) throw new Error(`no user ${name} in the image`);
  const [, , uid, gid] = line.split(':');
  return `${uid}:${group ?? gid}`;
}

/**
 * Starts `argv` in the file system as a container would: new mount and PID namespaces (argv's
 * first process is PID 1), the given user, working directory and environment only.
 * @returns the `unshare` child process; its exit code is the container's.
 */
export function startInRoot(rootfs, argv, { env, workdir = '/', user = 'root', stdio = 'pipe' }) {
  const userspec = userspecOf(rootfs, user);
  const home = userspec.startsWith('0:') ? '/root' : `/home/${user.split(':')[0]}`;
  const pairs = Object.entries({ PATH: IMAGE_PATH, HOME: home, HOSTNAME: 'atelier', ...env }).map(
    ([key, value]) => `${key}=${value}`,
  );
  return spawn(
    'unshare',
    [
      '--mount',
      '--pid',
      '--fork',
      `--mount-proc=${path.join(rootfs, 'proc')}`,
      '--',
      '/bin/sh',
      '-c',
      IN_NAMESPACES,
      'sh',
      rootfs,
      userspec,
      '/usr/bin/env',
      '-i',
      '-C',
      workdir,
      ...pairs,
      ...argv,
    ],
    { stdio },
  );
}

/** Runs to the end; resolves with the exit code and everything it wrote. */
export function runInRoot(rootfs, argv, options) {
  const child = startInRoot(rootfs, argv, options);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}

/** The container's PID 1 as this machine sees it (the child of `unshare --fork`). */
export function containerInit(child) {
  const children = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim();
  return Number.parseInt(children.split(/\s+/)[0], 10);
}

/** Every process below `pid`, with its name and user id. */
export function processTree(pid) {
  const found = [];
  const visit = (id) => {
    let status;
    try {
      status = readFileSync(`/proc/${id}/status`, 'utf8');
    } catch {
      return;
    }
    found.push({
      pid: id,
      name: /^Name:\s+(\S+)/m.exec(status)?.[1],
      uid: Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]),
    });
    for (const task of listTasks(id)) {
      const children = readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').trim();
      for (const child of children ? children.split(/\s+/) : []) visit(Number(child));
    }
  };
  visit(pid);
  return found;
}

function listTasks(pid) {
  try {
    return readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
}
