import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { runFfmpeg, withTempDir } from '../../src/lib/ffmpeg';
import { MUSICGEN_VERSION } from '../../src/engines/replicate/audio-engines';
import { LTX_VIDEO } from '../../src/engines/replicate/video-engine';
import { jsonReply, startHttpDouble, type Reply } from './http-double';

/**
 * A local double of Replicate's HTTP API: create a prediction of an official model, poll it, cancel
 * it, and fetch its output files (served by the double itself, as replicate.delivery would).
 * Predictions move starting → processing → succeeded over a scripted number of polls, with
 * tqdm-style percentages in `logs`, and their outputs are real files: PNGs drawn with
 * @napi-rs/canvas, H.264 MP4s made by ffmpeg, or a language model's list of tokens.
 */

export type DoubleOutput =
  | { png: { width: number; height: number } }
  | { mp4: { width: number; height: number; fps?: number; seconds?: number } }
  | { mp3: { seconds: number; channels?: 1 | 2 } }
  | { tokens: string[] };

export type ReplicateBehaviour =
  /** Finishes on the `polls`-th poll (default 3). */
  | { kind: 'succeed'; polls?: number; output?: DoubleOutput }
  | { kind: 'fail'; polls?: number; error: string }
  /** Processing for ever, with logs that carry no percentage. */
  | { kind: 'hang' }
  /** Refused at creation, e.g. 422 for input the model does not accept. */
  | { kind: 'reject'; status: number; detail: string };

