// 50 concurrent free-image requests against the built server with its local renderer: every one
// must succeed; throughput, p99 and the server process's peak memory (VmHWM) are reported.
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createVerifiedAccounts, logIn } from './accounts.mjs';
import { freePort, startServer } from './server-process.mjs';

const CONCURRENT = 50;
const WAVES = 2;
const MEMORY_BUDGET_MIB = 1024;

const SUBJECTS = [
  'a red fox',
  'a lighthouse',
  'a teal city skyline',
  'golden wheat fields',
  'a quiet forest lake',
  'neon street at night',
  'pastel flowers',
  'snowy mountains',
  'a desert at sunset',
  'ocean waves',
];

function peakRssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib / 1024;
}

export async function measureFreeImages() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-images-'));
  chmodSync(dataDir, 0o755);
  const server = await startServer({ dataDir, port: await freePort() });
  try {
    const [account] = await createVerifiedAccounts({
      ...server,
      dataDir,
      count: 1,
      prefix: 'images',
    });
    const token = await logIn(server.baseUrl, account);
    const generate = async (i) => {
      const t0 = performance.now();
      const response = await fetch(`${server.baseUrl}/api/generate-image-free`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ prompt: `${SUBJECTS[i % SUBJECTS.length]}, study ${i}` }),
      });
      const body = await response.json();
      return { ok: response.status === 200 && Boolean(body.image_url), ms: performance.now() - t0 };
    };
    // One warm-up image, so the first wave does not measure module loading.
    await generate(-1);
    const results = [];
    const started = performance.now();
    for (let wave = 0; wave < WAVES; wave += 1) {
      results.push(
        ...(await Promise.all(
          Array.from({ length: CONCURRENT }, (_, i) => generate(wave * CONCURRENT + i)),
        )),
      );
    }
    const seconds = (performance.now() - started) / 1000;
    const ok = results.filter((r) => r.ok).length;
    const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
    const p99 = latencies[Math.ceil(latencies.length * 0.99) - 1] ?? 0;
    const peak = peakRssMiB(server.pid);
    return [
      {
        name: `${CONCURRENT} concurrent free images (local renderer, 1024x1024), ${WAVES} waves`,
        figure: `${ok}/${results.length} succeeded, ${(results.length / seconds).toFixed(1)} images/s, p99 ${(p99 / 1000).toFixed(1)} s`,
        budget: 'all succeed',
        ok: ok === results.length,
      },
      {
        name: 'Server peak memory (VmHWM) under that load',
        figure: `${peak.toFixed(0)} MiB`,
        budget: `< ${MEMORY_BUDGET_MIB} MiB`,
        ok: peak < MEMORY_BUDGET_MIB,
      },
    ];
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
