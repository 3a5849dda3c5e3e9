// The local media engines (apps/server/src/engines/local), used when no AI provider is set:
// the median time of ten 1024 x 1024 images across varied prompts (render and PNG encode), and
// one 6-second 1364 x 768 video at 24 fps (frames, H.264 encode and faststart), as the server
// runs them. Both run on this process's own thread plus ffmpeg; nothing else is started.
import path from 'node:path';
import { build } from 'esbuild';

const IMAGE_BUDGET_MS = 300;
const VIDEO_BUDGET_MS = 20_000;
const PROMPTS = [
  'misty mountains at sunset',
  'a calm blue ocean with waves',
  'neon city skyline at night',
  'dark pine forest under the moon',
  'golden desert dunes',
  'a field of pink flowers, dreamy',
  'portrait of a woman, warm light',
  'a cat on the beach at sunset',
  'abstract geometric teal and gold',
  'galaxy with a planet',
];

/** The renderers bundled from source into the server's dist folder, as ledger.mjs does. */
async function loadRenderers() {
  const outfile = path.resolve('apps/server/dist/bench/engines.mjs');
  await build({
    stdin: {
      contents: [
        "export { renderImage } from './src/engines/local/image-renderer';",
        "export { renderVideo } from './src/engines/local/video-renderer';",
      ].join('\n'),
      resolveDir: path.resolve('apps/server'),
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile,
    logLevel: 'warning',
  });
  return import(outfile);
}

export async function measureEngines() {
  const { renderImage, renderVideo } = await loadRenderers();
  // One warm-up render loads the canvas library and the font.
  await renderImage({ prompt: 'warm-up', width: 1024, height: 1024, seed: 0 });
  const times = [];
  for (const [seed, prompt] of PROMPTS.entries()) {
    const started = performance.now();
    await renderImage({ prompt, width: 1024, height: 1024, seed });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = (times[4] + times[5]) / 2;

  const started = performance.now();
  const video = await renderVideo({
    prompt: 'misty mountains at sunset',
    width: 1364,
    height: 768,
    duration: 6,
    fps: 24,
    seed: 1,
  });
  const videoMs = performance.now() - started;
  return [
    {
      name: 'Local image 1024x1024 (median of 10 prompts, render + PNG)',
      figure: `${Math.round(median)} ms (fastest ${Math.round(times[0])}, slowest ${Math.round(times[9])})`,
      budget: `< ${IMAGE_BUDGET_MS} ms`,
      ok: median < IMAGE_BUDGET_MS,
    },
    {
      name: 'Local video 6 s 768p 24 fps (1364x768, 144 frames, H.264)',
      figure: `${(videoMs / 1000).toFixed(1)} s (${Math.round((video.frames * 1000) / videoMs)} frames/s, ${Math.round(video.body.length / 1024)} KB)`,
      budget: `< ${VIDEO_BUDGET_MS / 1000} s`,
      ok: videoMs < VIDEO_BUDGET_MS,
    },
  ];
}