export interface DoublePrediction {
  id: string;
  model: string;
  version: string;
  input: Record<string, unknown>;
  logs: string;
  output: unknown;
  error: string | null;
  status: 'starting' | 'processing' | 'succeeded' | 'failed' | 'canceled';
  created_at: string;
  started_at?: string;
  completed_at?: string;
  polls: number;
  behaviour: ReplicateBehaviour;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** Roughly the sizes FLUX draws at one megapixel for each aspect ratio. */
const FLUX_SIZES: Record<string, { width: number; height: number }> = {
  '1:1': { width: 1024, height: 1024 },
  '16:9': { width: 1344, height: 768 },
  '9:16': { width: 768, height: 1344 },
  '4:3': { width: 1152, height: 896 },
  '3:4': { width: 896, height: 1152 },
  '3:2': { width: 1216, height: 832 },
  '2:3': { width: 832, height: 1216 },
};

/** The community models the product runs by version, as Replicate publishes them. */
const VERSIONED_MODELS: [string, string][] = [
  [LTX_VIDEO.model, LTX_VIDEO.version],
  MUSICGEN_VERSION.split(':') as [string, string],
];

const isTextModel = (model: string) => /llama|instruct/i.test(model);
const isVideoModel = (model: string) => /pixverse|hailuo|aleph|video/i.test(model);
const isAudioModel = (model: string) => /speech|music/i.test(model);
/** FLUX 1.1 pro and the video models answer one URL; FLUX schnell answers a list. */
const answersOneUrl = (model: string) => model === 'black-forest-labs/flux-1.1-pro';

function defaultOutput(model: string, input: Record<string, unknown>): DoubleOutput {
  if (isTextModel(model)) {
    return {
      tokens: ['You', ' said', ':', ' ', typeof input.prompt === 'string' ? input.prompt : ''],
    };
  }
  if (isVideoModel(model)) return { mp4: { width: 640, height: 360, fps: 25, seconds: 2 } };
  if (isAudioModel(model)) {
    const seconds = typeof input.duration === 'number' ? input.duration : 3;
    return { mp3: { seconds, channels: input.model_version === 'large' ? 1 : 2 } };
  }
  return { png: FLUX_SIZES[String(input.aspect_ratio)] ?? FLUX_SIZES['1:1'] };
}

const media = new Map<string, Promise<Buffer>>();

/** A real PNG of the size asked, drawn once per size. */
export function renderPng(width: number, height: number): Promise<Buffer> {
  const key = `png:${width}x${height}`;
  let made = media.get(key);
  if (!made) {
    const canvas = createCanvas(width, height);
    const context = canvas.getContext('2d');
    const gradient = context.createLinearGradient(0, 0, width, height);
    gradient.addColorStop(0, '#1d4ed8');
    gradient.addColorStop(1, '#f59e0b');
    context.fillStyle = gradient;
    context.fillRect(0, 0, width, height);
    context.fillStyle = '#ffffff';
    context.font = `${Math.round(height / 10)}px sans-serif`;
    context.fillText(`${width}x${height}`, width / 10, height / 2);
    made = canvas.encode('png');
    media.set(key, made);
  }
  return made;
}

/** A real H.264 MP4 (ffmpeg's test pattern), made once per size, rate and length. */
export function renderMp4(width: number, height: number, fps = 25, seconds = 2): Promise<Buffer> {
  const key = `mp4:${width}x${height}@${fps}:${seconds}`;
  let made = media.get(key);
  if (!made) {
    made = withTempDir(async (dir) => {
      const file = path.join(dir, 'clip.mp4');
      await runFfmpeg(
        [
          [
            '-f',
            'lavfi',
            '-i',
            `testsrc=size=${width}x${height}:rate=${fps}`,
            '-t',
            String(seconds),
          ],
          ['-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-preset', 'ultrafast', '-y', file],
        ].flat(),
      );
      return readFile(file);
    });
    media.set(key, made);
  }
  return made;
}

/** A real MP3 (a 440 Hz tone), made once per length and channel count. */
export function renderMp3(seconds: number, channels: 1 | 2 = 2): Promise<Buffer> {
  const key = `mp3:${seconds}:${channels}`;
  let made = media.get(key);
  if (!made) {
    made = withTempDir(async (dir) => {
      const file = path.join(dir, 'tone.mp3');
      await runFfmpeg([
        ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100:duration=${seconds}`],
        ...['-ac', String(channels), '-c:a', 'libmp3lame', '-b:a', '128k', '-y', file],
      ]);
      return readFile(file);
    });
    media.set(key, made);
  }
  return made;
}

const problem = (status: number, title: string, detail: string) => ({
  status,
  body: { title, detail, status },
});

function tqdm(step: number, total: number): string {
  const percent = Math.floor((step / total) * 100);
  const filled = Math.floor(percent / 10);
  const bar = '█'.repeat(filled) + ' '.repeat(10 - filled);
  return `${String(percent).padStart(3)}%|${bar}| ${step}/${total} [00:0${step}<00:0${total - step}, 1.00it/s]`;
}

export async function startReplicateDouble(options: { token: string }) {
  const predictions = new Map<string, DoublePrediction>();
  const files = new Map<string, { body: Buffer; contentType: string }>();
  /** Files a client uploaded to /v1/files (the official client sends Buffers there first). */
  const uploads = new Map<string, { body: Buffer; name: string }>();
  const scripts = new Map<string, ReplicateBehaviour>();
  const versions = new Map<string, string>(VERSIONED_MODELS);

  const view = (p: DoublePrediction) => {
    return {
      id: p.id,
      model: p.model,
      version: p.version,
      input: p.input,
      logs: p.logs,
      output: p.output ?? null,
      data_removed: false,
      error: p.error,
      status: p.status,
      source: 'api',
      created_at: p.created_at,
      ...(p.started_at ? { started_at: p.started_at } : {}),
      ...(p.completed_at ? { completed_at: p.completed_at } : {}),
      urls: {
        get: `${api}/predictions/${p.id}`,
        cancel: `${api}/predictions/${p.id}/cancel`,
        web: `https://replicate.com/p/${p.id}`,
      },
      metrics: p.status === 'succeeded' ? { predict_time: p.polls * 0.5 } : {},
    };
  };

  async function publish(p: DoublePrediction, output: DoubleOutput) {
    if ('tokens' in output) return output.tokens;
    if ('mp3' in output) {
      const name = `${p.id}-out.mp3`;
      files.set(name, {
        body: await renderMp3(output.mp3.seconds, output.mp3.channels),
        contentType: 'audio/mpeg',
      });
      // MiniMax and MusicGen answer one URL.
      return `${origin}/files/${name}`;
    }
    const [body, extension, contentType] =
      'png' in output
        ? [await renderPng(output.png.width, output.png.height), 'png', 'image/png']
        : [
            await renderMp4(
              output.mp4.width,
              output.mp4.height,
              output.mp4.fps,
              output.mp4.seconds,
            ),
            'mp4',
            'video/mp4',
          ];
    const name = `${p.id}-out-0.${extension}`;
    files.set(name, { body, contentType });
    const url = `${origin}/files/${name}`;
    // LTX-Video answers a list; the other video models and FLUX 1.1 pro one URL.
    const oneUrl = ('mp4' in output && p.model !== LTX_VIDEO.model) || answersOneUrl(p.model);
    return oneUrl ? url : [url];
  }

  /** One poll moves the prediction along its script. */
  async function advance(p: DoublePrediction) {
    if (p.status !== 'starting' && p.status !== 'processing') return;
    p.polls += 1;
    const now = new Date().toISOString();
    p.started_at ??= now;
    const behaviour = p.behaviour;
    if (behaviour.kind === 'hang') {
      p.status = 'processing';
      p.logs += `still working (${p.polls})\n`;
      return;
    }
    if (behaviour.kind === 'reject') return;
    const total = behaviour.polls ?? 3;
    if (p.polls < total) {
      p.status = 'processing';
      p.logs += `${tqdm(p.polls, total)}\n`;
      return;
    }
    p.completed_at = now;
    if (behaviour.kind === 'fail') {
      p.status = 'failed';
      p.error = behaviour.error;
      p.logs += `Traceback (most recent call last):\n  ...\nRuntimeError: ${behaviour.error}\n`;
      return;
    }
    p.logs += `${tqdm(total, total)}\n`;
    p.output = await publish(p, behaviour.output ?? defaultOutput(p.model, p.input));
    p.status = 'succeeded';
  }

  async function handle(request: RecordedRequest): Promise<{ status: number; body: unknown }> {
    const auth = String(request.headers.authorization ?? '');
    if (auth !== `Bearer ${options.token}` && auth !== `Token ${options.token}`) {
      return problem(401, 'Unauthenticated', 'You did not pass a valid authentication token');
    }
    const create = /^\/v1\/models\/([^/]+)\/([^/]+)\/predictions$/.exec(request.path);
    // A community model runs by version: POST /v1/predictions with `version`.
    const byVersion = request.method === 'POST' && request.path === '/v1/predictions';
    if (byVersion || (request.method === 'POST' && create)) {
      const version = (request.body as { version?: unknown } | null)?.version;
      const model = create
        ? `${create[1]}/${create[2]}`
        : [...versions].find(([, id]) => id === version)?.[0];
      if (!model) return problem(422, 'Invalid version', `version ${String(version)} not found`);
      const input = (request.body as { input?: unknown } | null)?.input;
      if (!input || typeof input !== 'object') {
        return problem(422, 'Input validation failed', '- input: Invalid type. Expected: object');
      }
      const typed = input as Record<string, unknown>;
      // Each model's required text: MiniMax's speech model speaks `text`, its song model sings
      // `lyrics`; the others take a `prompt`.
      const required = /speech/.test(model) ? 'text' : /music-01/.test(model) ? 'lyrics' : 'prompt';
      if (typeof typed[required] !== 'string' || !typed[required]) {
        return problem(422, 'Input validation failed', `- input: ${required} is required`);
      }
      const behaviour = scripts.get(model) ?? scripts.get('default') ?? { kind: 'succeed' };
      if (behaviour.kind === 'reject') {
        return problem(behaviour.status, 'Request refused', behaviour.detail);
      }
      if (!versions.has(model)) versions.set(model, randomBytes(32).toString('hex'));
      const prediction: DoublePrediction = {
        id: randomBytes(13)
          .toString('base64url')
          .toLowerCase()
          .replace(/[^a-z0-9]/g, 'x'),
        model,
        version: versions.get(model)!,
        input: typed,
        logs: '',
        output: null,
        error: null,
        status: 'starting',
        created_at: new Date().toISOString(),
        polls: 0,
        behaviour,
      };
      predictions.set(prediction.id, prediction);
      return { status: 201, body: view(prediction) };
    }
    const one = /^\/v1\/predictions\/([^/]+)(\/cancel)?$/.exec(request.path);
    const prediction = one?.[1] ? predictions.get(one[1]) : undefined;
    if (one && !prediction)
      return problem(404, 'Not found', 'The requested resource does not exist');
    if (prediction && request.method === 'GET' && !one?.[2]) {
      await advance(prediction);
      return { status: 200, body: view(prediction) };
    }
    if (prediction && request.method === 'POST' && one?.[2]) {
      if (prediction.status === 'starting' || prediction.status === 'processing') {
        prediction.status = 'canceled';
        prediction.completed_at = new Date().toISOString();
      }
      return { status: 200, body: view(prediction) };
    }
    return problem(404, 'Not found', 'The requested resource does not exist');
  }

  /** POST /v1/files: a multipart `content` part kept and described as Replicate does. */
  async function upload(headers: IncomingHttpHeaders, raw: Buffer) {
    const auth = String(headers.authorization ?? '');
    if (auth !== `Bearer ${options.token}` && auth !== `Token ${options.token}`) {
      return problem(401, 'Unauthenticated', 'You did not pass a valid authentication token');
    }
    const form = await new Request(api, {
      method: 'POST',
      headers: { 'content-type': String(headers['content-type'] ?? '') },
      body: raw,
    }).formData();
    const content = form.get('content');
    if (!(content instanceof Blob)) return problem(400, 'Bad request', 'content is required');
    const id = randomBytes(12).toString('hex');
    const body = Buffer.from(await content.arrayBuffer());
    uploads.set(id, { body, name: (content as File).name ?? id });
    return {
      status: 201,
      body: {
        id,
        name: (content as File).name ?? id,
        content_type: content.type || 'application/octet-stream',
        size: body.length,
        urls: { get: `${api}/files/${id}` },
      },
    };
  }

  const isUpload = (method: string, path: string) => method === 'POST' && path === '/v1/files';
  const answer = ({ status, body }: { status: number; body: unknown }) => jsonReply(status, body);
  const { origin, requests, close } = await startHttpDouble<RecordedRequest>({
    record: ({ method, url, headers, body: raw }) => {
      // An upload's multipart body is not kept.
      if (isUpload(method, url.pathname))
        return { method, path: url.pathname, headers, body: null };
      const text = raw.toString('utf8');
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      return { method, path: url.pathname, headers, body };
    },
    handle: async (call, request): Promise<Reply> => {
      if (isUpload(request.method, request.path))
        return answer(await upload(call.headers, call.body));
      const file = /^\/files\/([^/]+)$/.exec(request.path);
      if (request.method === 'GET' && file?.[1]) {
        const found = files.get(file[1]);
        if (!found) return answer({ status: 404, body: { detail: 'Not found' } });
        return {
          status: 200,
          type: found.contentType,
          body: found.body,
          headers: { 'content-length': String(found.body.length) },
        };
      }
      return answer(await handle(request));
    },
    failed: (error) => answer({ status: 500, body: { detail: String(error) } }),
  });
  const api = `${origin}/v1`;

  return {
    /** The API base URL, as REPLICATE_API_URL: http://127.0.0.1:port/v1 */
    url: api,
    origin,
    requests,
    predictions,
    /** Files uploaded to /v1/files, by id. */
    uploads,
    /** The bytes behind a URL the client got from /v1/files (as a model would fetch it). */
    uploaded(url: unknown) {
      const id = typeof url === 'string' ? /\/v1\/files\/([^/]+)$/.exec(url)?.[1] : undefined;
      return id ? uploads.get(id)?.body : undefined;
    },
    /** How predictions of this model (or of any model: 'default') behave from now on. */
    script(modelOrDefault: string, behaviour: ReplicateBehaviour) {
      scripts.set(modelOrDefault, behaviour);
    },
    /** Forgets every script: predictions created from now on succeed after three polls. */
    reset() {
      scripts.clear();
    },
    /** Requests to one route, e.g. calls('POST', /\/cancel$/). */
    calls(method: string, path: RegExp) {
      return requests.filter((r) => r.method === method && path.test(r.path));
    },
    close,
  };
}

export type ReplicateDouble = Awaited<ReturnType<typeof startReplicateDouble>>;
