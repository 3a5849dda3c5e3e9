import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { jsonReply as json, startHttpDouble, unreachableUrl, type Reply } from './http-double';

/**
 * A local double of the OpenAI Images API as OpenAI-compatible image servers serve it (LocalAI,
 * vLLM-Omni), under `/v1`: `POST /images/generations` (JSON) and `POST /images/edits`
 * (multipart) answer real PNGs of the size asked, `n` of them, inline as base64 or as URLs on the
 * double (`GET /generated/<id>.png`), as `response_format` or the behaviour says; `GET /models`
 * lists the models. With an API key, every route wants `Authorization: Bearer <key>`; errors come
 * in OpenAI's error body.
 */

export type OpenAIImagesBehaviour =
  /**
   * Answers at once. `answer` forces how the images come whatever `response_format` asked, as
   * LocalAI answers URLs: `url` absolute on the double, `relative_url` as a path on it. `imagesOn`
   * publishes the images on another double instead (an image host on another origin).
   */
  | {
      kind: 'normal';
      answer?: 'b64_json' | 'url' | 'relative_url';
      imagesOn?: { publish(png: Buffer): string };
    }
  /** An error status with OpenAI's error body, e.g. a GPU out of memory. */
  | { kind: 'error'; status?: number; message?: string }
  /** 200 with text that is not JSON, as a proxy's error page in front of the server. */
  | { kind: 'garbage' }
  /** 200 with JSON that has no `data`. */
  | { kind: 'wrong_shape' }
  /** 200 with an answer whose image is base64 of text. */
  | { kind: 'not_image' }
  /** Never answers the generation and edit calls. */
  | { kind: 'hang' };

/** A file of a multipart call: what the double could tell of it. */
export interface OpenAIImagesFile {
  filename: string;
  /** The part's content type. */
  type: string;
  /** In bytes. */
  size: number;
  /** Its pixels, when it decodes as an image. */
  width?: number;
  height?: number;
}

export interface OpenAIImagesRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The body of a JSON call (the text when it did not parse). */
  json?: unknown;
  /** The fields of a multipart call; a repeated name keeps its last value. */
  form?: Record<string, string | OpenAIImagesFile>;
}

export interface OpenAIImagesModel {
  id: string;
  object: 'model';
  created: number;
  owned_by: string;
}

export const OPENAI_IMAGES_MODELS: OpenAIImagesModel[] = [
  { id: 'stablediffusion', object: 'model', created: 1_735_689_600, owned_by: 'localai' },
  { id: 'flux.1-dev', object: 'model', created: 1_735_689_600, owned_by: 'localai' },
];

const pngs = new Map<string, Promise<Buffer>>();

/** A real PNG, a gradient whose colours tell generations, edits and the `n` images apart. */
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

/** OpenAI's error body. */
const openAIError = (
  message: string,
  type: string,
  param: string | null = null,
  code: string | null = null,
) => ({ error: { message, type, param, code } });

const badRequest = (message: string, param: string | null, code: string | null = null) =>
  json(400, openAIError(message, 'invalid_request_error', param, code));

/** `1024x768`; `auto` or nothing takes the fallback. */
function sizeOf(value: unknown, fallback: { width: number; height: number }) {
  if (value === undefined || value === 'auto') return fallback;
  const match = typeof value === 'string' ? /^(\d+)x(\d+)$/.exec(value) : null;
  if (!match) return null;
  const [width, height] = [Number(match[1]), Number(match[2])];
  return width >= 1 && height >= 1 && width <= 4096 && height <= 4096 ? { width, height } : null;
}

/** A base URL where nothing listens, for a server that is down. */
export function unreachableOpenAIImagesUrl(): Promise<string> {
  return unreachableUrl('/v1');
}

