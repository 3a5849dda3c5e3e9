import { readFile } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { runFfmpeg, withTempDir } from '../../src/lib/ffmpeg';
import { jsonReply as json, startHttpDouble, unreachableUrl, type Reply } from './http-double';

/**
 * A local double of the OpenAI speech API as self-hosted speech servers serve it (Kokoro-FastAPI,
 * LocalAI, openedai-speech), under `/v1`: `POST /audio/speech` answers a real audio file made by
 * ffmpeg in the `response_format` asked (24 kHz mono, as Kokoro speaks), a 440 Hz tone lasting
 * 0.06 s per character of the input divided by the speed (at least 0.5 s), so that a test hears the
 * speed; `GET /audio/voices` lists the voices as Kokoro-FastAPI does; `GET /models` the models.
 * With an API key every route wants `Authorization: Bearer <key>`; errors come in OpenAI's body.
 */

export const SPEECH_FORMATS = ['mp3', 'opus', 'aac', 'flac', 'wav', 'pcm'] as const;
export type SpeechFormat = (typeof SPEECH_FORMATS)[number];

export type OpenAISpeechBehaviour =
  /**
   * Answers at once. `answer` forces the format answered whatever was asked, as servers that
   * answer their own; `contentType` forces the header, as servers that answer octet-stream.
   */
  | { kind: 'normal'; answer?: SpeechFormat; contentType?: string }
  /** An error status with OpenAI's error body, e.g. a GPU out of memory. */
  | { kind: 'error'; status?: number; message?: string }
  /** 200 with a web page, as a proxy's error page in front of the server. */
  | { kind: 'garbage' }
  /** 200 `audio/wav` with bytes that are not audio. */
  | { kind: 'not_audio' }
  /** 200 `audio/wav` that starts as a WAV and goes on as noise no decoder reads. */
  | { kind: 'broken_audio' }
  /** Never answers the speech call until the socket closes. */
  | { kind: 'hang' };

/** How `GET /audio/voices` lists them: Kokoro's names, objects in `voices`, or a bare array. */
export type VoiceListShape = 'names' | 'objects' | 'array';

export interface OpenAISpeechRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The body of a JSON call (the text when it did not parse). */
  json?: unknown;
}

export const KOKORO_VOICES = ['af_bella', 'af_sky', 'am_adam', 'am_michael', 'bf_emma'];

const MODELS = ['kokoro', 'tts-1', 'tts-1-hd'].map((id) => ({
  id,
  object: 'model',
  created: 1_735_689_600,
  owned_by: 'kokoro',
}));

/** ffmpeg's muxer and codec for each format OpenAI lists; `pcm` is raw 16-bit samples. */
const ENCODING: Record<SpeechFormat, { args: string[]; type: string }> = {
  mp3: { args: ['-c:a', 'libmp3lame', '-b:a', '64k', '-f', 'mp3'], type: 'audio/mpeg' },
  opus: { args: ['-c:a', 'libopus', '-b:a', '32k', '-f', 'ogg'], type: 'audio/ogg' },
  aac: { args: ['-c:a', 'aac', '-b:a', '64k', '-f', 'adts'], type: 'audio/aac' },
  flac: { args: ['-c:a', 'flac', '-f', 'flac'], type: 'audio/flac' },
  wav: { args: ['-c:a', 'pcm_s16le', '-f', 'wav'], type: 'audio/wav' },
  pcm: { args: ['-c:a', 'pcm_s16le', '-f', 's16le'], type: 'audio/pcm' },
};

/** Seconds of speech the double answers for the input at this speed. */
export const spokenSeconds = (input: string, speed: number) =>
  Math.max(0.5, (0.06 * input.length) / speed);

/** A real file of a 24 kHz mono tone; written to disk so that WAV's header holds its sizes. */
function tone(seconds: number, format: SpeechFormat): Promise<Buffer> {
  return withTempDir(async (dir) => {
    const file = path.join(dir, `speech.${format}`);
    await runFfmpeg(
      [
        [
          '-f',
          'lavfi',
          '-i',
          `sine=frequency=440:sample_rate=24000:duration=${seconds.toFixed(3)}`,
        ],
        ['-ac', '1', '-ar', '24000', ...ENCODING[format].args, '-y', file],
      ].flat(),
    );
    return readFile(file);
  });
}

const openAIError = (
  message: string,
  type: string,
  param: string | null = null,
  code: string | null = null,
) => ({ error: { message, type, param, code } });

const badRequest = (message: string, param: string | null, code: string | null = null) =>
  json(400, openAIError(message, 'invalid_request_error', param, code));

/** A base URL where nothing listens, for a server that is down. */
export function unreachableSpeechUrl(): Promise<string> {
  return unreachableUrl('/v1');
}

