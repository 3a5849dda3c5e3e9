// Backup and restore at size (issue 33): 100,000 users, 1,000,000 request-log lines and 1 GiB of
// media, backed up with `npm run backup` while the server runs, then restored into a new
// DATA_DIR. Reports both times, the server's RSS growth during the backup (sampled from /proc
// every 25 ms) and the backup process's own peak RSS.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { seedRequestLog, seedUsers } from './admin.mjs';
import { freePort, startServer } from './server-process.mjs';

const MEDIA_BYTES = 1024 ** 3;
const MEDIA_FILE_BYTES = 2 * 1024 ** 2;
const BACKUP_BUDGET_MS = 60_000;
const RESTORE_BUDGET_MS = 120_000;
const RSS_BUDGET_MIB = 100;

const rssMiB = (pid) => {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
    return Number(line?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
};

/** Runs a CLI of the built server; answers its time and its own peak RSS. */
async function runCli(script, args, env) {
  const started = performance.now();
  const child = spawn(process.execPath, [`apps/server/dist/${script}`, ...args], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(child.pid))), 25);
  const code = await new Promise((resolve) => child.on('exit', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`${script} exited with ${code}: ${output}`);
  return { ms: performance.now() - started, peak, output: output.trim() };
}

/** Incompressible files (random bytes), as photos and videos are, under the media folder. */
async function seedMedia(dataDir) {
  const chunk = randomBytes(MEDIA_FILE_BYTES);
  for (let i = 0; i < MEDIA_BYTES / MEDIA_FILE_BYTES; i += 1) {
    const dir = path.join(dataDir, 'media', 'generations', `user-${i % 50}`);
    mkdirSync(dir, { recursive: true });
    // Each file differs from the others in its first bytes.
    chunk.writeUInt32BE(i, 0);
    await writeFile(path.join(dir, `image-${i}.png`), chunk);
  }
}

export async function measureBackup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-backup-'));
  const restoreDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-restore-'));
  chmodSync(dataDir, 0o755);
  chmodSync(restoreDir, 0o755);
  const archive = path.join(dataDir, 'bench-backup.tar');
  const server = await startServer({ dataDir, port: await freePort() });
  let backup;
  let rssBefore;
  let rssPeak;
  try {
    const { url } = JSON.parse(readFileSync(path.join(dataDir, 'postgres.json'), 'utf8'));
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    try {
      await seedUsers(pool);
      await seedRequestLog(pool);
    } finally {
      await pool.end();
    }
    await seedMedia(dataDir);
    rssBefore = rssMiB(server.pid);
    rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMiB(server.pid))), 25);
    // The server keeps answering while the backup runs.
    let answered = 0;
    let serving = true;
    const traffic = (async () => {
      while (serving) {
        if ((await fetch(`${server.baseUrl}/api/health`)).ok) answered += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    try {
      backup = await runCli('backup-cli.js', ['--out', archive], { DATA_DIR: dataDir });
    } finally {
      clearInterval(sampler);
      serving = false;
      await traffic;
    }
    if (answered === 0) throw new Error('the server did not answer during the backup');
  } finally {
    await server.stop();
  }
  const archiveMiB = statSync(archive).size / 1024 ** 2;
  let restore;
  try {
    restore = await runCli('restore-cli.js', [archive], { DATA_DIR: restoreDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(restoreDir, { recursive: true, force: true });
  }
  const growth = rssPeak - rssBefore;
  const what = '100,000 users, 1,000,000 request-log lines, 1 GiB of media';
  return [
    {
      name: `\`npm run backup\` while the server runs: ${what} (archive ${archiveMiB.toFixed(0)} MiB; the backup process peaked at ${backup.peak.toFixed(0)} MiB RSS)`,
      figure: `${(backup.ms / 1000).toFixed(1)} s`,
      budget: `< ${BACKUP_BUDGET_MS / 1000} s`,
      ok: backup.ms < BACKUP_BUDGET_MS,
    },
    {
      name: `Server RSS growth during that backup (peak ${rssPeak.toFixed(0)} MiB over ${rssBefore.toFixed(0)} MiB before)`,
      figure: `${growth.toFixed(1)} MiB`,
      budget: `< ${RSS_BUDGET_MIB} MiB`,
      ok: growth < RSS_BUDGET_MIB,
    },
    {
      name: `\`npm run restore\` of that archive into a new DATA_DIR (embedded PostgreSQL started, migrated, loaded; restore process peak ${restore.peak.toFixed(0)} MiB RSS)`,
      figure: `${(restore.ms / 1000).toFixed(1)} s`,
      budget: `< ${RESTORE_BUDGET_MS / 1000} s`,
      ok: restore.ms < RESTORE_BUDGET_MS,
    },
  ];
}
