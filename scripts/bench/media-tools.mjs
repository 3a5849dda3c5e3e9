// The tools that take the user's own media (issue 16):
// - a local reimagine image edit of a 1024 x 768 photo as the server runs it: the upload read and
//   re-encoded by the media-input module, then the local editor (p50 of 20 prompts);
// - a local product image ad with 3 variations: the concepts written from the template and three
//   ads composed (one request's work);
// - the upload path under load: 20 concurrent 5 MB photo uploads (multipart) to the built server's
//   Analyze Image, every one answered 200, with the server process's peak memory (VmHWM).
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { fundedAccount, loadServerModules } from './server-modules.mjs';
import { freePort, startServer } from './server-process.mjs';

const REIMAGINE_BUDGET_MS = 400;
const AD_BUDGET_MS = 2000;
const UPLOADS = 20;
const UPLOAD_BYTES = 5 * 1024 * 1024;
const MEMORY_BUDGET_MIB = 600;
const PROMPTS = [
  'black and white, dramatic',
  'warm golden hour light',
  'vintage film look',
  'cool blue evening',
  'vibrant neon colours',
  'dreamy and soft',
  'make it crisp and detailed',
  'pastel spring tones',
  'dark and moody',
  'turn the sky purple',
];

/** The server's own modules, bundled from source (server-modules.mjs). */
function loadModules() {
  return loadServerModules('media-tools', [
    "export { createLocalImageEditor } from './src/engines/local/image-editor';",
    "export { composeAd } from './src/engines/local/ad-composer';",
    "export { composeAdConcepts } from './src/features/product-ads/ad-concepts';",
    "export { readMediaInput } from './src/lib/media-inputs/read-media-input';",
    "export { credit } from './src/lib/ledger';",
    "export { ReimagineImageParameters } from '@atelier/contract';",
  ]);
}

/** A photo-like JPEG: smooth gradients with detail, so the encoders do real work. */
async function photo(width, height) {
  const noise = await sharp(randomBytes(width * height * 3), {
    raw: { width, height, channels: 3 },
  })
    .blur(1.2)
    .png()
    .toBuffer();
  return sharp({
    create: { width, height, channels: 3, background: '#3b6ea8' },
  })
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

const limits = {
  maxBytes: { image: 20 * 1024 * 1024, video: 100 * 1024 * 1024, audio: 20 * 1024 * 1024 },
  fetchAllow: [],
};
const context = () => ({ signal: new AbortController().signal, progress: () => undefined });

async function measureReimagine(modules) {
  const editor = modules.createLocalImageEditor();
  const input = await photo(1024, 768);
  const parameters = modules.ReimagineImageParameters.parse({});
  const once = async (prompt, seed) => {
    const accepted = await modules.readMediaInput({ from: 'bytes', body: input }, 'image', limits);
    await editor.reimagine(
      { tool: 'image_modification', prompt, images: [accepted], parameters, outputs: 1, seed },
      context(),
    );
  };
  await once('warm-up', 0);
  const times = [];
  for (let round = 0; round < 2; round += 1) {
    for (const [seed, prompt] of PROMPTS.entries()) {
      const started = performance.now();
      await once(prompt, seed);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const p50 = (times[9] + times[10]) / 2;
  return {
    name: 'Local reimagine image, 1024x768 photo (read, re-encode, edit, PNG; p50 of 20)',
    figure: `${Math.round(p50)} ms (p90 ${Math.round(times[17])})`,
    budget: `< ${REIMAGINE_BUDGET_MS} ms`,
    ok: p50 < REIMAGINE_BUDGET_MS,
  };
}

async function measureProductAd(modules) {
  const product = await photo(800, 1000);
  const make = async () => {
    const brief = {
      product: 'Midnight serum, a calming night oil',
      audience: 'busy professionals',
      style: 'luxury and elegant',
      count: 3,
    };
    const concepts = modules.composeAdConcepts(brief);
    for (const [variation, concept] of concepts.entries()) {
      await modules.composeAd({ product, ...concept, style: brief.style, variation });
    }
  };
  await make();
  const times = [];
  for (let round = 0; round < 5; round += 1) {
    const started = performance.now();
    await make();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    name: 'Local product image ad, 3 variations (concepts + 3 ads 1024x1024; median of 5)',
    figure: `${Math.round(times[2])} ms (slowest ${Math.round(times[4])})`,
    budget: `< ${AD_BUDGET_MS} ms`,
    ok: times[2] < AD_BUDGET_MS,
  };
}

function peakRssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** A JPEG of about `bytes`: random pixels compress badly, so the size is near width x height x 3. */
async function fiveMegabytePhoto() {
  const side = 2320;
  let quality = 97;
  for (;;) {
    const body = await sharp(randomBytes(side * side * 3), {
      raw: { width: side, height: side, channels: 3 },
    })
      .jpeg({ quality })
      .toBuffer();
    if (body.length <= UPLOAD_BYTES || quality < 60) return body;
    quality -= 3;
  }
}

async function measureUploads(modules) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-uploads-'));
  chmodSync(dataDir, 0o755);
  const server = await startServer({ dataDir, port: await freePort() });
  try {
    const token = await fundedAccount(server, dataDir, {
      prefix: 'uploads',
      credits: 100,
      credit: modules.credit,
    });
    const body = await fiveMegabytePhoto();
    const upload = async (i) => {
      const form = new FormData();
      form.append('tool_type', 'image_analysis');
      form.append('prompt', `What is in picture ${i}?`);
      form.append('image', new Blob([body], { type: 'image/jpeg' }), `photo-${i}.jpg`);
      const response = await fetch(`${server.baseUrl}/api/reimagine/analyze-image`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      await response.arrayBuffer();
      return response.status;
    };
    const baseline = peakRssMiB(server.pid);
    const started = performance.now();
    const statuses = await Promise.all(Array.from({ length: UPLOADS }, (_, i) => upload(i)));
    const seconds = (performance.now() - started) / 1000;
    const ok = statuses.filter((status) => status === 200).length;
    const peak = peakRssMiB(server.pid);
    return {
      name: `Upload path: ${UPLOADS} concurrent ${(body.length / 1048576).toFixed(1)} MB photos (multipart, Analyze Image)`,
      figure: `${ok}/${UPLOADS} answered 200 in ${seconds.toFixed(1)} s; server peak RSS ${Math.round(peak)} MiB (${Math.round(baseline)} before)`,
      budget: `all 200, < ${MEMORY_BUDGET_MIB} MiB`,
      ok: ok === UPLOADS && peak < MEMORY_BUDGET_MIB,
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function measureMediaTools() {
  const modules = await loadModules();
  return [
    await measureReimagine(modules),
    await measureProductAd(modules),
    await measureUploads(modules),
  ];
}