export async function startOpenAIImagesDouble(
  options: { apiKey?: string; models?: OpenAIImagesModel[] } = {},
) {
  const published = new Map<string, Buffer>();
  const models = options.models ?? OPENAI_IMAGES_MODELS;
  let behaviour: OpenAIImagesBehaviour = { kind: 'normal' };

  /** Serves `png` at `/generated/<id>.png`; answers its absolute URL. */
  function publish(png: Buffer): string {
    const id = randomBytes(8).toString('hex');
    published.set(id, png);
    return `${origin}/generated/${id}.png`;
  }

  async function images(
    fields: { prompt: unknown; n: unknown; size: unknown; response_format: unknown },
    sizeFallback: { width: number; height: number },
    hue: number,
  ): Promise<Reply> {
    const now = behaviour;
    if (now.kind === 'error') {
      const message =
        now.message ?? 'The server had an error while processing your request. Sorry about that!';
      return json(now.status ?? 500, openAIError(message, 'server_error'));
    }
    if (now.kind === 'garbage') {
      return { status: 200, type: 'text/html', body: '<html><body>Bad gateway</body></html>' };
    }
    if (now.kind === 'wrong_shape') return json(200, { created: created(), status: 'queued' });
    if (now.kind === 'hang') return new Promise<never>(() => undefined);
    if (typeof fields.prompt !== 'string' || !fields.prompt) {
      return badRequest(
        "Missing required parameter: 'prompt'.",
        'prompt',
        'missing_required_parameter',
      );
    }
    const n = fields.n === undefined ? 1 : Number(fields.n);
    if (!Number.isInteger(n) || n < 1 || n > 10) {
      return badRequest(
        `Invalid 'n': integer between 1 and 10 expected, got ${String(fields.n)}.`,
        'n',
      );
    }
    const size = sizeOf(fields.size, sizeFallback);
    if (!size) return badRequest(`Invalid size '${String(fields.size)}'.`, 'size');
    const format = fields.response_format ?? 'url';
    if (format !== 'url' && format !== 'b64_json') {
      return badRequest(`Invalid 'response_format': ${JSON.stringify(format)}.`, 'response_format');
    }
    if (now.kind === 'not_image') {
      return json(200, {
        created: created(),
        data: [{ b64_json: Buffer.from('this is not a picture').toString('base64') }],
      });
    }
    const answer = now.answer ?? format;
    const data = [];
    for (let index = 0; index < n; index += 1) {
      const png = await drawPng(size.width, size.height, hue + index * 30);
      if (answer === 'b64_json') {
        data.push({ b64_json: png.toString('base64'), revised_prompt: fields.prompt });
      } else {
        const url = (now.imagesOn ?? { publish }).publish(png);
        data.push({ url: answer === 'relative_url' ? new URL(url).pathname : url });
      }
    }
    return json(200, { created: created(), data });
  }

  async function handle(request: OpenAIImagesRequest, body: Buffer): Promise<Reply> {
    if (options.apiKey) {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (given !== options.apiKey) {
        const message = given
          ? `Incorrect API key provided: ${given.slice(0, 3)}****${given.slice(-4)}.`
          : "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).";
        return json(401, openAIError(message, 'invalid_request_error', null, 'invalid_api_key'));
      }
    }
    const generated = /^\/generated\/([0-9a-f]+)\.png$/.exec(request.path);
    if (request.method === 'GET' && generated) {
      const png = published.get(generated[1] ?? '');
      if (!png) return json(404, openAIError('File not found', 'invalid_request_error'));
      return { status: 200, type: 'image/png', body: png };
    }
    const route = `${request.method} ${request.path}`;
    switch (route) {
      case 'GET /v1/models':
        return json(200, { object: 'list', data: models });
      case 'POST /v1/images/generations': {
        if (!request.headers['content-type']?.startsWith('application/json')) {
          return badRequest('The OpenAI API expects a JSON payload.', null);
        }
        try {
          request.json = JSON.parse(body.toString('utf8'));
        } catch {
          request.json = body.toString('utf8');
          return badRequest('We could not parse the JSON body of your request.', null);
        }
        const fields = (typeof request.json === 'object' && request.json) || {};
        return images(fields as Parameters<typeof images>[0], { width: 1024, height: 1024 }, 20);
      }
      case 'POST /v1/images/edits': {
        const form = await formOf(request, body);
        if (!form) {
          return badRequest('The edits endpoint expects multipart/form-data.', null);
        }
        request.form = form;
        const image = form.image ?? form['image[]'];
        if (typeof image !== 'object' || !image.width || !image.height) {
          return badRequest(
            "Invalid input image - format must be in ['image/png', 'image/jpeg', 'image/webp'].",
            'image',
            'invalid_image_format',
          );
        }
        return images(
          {
            prompt: form.prompt,
            n: form.n,
            size: form.size,
            response_format: form.response_format,
          },
          { width: image.width, height: image.height },
          200,
        );
      }
      default:
        return json(404, openAIError(`Invalid URL (${route})`, 'invalid_request_error'));
    }
  }

  const { origin, requests, close } = await startHttpDouble<OpenAIImagesRequest>({
    record: (call) => ({ method: call.method, path: call.url.pathname, headers: call.headers }),
    handle: (call, request) => handle(request, call.body),
    failed: (error) => json(500, openAIError(String(error), 'server_error')),
  });

  return {
    origin,
    /** The base URL an operator configures, `/v1` included. */
    url: `${origin}/v1`,
    requests,
    /** The recorded calls of one method and path (`/v1/images/generations`). */
    calls: (method: string, path: string) =>
      requests.filter((request) => request.method === method && request.path === path),
    publish,
    /** How the generation and edit calls from now on behave. */
    behave(next: OpenAIImagesBehaviour) {
      behaviour = next;
    },
    /** Back to answering at once, with no calls recorded. */
    reset() {
      behaviour = { kind: 'normal' };
      requests.length = 0;
      published.clear();
    },
    /** Stops listening; a hanging call's connection is cut. */
    close,
  };
}

/** The fields of a multipart body, parsed as a fetch `Request` would; null when it is not one. */
async function formOf(
  request: OpenAIImagesRequest,
  body: Buffer,
): Promise<Record<string, string | OpenAIImagesFile> | null> {
  const type = request.headers['content-type'] ?? '';
  if (!type.startsWith('multipart/form-data')) return null;
  let parsed: FormData;
  try {
    parsed = await new Request('http://double.invalid/', {
      method: 'POST',
      headers: { 'content-type': type },
      body,
    }).formData();
  } catch {
    return null;
  }
  const fields: Record<string, string | OpenAIImagesFile> = {};
  for (const [name, value] of parsed.entries()) {
    if (typeof value === 'string') {
      fields[name] = value;
      continue;
    }
    const bytes = Buffer.from(await value.arrayBuffer());
    const image = await loadImage(bytes).catch(() => null);
    fields[name] = {
      filename: value.name,
      type: value.type,
      size: value.size,
      ...(image ? { width: image.width, height: image.height } : {}),
    };
  }
  return fields;
}

const created = () => Math.floor(Date.now() / 1000);
