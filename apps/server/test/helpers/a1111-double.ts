import type { IncomingHttpHeaders } from 'node:http';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { jsonReply as json, startHttpDouble, unreachableUrl, type Reply } from './http-double';

/**
 * A local double of AUTOMATIC1111's web API (`--api`), as Forge serves it too: txt2img and
 * img2img answer real base64 PNGs of the size asked (floored to multiples of 8, as A1111 does),
 * with a grid of them first when a batch has several; progress, interrupt and the checkpoint list
 * answer A1111's shapes, and errors come as its exception handler writes them.
 */

export type A1111Behaviour =
  /** Answers at once, or after the progress endpoint was asked `polls` times (progress rising). */
  | { kind: 'normal'; polls?: number }
  /** 500 with A1111's error body, e.g. a GPU out of memory. */
  | { kind: 'error'; error?: string; errors?: string }
  /** 200 with text that is not JSON, as a proxy's error page in front of the server. */
  | { kind: 'garbage' }
  /** 200 with JSON that is not a drawing's answer. */
  | { kind: 'wrong_shape' }
  /** 200 with an answer whose image is not a picture. */
  | { kind: 'not_image' }
  /** Draws for ever; an interrupt answers the call with the image so far, as A1111 does. */
  | { kind: 'hang' };

export interface A1111Request {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** Parsed JSON, or the text when it was not JSON. */
  body: unknown;
}

export interface A1111Model {
  title: string;
  model_name: string;
  hash: string | null;
  sha256: string | null;
  filename: string;
  config: string | null;
}

export const A1111_MODELS: A1111Model[] = [
  {
    title: 'v1-5-pruned-emaonly.safetensors [6ce0161689]',
    model_name: 'v1-5-pruned-emaonly',
    hash: '6ce0161689',
    sha256: '6ce0161689b3853acaa03779ec93eafe75a02f4ced659bee03f50797806fa2fa',
    filename: '/stable-diffusion-webui/models/Stable-diffusion/v1-5-pruned-emaonly.safetensors',
    config: null,
  },
  {
    title: 'sd_xl_base_1.0.safetensors [31e35c80fc]',
    model_name: 'sd_xl_base_1.0',
    hash: '31e35c80fc',
    sha256: '31e35c80fc4829d14f90153f4c74cd59c90b779f6afe05a74cd6120b893f7e5b',
    filename: '/stable-diffusion-webui/models/Stable-diffusion/sd_xl_base_1.0.safetensors',
    config: null,
  },
];

interface Job {
  behaviour: A1111Behaviour;
  polls: number;
  startedAt: number;
  finish: () => void;
}

const pngs = new Map<string, Promise<Buffer>>();

/** A real PNG, a gradient whose colours tell txt2img, img2img and the batch's images apart. */
function drawPng(width: number, height: number, hue: number): Promise<Buffer> {
  const key = `${width}x${height}:${hue}`;
  let made = pngs.get(key);
  if (!made) {
    const canvas = createCanvas(width, height);
    const context = canvas.getContext('2d');
    const gradient = context.createLinearGradient(0, 0, width, height);
    gradient.addColorStop(0, `hsl(${hue}, 70%, 40%)`);
    gradient.addColorStop(1, `hsl(${(hue + 120) % 360}, 70%, 60%)`);
    context.fillStyle = gradient;
    context.fillRect(0, 0, width, height);
    made = canvas.encode('png');
    pngs.set(key, made);
  }
  return made;
}

const errorBody = (error: string, errors: string, detail = '') => ({
  error,
  detail,
  body: '',
  errors,
});

/** A base URL where nothing listens, for a server that is down. */
export function unreachableA1111Url(): Promise<string> {
  return unreachableUrl();
}

