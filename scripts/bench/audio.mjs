// Audio (issue 17), with the local engines:
// - a voice-over of 1,000 characters by eSpeak NG (its own process, already started) encoded to
//   MP3 (median of 5);
// - 30 s of stereo music by the local composer, encoded to MP3 (median of 5);
// - 10 concurrent voice-over requests to the built server (each a job: hold, eSpeak, ffmpeg,
//   storage, settle), every one answered 200.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fundedAccount, loadServerModules } from './server-modules.mjs';
import { freePort, startServer } from './server-process.mjs';

const VOICE_BUDGET_MS = 2000;
const MUSIC_BUDGET_MS = 3000;
const CONCURRENT = 10;
const TEXT = 'Atelier turns a few words into voice-overs, songs and music on your own server. '
  .repeat(13)
  .slice(0, 1000);

const context = () => ({ signal: new AbortController().signal, progress: () => undefined });

async function median(times, run) {
  const taken = [];
  for (let i = 0; i < times; i += 1) {
    const started = performance.now();
    await run(i);
    taken.push(performance.now() - started);
  }
  taken.sort((a, b) => a - b);
  return { median: taken[Math.floor(times / 2)], slowest: taken[times - 1] };
}

async function measureVoice(modules) {
  const engine = modules.createLocalVoiceEngine(modules.createEspeak());
  const parameters = modules.VoiceOverParameters.parse({});
  const voice = { id: 'Wise_Woman', espeak: 'en-gb+f4', basePitch: 42 };
  const speak = () => engine.speak({ text: TEXT, voice, parameters }, context());
  const cold = performance.now();
  const file = await speak();
  const coldMs = performance.now() - cold;
  const { median: ms, slowest } = await median(5, speak);
  return {
    name: `Local voice-over, ${TEXT.length} characters (${Math.round(file.duration)} s of speech, MP3 128k; median of 5)`,
    figure: `${Math.round(ms)} ms (slowest ${Math.round(slowest)}; first call with eSpeak's start ${Math.round(coldMs)})`,
    budget: `< ${VOICE_BUDGET_MS} ms`,
    ok: ms < VOICE_BUDGET_MS,
  };
}

async function measureMusic(modules) {
  const engine = modules.createLocalMusicEngine();
  const parameters = modules.MusicParameters.parse({ duration: 30 });
  const { median: ms, slowest } = await median(5, (seed) =>
    engine.compose({ prompt: 'upbeat electronic dance track', parameters, seed }, context()),
  );
  return {
    name: 'Local music, 30 s stereo (composed, rendered, MP3 192k; median of 5)',
    figure: `${Math.round(ms)} ms (slowest ${Math.round(slowest)})`,
    budget: `< ${MUSIC_BUDGET_MS} ms`,
    ok: ms < MUSIC_BUDGET_MS,
  };
}

async function measureConcurrentVoiceOvers(modules) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-audio-'));
  chmodSync(dataDir, 0o755);
  const server = await startServer({ dataDir, port: await freePort() });
  try {
    const token = await fundedAccount(server, dataDir, {
      prefix: 'audio',
      credits: 10,
      credit: modules.credit,
    });
    const request = async (i) => {
      const response = await fetch(`${server.baseUrl}/api/audio/generate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          tool_type: 'voice_over',
          text: `Request ${i}. ${TEXT.slice(0, 300)}`,
        }),
      });
      await response.arrayBuffer();
      return response.status;
    };
    const started = performance.now();
    const statuses = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => request(i)));
    const seconds = (performance.now() - started) / 1000;
    const ok = statuses.filter((status) => status === 200).length;
    return {
      name: `${CONCURRENT} concurrent voice-over requests (300 characters each) to the built server`,
      figure: `${ok}/${CONCURRENT} answered 200, all done in ${seconds.toFixed(1)} s`,
      budget: 'no failed request',
      ok: ok === CONCURRENT,
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function measureAudio() {
  const modules = await loadServerModules('audio', [
    "export { createEspeak } from './src/engines/local/speech/espeak';",
    "export { createLocalVoiceEngine } from './src/engines/local/voice-engine';",
    "export { createLocalMusicEngine } from './src/engines/local/music-engine';",
    "export { credit } from './src/lib/ledger';",
    "export { MusicParameters, VoiceOverParameters } from '@atelier/contract';",
  ]);
  return [
    await measureVoice(modules),
    await measureMusic(modules),
    await measureConcurrentVoiceOvers(modules),
  ];
}