export async function startOpenAISpeechDouble(
  options: { apiKey?: string; voices?: string[] | null; voiceList?: VoiceListShape } = {},
) {
  const voices = options.voices === undefined ? KOKORO_VOICES : options.voices;
  let behaviour: OpenAISpeechBehaviour = { kind: 'normal' };

  async function speech(fields: Record<string, unknown>): Promise<Reply> {
    const now = behaviour;
    if (now.kind === 'error') {
      const message =
        now.message ?? 'The server had an error while processing your request. Sorry about that!';
      return json(now.status ?? 500, openAIError(message, 'server_error'));
    }
    if (now.kind === 'garbage') {
      return { status: 200, type: 'text/html', body: '<html><body>Bad gateway</body></html>' };
    }
    if (now.kind === 'hang') return new Promise<never>(() => undefined);
    const { model, input, voice } = fields;
    for (const [name, value] of Object.entries({ model, input, voice })) {
      if (typeof value !== 'string' || !value) {
        return badRequest(
          `Missing required parameter: '${name}'.`,
          name,
          'missing_required_parameter',
        );
      }
    }
    // OpenAI's own limit on one call's text.
    if ((input as string).length > 4096) {
      return badRequest(
        '1 validation error for SpeechRequest\ninput\n  String should have at most 4096 characters [type=string_too_long]',
        'input',
        'string_too_long',
      );
    }
    if (!MODELS.some((known) => known.id === model)) {
      return json(
        404,
        openAIError(
          `The model \`${String(model)}\` does not exist or you do not have access to it.`,
          'invalid_request_error',
          null,
          'model_not_found',
        ),
      );
    }
    if (voices && !voices.includes(voice as string)) {
      return badRequest(
        `Voice '${String(voice)}' not found. Available voices: ${voices.join(', ')}`,
        'voice',
      );
    }
    const speed = fields.speed ?? 1;
    if (typeof speed !== 'number' || speed < 0.25 || speed > 4) {
      return badRequest(`Invalid 'speed': number between 0.25 and 4 expected.`, 'speed');
    }
    const format = fields.response_format ?? 'mp3';
    if (!SPEECH_FORMATS.includes(format as SpeechFormat)) {
      return badRequest(
        `Invalid 'response_format': expected one of ${SPEECH_FORMATS.join(', ')}.`,
        'response_format',
      );
    }
    if (now.kind === 'not_audio') {
      return { status: 200, type: 'audio/wav', body: Buffer.from('this is not a sound at all') };
    }
    if (now.kind === 'broken_audio') {
      const noise = Buffer.alloc(4096, 0x5a);
      noise.write('RIFF', 0, 'latin1');
      noise.write('WAVE', 8, 'latin1');
      return { status: 200, type: 'audio/wav', body: noise };
    }
    const answered = now.answer ?? (format as SpeechFormat);
    return {
      status: 200,
      type: now.contentType ?? ENCODING[answered].type,
      body: await tone(spokenSeconds(input as string, speed), answered),
    };
  }

  function voiceList(): Reply {
    if (!voices) return json(404, { detail: 'Not Found' });
    const shape = options.voiceList ?? 'names';
    if (shape === 'names') return json(200, { voices });
    const objects = voices.map((id) => ({
      id,
      name: id,
      language: id.startsWith('b') ? 'en-GB' : 'en-US',
    }));
    return json(200, shape === 'objects' ? { voices: objects } : objects);
  }

  async function handle(request: OpenAISpeechRequest, body: Buffer): Promise<Reply> {
    if (options.apiKey) {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (given !== options.apiKey) {
        // The key is repeated, so that a test can check it never reaches the user.
        const message = given
          ? `Incorrect API key provided: ${given}. You can find your API key in your settings.`
          : "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).";
        return json(401, openAIError(message, 'invalid_request_error', null, 'invalid_api_key'));
      }
    }
    const route = `${request.method} ${request.path}`;
    switch (route) {
      case 'GET /v1/models':
        return json(200, { object: 'list', data: MODELS });
      case 'GET /v1/audio/voices':
        return voiceList();
      case 'POST /v1/audio/speech': {
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
        return speech(fields as Record<string, unknown>);
      }
      default:
        return json(404, openAIError(`Invalid URL (${route})`, 'invalid_request_error'));
    }
  }

  const { origin, requests, close } = await startHttpDouble<OpenAISpeechRequest>({
    record: (call) => ({ method: call.method, path: call.url.pathname, headers: call.headers }),
    handle: (call, request) => handle(request, call.body),
    failed: (error) => json(500, openAIError(String(error), 'server_error')),
  });

  return {
    origin,
    /** The base URL an operator configures, `/v1` included. */
    url: `${origin}/v1`,
    requests,
    /** The recorded calls, of one method and path (`/v1/audio/speech`) when given. */
    calls: (method?: string, path?: string) =>
      requests.filter(
        (request) =>
          (method === undefined || request.method === method) &&
          (path === undefined || request.path === path),
      ),
    /** How the speech calls from now on behave. */
    behave(next: OpenAISpeechBehaviour) {
      behaviour = next;
    },
    /** Back to answering at once, with no calls recorded. */
    reset() {
      behaviour = { kind: 'normal' };
      requests.length = 0;
    },
    /** Stops listening; a hanging call's connection is cut. */
    close,
  };
}
