import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { probeVideo } from '../../src/lib/ffmpeg';
import { COMFYUI_CHECKPOINTS, startComfyUIDouble } from './comfyui-double';
import { until } from './until';

/** The double itself, driven as a client of ComfyUI drives the real server. */

let double: Awaited<ReturnType<typeof startComfyUIDouble>>;
const opened: WebSocket[] = [];

beforeAll(async () => {
  double = await startComfyUIDouble();
});
afterAll(() => double.stop());
beforeEach(() => double.reset());
afterEach(() => {
  for (const socket of opened.splice(0)) socket.terminate();
});

interface Message {
  type: string;
  data: Record<string, unknown>;
}
interface HistoryEntry {
  prompt: [number, string, unknown, Record<string, unknown>, string[]];
  outputs: Record<string, Record<string, unknown>>;
  status: { status_str: string; completed: boolean; messages: [string, Record<string, unknown>][] };
}
interface FileRef {
  filename: string;
  subfolder: string;
  type: string;
}

type Workflow = Record<string, { class_type: string; inputs: Record<string, unknown> }>;

function textToImage(sampler: Record<string, unknown> = {}, checkpoint = COMFYUI_CHECKPOINTS[0]) {
  return {
    '4': { class_type: 'CheckpointLoaderSimple', inputs: { ckpt_name: checkpoint } },
    '5': { class_type: 'EmptyLatentImage', inputs: { width: 100, height: 60, batch_size: 1 } },
    '6': { class_type: 'CLIPTextEncode', inputs: { text: 'a lighthouse', clip: ['4', 1] } },
    '7': { class_type: 'CLIPTextEncode', inputs: { text: '', clip: ['4', 1] } },
    '3': {
      class_type: 'KSampler',
      inputs: {
        seed: 42,
        steps: 4,
        cfg: 7,
        sampler_name: 'euler',
        scheduler: 'normal',
        denoise: 1,
        model: ['4', 0],
        positive: ['6', 0],
        negative: ['7', 0],
        latent_image: ['5', 0],
        ...sampler,
      },
    },
    '8': { class_type: 'VAEDecode', inputs: { samples: ['3', 0], vae: ['4', 2] } },
    '9': {
      class_type: 'SaveImage',
      inputs: { filename_prefix: 'atelier/image', images: ['8', 0] },
    },
  } satisfies Workflow;
}

function imageToImage(image: string): Workflow {
  const { '5': _latent, ...rest } = textToImage({ denoise: 0.6, latent_image: ['11', 0] });
  return {
    ...rest,
    '10': { class_type: 'LoadImage', inputs: { image } },
    '11': { class_type: 'VAEEncode', inputs: { pixels: ['10', 0], vae: ['4', 2] } },
  };
}