export async function startA1111Double(
  options: { behaviour?: A1111Behaviour; models?: A1111Model[] } = {},
) {
  let behaviour: A1111Behaviour = options.behaviour ?? { kind: 'normal' };
  /** A1111 draws one thing at a time; the progress endpoint reports on it. */
  let current: Job | null = null;
  let interrupted = false;
  const models = options.models ?? A1111_MODELS;

  async function drawing(path: string, body: Record<string, unknown>) {
    const isImg2img = path === '/sdapi/v1/img2img';
    if (isImg2img) {
      const [init] = Array.isArray(body.init_images) ? (body.init_images as unknown[]) : [];
      const readable = await loadImage(
        Buffer.from(typeof init === 'string' ? init : '', 'base64'),
      ).then(
        () => true,
        () => false,
      );
      if (!readable) {
        return json(
          500,
          errorBody('HTTPException', '500: Invalid encoded image', 'Invalid encoded image'),
        );
      }
    }
    const number = (value: unknown, fallback: number) =>
      typeof value === 'number' && value > 0 ? Math.floor(value) : fallback;
    const width = number(body.width, 512) - (number(body.width, 512) % 8);
    const height = number(body.height, 512) - (number(body.height, 512) % 8);
    const count = number(body.batch_size, 1) * number(body.n_iter, 1);
    const seed = typeof body.seed === 'number' && body.seed >= 0 ? body.seed : 1234;
    const hue = isImg2img ? 200 : 20;
    const images: Buffer[] = [];
    for (let index = 0; index < count; index += 1) {
      images.push(await drawPng(width, height, hue + index * 30));
    }
    if (count > 1) images.unshift(await drawPng(width * count, height, 300));
    const override = body.override_settings as { sd_model_checkpoint?: string } | undefined;
    const parameters = isImg2img ? { ...body, init_images: null, mask: null } : body;
    const info = {
      prompt: body.prompt ?? '',
      all_prompts: Array.from({ length: count }, () => body.prompt ?? ''),
      negative_prompt: body.negative_prompt ?? '',
      seed,
      all_seeds: Array.from({ length: count }, (_, index) => seed + index),
      width,
      height,
      sampler_name: body.sampler_name ?? 'Euler',
      cfg_scale: body.cfg_scale ?? 7,
      steps: body.steps ?? 20,
      batch_size: number(body.batch_size, 1),
      denoising_strength: isImg2img ? (body.denoising_strength ?? 0.75) : null,
      sd_model_name: (override?.sd_model_checkpoint ?? models[0]?.title ?? '').split('.')[0],
      job_timestamp: '20250101120000',
    };
    return json(200, {
      images: images.map((image) => image.toString('base64')),
      parameters,
      info: JSON.stringify(info),
    });
  }

  function progress() {
    const job = current;
    if (!job) {
      return {
        progress: 0,
        eta_relative: 0,
        state: {
          skipped: false,
          interrupted,
          stopping_generation: false,
          job: '',
          job_count: 0,
          job_timestamp: '0',
          job_no: 0,
          sampling_step: 0,
          sampling_steps: 0,
        },
        current_image: null,
        textinfo: null,
      };
    }
    job.polls += 1;
    const needed = job.behaviour.kind === 'normal' ? (job.behaviour.polls ?? 0) : 20;
    const fraction = Math.min(0.95, job.polls / (needed + 1));
    const steps = 20;
    if (job.behaviour.kind === 'normal' && job.polls >= needed) setImmediate(job.finish);
    return {
      progress: fraction,
      eta_relative: ((Date.now() - job.startedAt) / 1000 / fraction) * (1 - fraction),
      state: {
        skipped: false,
        interrupted: false,
        stopping_generation: false,
        job: 'job(task(double))',
        job_count: 1,
        job_timestamp: '20250101120000',
        job_no: 0,
        sampling_step: Math.floor(fraction * steps),
        sampling_steps: steps,
      },
      current_image: null,
      textinfo: null,
    };
  }

  /** A blocking drawing call: answered at once, or when its job finishes or is interrupted. */
  async function drawingCall(path: string, body: unknown): Promise<Reply> {
    const now = behaviour;
    if (now.kind === 'error') {
      const {
        error = 'OutOfMemoryError',
        errors = 'CUDA out of memory. Tried to allocate 2.00 GiB',
      } = now;
      return json(500, errorBody(error, errors));
    }
    if (now.kind === 'garbage') {
      return { status: 200, type: 'text/html', body: '<html><body>Bad gateway</body></html>' };
    }
    if (now.kind === 'wrong_shape') return json(200, { images: 'none', detail: 'Not Found' });
    if (typeof body !== 'object' || body === null) {
      return json(422, { detail: [{ loc: ['body'], msg: 'field required', type: 'value_error' }] });
    }
    if (now.kind === 'not_image') {
      return json(200, {
        images: [Buffer.from('this is not a picture').toString('base64')],
        parameters: body,
        info: '{}',
      });
    }
    if (now.kind === 'hang' || (now.polls ?? 0) > 0) {
      interrupted = false;
      await new Promise<void>((resolve) => {
        current = { behaviour: now, polls: 0, startedAt: Date.now(), finish: resolve };
      });
      current = null;
    }
    return drawing(path, body as Record<string, unknown>);
  }

  async function handle(request: A1111Request): Promise<Reply> {
    const route = `${request.method} ${request.path}`;
    switch (route) {
      case 'POST /sdapi/v1/txt2img':
      case 'POST /sdapi/v1/img2img':
        return drawingCall(request.path, request.body);
      case 'GET /sdapi/v1/progress':
        return json(200, progress());
      case 'POST /sdapi/v1/interrupt':
        interrupted = true;
        current?.finish();
        return json(200, {});
      case 'GET /sdapi/v1/sd-models':
        return json(200, models);
      default:
        return json(404, { detail: 'Not Found' });
    }
  }

  const { origin, requests, close } = await startHttpDouble<A1111Request>({
    record: (call) => {
      const text = call.body.toString('utf8');
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // Kept as text: the drawing routes answer 422 to it, as FastAPI does.
      }
      return {
        method: call.method,
        path: call.url.pathname,
        query: call.url.searchParams,
        headers: call.headers,
        body,
      };
    },
    handle: (_call, request) => handle(request),
    failed: (error) => json(500, errorBody('Exception', String(error))),
  });

  return {
    url: origin,
    requests,
    /** The recorded calls of one method and path. */
    calls: (method: string, path: string) =>
      requests.filter((request) => request.method === method && request.path === path),
    /** How the drawing calls from now on behave. */
    behave(next: A1111Behaviour) {
      behaviour = next;
    },
    /** Back to answering at once, with no calls recorded. */
    reset() {
      behaviour = { kind: 'normal' };
      requests.length = 0;
    },
    stop: () => {
      current?.finish();
      return close();
    },
  };
}