const textToVideo = (): Workflow => ({
  '38': { class_type: 'CLIPLoader', inputs: { clip_name: 't5xxl_fp16.safetensors', type: 'ltxv' } },
  '44': { class_type: 'CheckpointLoaderSimple', inputs: { ckpt_name: COMFYUI_CHECKPOINTS[2] } },
  '6': { class_type: 'CLIPTextEncode', inputs: { text: 'waves', clip: ['38', 0] } },
  '7': { class_type: 'CLIPTextEncode', inputs: { text: '', clip: ['38', 0] } },
  '69': {
    class_type: 'LTXVConditioning',
    inputs: { positive: ['6', 0], negative: ['7', 0], frame_rate: 12 },
  },
  // 24 frames asked: LTX-Video makes 8n+1, so 17.
  '70': {
    class_type: 'EmptyLTXVLatentVideo',
    inputs: { width: 64, height: 64, length: 24, batch_size: 1 },
  },
  '71': { class_type: 'LTXVScheduler', inputs: { steps: '3', latent: ['70', 0] } },
  '73': { class_type: 'KSamplerSelect', inputs: { sampler_name: 'euler' } },
  '72': {
    class_type: 'SamplerCustom',
    inputs: {
      model: ['44', 0],
      add_noise: true,
      noise_seed: 7,
      cfg: 3,
      positive: ['69', 0],
      negative: ['69', 1],
      sampler: ['73', 0],
      sigmas: ['71', 0],
      latent_image: ['70', 0],
    },
  },
  '8': { class_type: 'VAEDecode', inputs: { samples: ['72', 0], vae: ['44', 2] } },
  '80': { class_type: 'CreateVideo', inputs: { images: ['8', 0], fps: 12 } },
  '81': {
    class_type: 'SaveVideo',
    inputs: { video: ['80', 0], filename_prefix: 'atelier/video', format: 'mp4', codec: 'h264' },
  },
  '82': {
    class_type: 'VHS_VideoCombine',
    inputs: {
      images: ['8', 0],
      frame_rate: 8,
      filename_prefix: 'clip',
      format: 'video/h264-mp4',
      save_output: true,
    },
  },
  '83': { class_type: 'SaveAnimatedWEBP', inputs: { images: ['8', 0], filename_prefix: 'anim' } },
});

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${double.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${double.url}${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

async function queue(prompt: unknown, clientId?: string): Promise<string> {
  const response = await post('/prompt', { prompt, client_id: clientId });
  expect(response.status).toBe(200);
  const body = (await response.json()) as {
    prompt_id: string;
    number: number;
    node_errors: object;
  };
  expect(typeof body.prompt_id).toBe('string');
  expect(body.node_errors).toEqual({});
  return body.prompt_id;
}

/** The prompt's history entry, once it has one. */
async function finished(promptId: string): Promise<HistoryEntry> {
  let entry: HistoryEntry | undefined;
  await until(async () => {
    entry = (await getJson<Record<string, HistoryEntry>>(`/history/${promptId}`))[promptId];
    return entry !== undefined;
  }, 20_000);
  return entry!;
}

async function view(file: FileRef) {
  const response = await fetch(`${double.url}/view?${new URLSearchParams({ ...file }).toString()}`);
  expect(response.status).toBe(200);
  return {
    type: response.headers.get('content-type'),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

function socketUrl(clientId: string) {
  return `${double.url.replace('http:', 'ws:')}/ws?clientId=${clientId}`;
}

async function connect(clientId: string) {
  const socket = new WebSocket(socketUrl(clientId));
  opened.push(socket);
  const messages: Message[] = [];
  const previews: Buffer[] = [];
  socket.on('message', (data, isBinary) => {
    if (isBinary) previews.push(data as Buffer);
    else messages.push(JSON.parse((data as Buffer).toString('utf8')) as Message);
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return {
    messages,
    previews,
    until: (check: (message: Message) => boolean) => until(() => messages.some(check)),
  };
}

/** The status a refused socket upgrade answered. */
function refusal(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('open', () => reject(new Error('the socket opened')));
    socket.on('error', () => undefined);
  });
}

async function png(width: number, height: number) {
  const canvas = createCanvas(width, height);
  canvas.getContext('2d').fillRect(0, 0, width, height);
  return canvas.encode('png');
}

async function upload(bytes: Buffer, filename: string) {
  const form = new FormData();
  form.append('image', new Blob([bytes], { type: 'image/png' }), filename);
  const response = await fetch(`${double.url}/upload/image`, { method: 'POST', body: form });
  expect(response.status).toBe(200);
  return response.json() as Promise<{ name: string; subfolder: string; type: string }>;
}

async function refused(prompt: unknown) {
  const response = await post('/prompt', { prompt });
  expect(response.status).toBe(400);
  return (await response.json()) as { error: Record<string, unknown>; node_errors: object };
}

describe('ComfyUI double', () => {
  it('runs a text-to-image prompt over the socket and serves the PNG at the latent size', async () => {
    const client = await connect('client-1');
    await client.until((m) => m.type === 'status');
    expect(client.messages[0]).toEqual({
      type: 'status',
      data: { status: { exec_info: { queue_remaining: 0 } }, sid: 'client-1' },
    });

    const promptId = await queue(textToImage(), 'client-1');
    await client.until((m) => m.type === 'executing' && m.data.node === null);

    const mine = client.messages.filter((m) => m.data.prompt_id === promptId);
    const types = mine.map((m) => m.type);
    expect(types.slice(0, 3)).toEqual(['execution_start', 'execution_cached', 'executing']);
    expect(types.slice(-2)).toEqual(['execution_success', 'executing']);
    expect(types.indexOf('executed')).toBeGreaterThan(types.lastIndexOf('progress'));
    expect(mine.filter((m) => m.type === 'progress').map((m) => m.data)).toEqual(
      [1, 2, 3, 4].map((value) => ({ value, max: 4, prompt_id: promptId, node: '3' })),
    );
    // Previews are binary: event 1, JPEG (1), then the JPEG itself.
    expect(client.previews.length).toBeGreaterThan(0);
    expect(client.previews[0].readUInt32BE(0)).toBe(1);
    expect(client.previews[0].readUInt32BE(4)).toBe(1);
    expect(client.previews[0].subarray(8, 10)).toEqual(Buffer.from([0xff, 0xd8]));

    const entry = await finished(promptId);
    expect(entry.status).toMatchObject({ status_str: 'success', completed: true });
    expect(entry.status.messages.map(([type]) => type)).toEqual([
      'execution_start',
      'execution_cached',
      'execution_success',
    ]);
    expect(entry.prompt[1]).toBe(promptId);
    expect(entry.prompt[3]).toMatchObject({ client_id: 'client-1' });
    expect(entry.prompt[4]).toEqual(['9']);
    const file = { filename: 'image_00001_.png', subfolder: 'atelier', type: 'output' };
    expect(entry.outputs).toEqual({ '9': { images: [file] } });

    const served = await view(file);
    expect(served.type).toBe('image/png');
    const picture = await loadImage(served.body);
    // EmptyLatentImage floors 100x60 to the latent's multiple of 8.
    expect([picture.width, picture.height]).toEqual([96, 56]);
    expect(double.outputs()).toEqual([
      expect.objectContaining({ promptId, nodeId: '9', classType: 'SaveImage', seed: 42 }),
    ]);

    const again = await queue(textToImage({ seed: 43 }), 'client-1');
    expect((await finished(again)).outputs['9']).toEqual({
      images: [{ ...file, filename: 'image_00002_.png' }],
    });
    const missing = await fetch(`${double.url}/view?filename=nothing.png&type=output`);
    expect(missing.status).toBe(404);
  });

  it('saves real videos: SaveVideo and VHS as H.264 MP4, SaveAnimatedWEBP as animated WebP', async () => {
    // No socket: the history alone tells when it is done.
    const promptId = await queue(textToVideo());
    const entry = await finished(promptId);
    expect(entry.status.status_str).toBe('success');
    expect(entry.outputs['81']).toEqual({
      images: [{ filename: 'video_00001_.mp4', subfolder: 'atelier', type: 'output' }],
      animated: [true],
    });
    expect(entry.outputs['82']).toMatchObject({
      gifs: [
        {
          filename: 'clip_00001.mp4',
          subfolder: '',
          type: 'output',
          format: 'video/h264-mp4',
          frame_rate: 8,
        },
      ],
    });
    expect(entry.outputs['83']).toEqual({
      images: [{ filename: 'anim_00001_.webp', subfolder: '', type: 'output' }],
      animated: [true],
    });

    const mp4 = await view({ filename: 'video_00001_.mp4', subfolder: 'atelier', type: 'output' });
    expect(mp4.type).toBe('video/mp4');
    const info = await probeVideo(mp4.body);
    expect(info).toMatchObject({ width: 64, height: 64, fps: 12 });
    expect(info.duration).toBeCloseTo(17 / 12, 1);
    const vhs = await probeVideo(
      (await view({ filename: 'clip_00001.mp4', subfolder: '', type: 'output' })).body,
    );
    expect(vhs.fps).toBe(8);

    const webp = await view({ filename: 'anim_00001_.webp', subfolder: '', type: 'output' });
    expect(webp.type).toBe('image/webp');
    expect(webp.body.subarray(0, 4).toString()).toBe('RIFF');
    expect(webp.body.subarray(8, 12).toString()).toBe('WEBP');
    expect(webp.body.includes('ANIM')).toBe(true);
    expect(double.outputs().find((file) => file.nodeId === '81')).toMatchObject({
      frames: 17,
      fps: 12,
      seed: 7,
    });
  });

  it('takes uploads as ComfyUI names them and draws image-to-image at the upload size', async () => {
    const first = await png(41, 30);
    expect(await upload(first, 'photo.png')).toEqual({
      name: 'photo.png',
      subfolder: '',
      type: 'input',
    });
    // The same bytes under the same name are one file; other bytes get " (1)".
    expect((await upload(first, 'photo.png')).name).toBe('photo.png');
    expect((await upload(await png(20, 20), 'photo.png')).name).toBe('photo (1).png');
    const info = await getJson<{ LoadImage: { input: { required: { image: [string[]] } } } }>(
      '/object_info/LoadImage',
    );
    expect(info.LoadImage.input.required.image[0]).toEqual(['photo (1).png', 'photo.png']);

    const promptId = await queue(imageToImage('photo.png'));
    const entry = await finished(promptId);
    const [file] = (entry.outputs['9'] as { images: FileRef[] }).images;
    const picture = await loadImage((await view(file)).body);
    // VAEEncode crops the 41x30 upload to multiples of 8.
    expect([picture.width, picture.height]).toEqual([40, 24]);
  });

  it('refuses workflows as ComfyUI validates them', async () => {
    const unknownFile = await refused(imageToImage('missing.png'));
    expect(unknownFile.error).toMatchObject({
      type: 'prompt_outputs_failed_validation',
      message: 'Prompt outputs failed validation',
    });
    expect(unknownFile.node_errors).toEqual({
      '10': {
        errors: [
          {
            type: 'custom_validation_failed',
            message: 'Custom validation failed for node',
            details: 'image - Invalid image file: missing.png',
            extra_info: { input_name: 'image' },
          },
        ],
        dependent_outputs: ['9'],
        class_type: 'LoadImage',
      },
    });

    const checkpoint = await refused(textToImage({}, 'nope.safetensors'));
    expect(checkpoint.node_errors).toMatchObject({
      '4': {
        class_type: 'CheckpointLoaderSimple',
        errors: [
          {
            type: 'value_not_in_list',
            message: 'Value not in list',
            details: `ckpt_name: 'nope.safetensors' not in ['${COMFYUI_CHECKPOINTS.join("', '")}']`,
          },
        ],
      },
    });

    const placeholder = await refused(textToImage({ seed: '{{seed}}' }));
    expect(placeholder.node_errors).toMatchObject({
      '3': {
        errors: [
          {
            type: 'invalid_input_type',
            details: "seed, {{seed}}, invalid literal for int() with base 10: '{{seed}}'",
          },
        ],
      },
    });

    const unknownNode = await refused({
      ...textToImage(),
      '12': { class_type: 'Foo', inputs: {} },
    });
    expect(unknownNode).toEqual({
      error: {
        type: 'invalid_prompt',
        message: 'Cannot execute because node Foo does not exist.',
        details: "Node ID '#12'",
        extra_info: {},
      },
      node_errors: {},
    });
    const { '9': _save, ...noOutput } = textToImage();
    expect((await refused(noOutput)).error).toMatchObject({
      type: 'prompt_no_outputs',
      message: 'Prompt has no outputs',
    });
    const noPrompt = await post('/prompt', { client_id: 'x' });
    expect(noPrompt.status).toBe(400);
    expect(double.outputs()).toEqual([]);
  });

  it('hangs until interrupted; deletes a pending prompt; records both', async () => {
    double.behave({ kind: 'hang' });
    const client = await connect('client-2');
    const promptId = await queue(textToImage(), 'client-2');
    await client.until((m) => m.type === 'progress');
    expect(await getJson(`/history/${promptId}`)).toEqual({});
    const waiting = await queue(textToImage({ seed: 1 }), 'client-2');
    const queued = await getJson<{ queue_running: unknown[][]; queue_pending: unknown[][] }>(
      '/queue',
    );
    expect(queued.queue_running.map((item) => item[1])).toEqual([promptId]);
    expect(queued.queue_pending.map((item) => item[1])).toEqual([waiting]);

    expect((await post('/queue', { delete: [waiting] })).status).toBe(200);
    expect((await post('/interrupt', { prompt_id: promptId })).status).toBe(200);
    await client.until((m) => m.type === 'execution_interrupted');
    expect(client.messages.find((m) => m.type === 'execution_interrupted')?.data).toMatchObject({
      prompt_id: promptId,
      node_id: '3',
      node_type: 'KSampler',
    });

    const entry = await finished(promptId);
    expect(entry.status).toMatchObject({ status_str: 'error', completed: false });
    expect(entry.status.messages.map(([type]) => type)).toContain('execution_interrupted');
    expect(await getJson('/queue')).toEqual({ queue_running: [], queue_pending: [] });
    expect(await getJson(`/history/${waiting}`)).toEqual({});
    expect(double.calls('POST', '/interrupt').map((call) => call.body)).toEqual([
      { prompt_id: promptId },
    ]);
    expect(double.calls('POST', '/queue').map((call) => call.body)).toEqual([
      { delete: [waiting] },
    ]);
  });

  it('fails in the sampler, refuses the socket, answers garbage and bad files when told', async () => {
    double.behave({ kind: 'execution_error' });
    const client = await connect('client-3');
    const failing = await queue(textToImage(), 'client-3');
    await client.until((m) => m.type === 'execution_error');
    const error = client.messages.find((m) => m.type === 'execution_error')!.data;
    expect(error).toMatchObject({
      prompt_id: failing,
      node_id: '3',
      node_type: 'KSampler',
      exception_type: 'torch.OutOfMemoryError',
    });
    expect(error.exception_message).toContain('out of memory');
    const entry = await finished(failing);
    expect(entry.status).toMatchObject({ status_str: 'error', completed: false });
    expect(entry.status.messages.find(([type]) => type === 'execution_error')?.[1]).toEqual(error);

    double.behave({ kind: 'no_socket' });
    expect(await refusal(socketUrl('client-4'))).toBe(404);

    double.behave({ kind: 'garbage' });
    const garbage = await post('/prompt', { prompt: textToImage() });
    expect(garbage.status).toBe(200);
    expect(garbage.headers.get('content-type')).toContain('text/html');

    double.behave({ kind: 'bad_output' });
    const bad = await finished(await queue(textToImage()));
    const [file] = (bad.outputs['9'] as { images: FileRef[] }).images;
    const served = await view(file);
    expect(served.type).toBe('image/png');
    await expect(loadImage(served.body)).rejects.toThrow();
  });

  it('answers the checkpoint list, system stats and the queue info', async () => {
    const info = await getJson<
      Record<string, { input: { required: { ckpt_name: unknown[] } }; output: string[] }>
    >('/object_info/CheckpointLoaderSimple');
    expect(info.CheckpointLoaderSimple?.input.required.ckpt_name[0]).toEqual(COMFYUI_CHECKPOINTS);
    expect(info.CheckpointLoaderSimple?.output).toEqual(['MODEL', 'CLIP', 'VAE']);
    const all = await getJson<Record<string, unknown>>('/object_info');
    expect(Object.keys(all)).toEqual(
      expect.arrayContaining(['KSampler', 'SaveVideo', 'VHS_VideoCombine']),
    );
    const stats = await getJson<{
      system: Record<string, unknown>;
      devices: Record<string, unknown>[];
    }>('/system_stats');
    expect(stats.system).toMatchObject({ os: 'posix', comfyui_version: '0.3.60' });
    expect(stats.devices[0]).toMatchObject({ type: 'cuda' });
    expect(stats.devices[0]?.vram_free).toBeLessThan(stats.devices[0]?.vram_total as number);
    // ComfyUI serves every route under /api as well.
    expect(await getJson('/api/prompt')).toEqual({ exec_info: { queue_remaining: 0 } });
  });
});

describe('ComfyUI double behind a token', () => {
  it('wants the bearer token on every request and on the socket', async () => {
    const guarded = await startComfyUIDouble({ token: 'secret' });
    try {
      expect((await fetch(`${guarded.url}/system_stats`)).status).toBe(401);
      const auth = { authorization: 'Bearer secret' };
      expect((await fetch(`${guarded.url}/system_stats`, { headers: auth })).status).toBe(200);
      const ws = `${guarded.url.replace('http:', 'ws:')}/ws?clientId=c`;
      expect(await refusal(ws)).toBe(401);
      const socket = new WebSocket(ws, { headers: auth });
      opened.push(socket);
      await new Promise((resolve) => socket.once('open', resolve));
      expect(guarded.sockets().map((s) => [s.clientId, s.headers.authorization])).toEqual([
        ['c', 'Bearer secret'],
      ]);
      expect(guarded.calls('GET', '/system_stats')).toHaveLength(2);
    } finally {
      await guarded.stop();
    }
  });
});
