import { randomBytes } from 'node:crypto';
import { startJsonServer, type JsonReply, type JsonRequest } from './json-server';

/**
 * A local double of the chat APIs the text engines call, non-streaming, with each vendor's paths,
 * auth headers, answers and error bodies:
 * - OpenAI Chat Completions, `POST …/chat/completions` with `Authorization: Bearer`; the same
 *   route serves every OpenAI-compatible host (Groq, Together, DeepInfra, Perplexity, Hugging
 *   Face, Ollama) whatever prefix their SDK adds, and Azure OpenAI's v1 layout
 *   (`/openai/v1/chat/completions` with an `api-key` header).
 * - Anthropic Messages, `POST /v1/messages` with `x-api-key`.
 * - Google Gemini, `POST /v1beta/models/{model}:generateContent` with `x-goog-api-key`.
 * - Cohere Chat v2, `POST /v2/chat` with `Authorization: Bearer`.
 */

export type ChatDialect = 'openai' | 'azure' | 'anthropic' | 'google' | 'cohere';

/** What the double understood of one call, whatever the dialect. */
export interface ChatCall {
  dialect: ChatDialect;
  path: string;
  model: string;
  system?: string;
  prompt: string;
  /** Pictures in the last user message (OpenAI `image_url` parts), as their URLs. */
  images: string[];
  body: Record<string, unknown>;
}

type Answer = string | ((call: ChatCall) => string);

const id = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;
const tokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

/** Message content as text: a string, or a list of `{type: 'text', text}` parts. */
function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part: { text?: unknown }) => (typeof part?.text === 'string' ? part.text : ''))
    .join('');
}

type Message = { role?: string; content?: unknown; parts?: unknown };

function understand(
  dialect: ChatDialect,
  path: string,
  body: Record<string, unknown>,
  model: string,
): ChatCall {
  const messages = (
    Array.isArray(body.messages) ? body.messages : Array.isArray(body.contents) ? body.contents : []
  ) as Message[];
  const user = messages.filter((m) => m.role === 'user').at(-1);
  const prompt = textOf(dialect === 'google' ? user?.parts : user?.content);
  let system: string | undefined;
  if (dialect === 'anthropic') system = textOf(body.system) || undefined;
  else if (dialect === 'google') {
    system = textOf((body.systemInstruction as Message | undefined)?.parts) || undefined;
  } else system = textOf(messages.find((m) => m.role === 'system')?.content) || undefined;
  const parts: unknown[] = Array.isArray(user?.content) ? user.content : [];
  const images = parts.flatMap((part) => {
    const url = (part as { image_url?: { url?: unknown } }).image_url?.url;
    return typeof url === 'string' ? [url] : [];
  });
  return { dialect, path, model, prompt, images, body, ...(system ? { system } : {}) };
}

function answerBody(call: ChatCall, text: string): unknown {
  const input = tokens(`${call.system ?? ''}${call.prompt}`);
  const output = tokens(text);
  const created = Math.floor(Date.now() / 1000);
  switch (call.dialect) {
    case 'anthropic':
      return {
        id: id('msg_'),
        type: 'message',
        role: 'assistant',
        model: call.model,
        content: [{ type: 'text', text }],
        stop_reason: 'end_turn',
        stop_sequence: null,
        usage: { input_tokens: input, output_tokens: output },
      };
    case 'google':
      return {
        candidates: [
          { content: { parts: [{ text }], role: 'model' }, finishReason: 'STOP', index: 0 },
        ],
        usageMetadata: {
          promptTokenCount: input,
          candidatesTokenCount: output,
          totalTokenCount: input + output,
        },
        modelVersion: call.model,
        responseId: id(''),
      };
    case 'cohere':
      return {
        id: id(''),
        finish_reason: 'COMPLETE',
        message: { role: 'assistant', content: [{ type: 'text', text }] },
        usage: {
          billed_units: { input_tokens: input, output_tokens: output },
          tokens: { input_tokens: input, output_tokens: output },
        },
      };
    default:
      return {
        id: id('chatcmpl-'),
        object: 'chat.completion',
        created,
        model: call.model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: text, refusal: null, annotations: [] },
            logprobs: null,
            finish_reason: 'stop',
          },
        ],
        usage: { prompt_tokens: input, completion_tokens: output, total_tokens: input + output },
        system_fingerprint: 'fp_double',
      };
  }
}

const OPENAI_ERROR_TYPES: Record<number, string> = {
  401: 'invalid_request_error',
  404: 'invalid_request_error',
  429: 'rate_limit_exceeded',
};
const ANTHROPIC_ERROR_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  403: 'permission_error',
  404: 'not_found_error',
  429: 'rate_limit_error',
  529: 'overloaded_error',
};
const GOOGLE_STATUSES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
};

function errorReply(dialect: ChatDialect, status: number, message: string): JsonReply {
  switch (dialect) {
    case 'anthropic':
      return {
        status,
        body: {
          type: 'error',
          error: { type: ANTHROPIC_ERROR_TYPES[status] ?? 'api_error', message },
        },
      };
    case 'google':
      return {
        status,
        body: { error: { code: status, message, status: GOOGLE_STATUSES[status] ?? 'INTERNAL' } },
      };
    case 'cohere':
      return { status, body: { message } };
    default:
      return {
        status,
        body: {
          error: {
            message,
            type:
              OPENAI_ERROR_TYPES[status] ??
              (status >= 500 ? 'server_error' : 'invalid_request_error'),
            param: null,
            code: status === 401 ? 'invalid_api_key' : null,
          },
        },
      };
  }
}

/** How each vendor refuses a wrong key (OpenAI quotes a masked copy of it back). */
function refusedKey(dialect: ChatDialect, presented: string): JsonReply {
  const masked = `${presented.slice(0, 3)}${'*'.repeat(Math.max(0, presented.length - 7))}${presented.slice(-4)}`;
  switch (dialect) {
    case 'anthropic':
      return errorReply(dialect, 401, 'invalid x-api-key');
    case 'google':
      return errorReply(dialect, 400, 'API key not valid. Please pass a valid API key.');
    case 'cohere':
      return errorReply(dialect, 401, 'invalid api token');
    case 'azure':
      return errorReply(
        dialect,
        401,
        'Access denied due to invalid subscription key or wrong API endpoint.',
      );
    default:
      return errorReply(
        dialect,
        401,
        `Incorrect API key provided: ${masked}. You can find your API key at https://platform.openai.com/account/api-keys.`,
      );
  }
}

function route(request: JsonRequest): { dialect: ChatDialect; key: string; model?: string } | null {
  const path = request.url.pathname;
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
  };
  const bearer = header('authorization').replace(/^Bearer /, '');
  if (path.endsWith('/chat/completions')) {
    return header('api-key')
      ? { dialect: 'azure', key: header('api-key') }
      : { dialect: 'openai', key: bearer };
  }
  if (path === '/v1/messages') return { dialect: 'anthropic', key: header('x-api-key') };
  const gemini = /^\/v1beta\/models\/([^/:]+):generateContent$/.exec(path);
  if (gemini?.[1]) {
    return {
      dialect: 'google',
      key: header('x-goog-api-key') || (request.url.searchParams.get('key') ?? ''),
      model: decodeURIComponent(gemini[1]),
    };
  }
  if (path === '/v2/chat') return { dialect: 'cohere', key: bearer };
  return null;
}

/** `apiKey: null` accepts calls without a key, as a local Ollama does. */
export async function startOpenAiDouble(options: { apiKey: string | null }) {
  let answer: Answer = 'Hello from the double.';
  let failure: { status: number; message: string } | null = null;
  const calls: ChatCall[] = [];

  const server = await startJsonServer((request) => {
    const found = request.method === 'POST' ? route(request) : null;
    if (!found) {
      return errorReply(
        'openai',
        404,
        `Unknown request URL: ${request.method} ${request.url.pathname}`,
      );
    }
    const { dialect } = found;
    if (options.apiKey !== null && found.key !== options.apiKey) {
      return refusedKey(dialect, found.key);
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(request.body) as Record<string, unknown>;
    } catch {
      return errorReply(dialect, 400, 'We could not parse the JSON body of your request.');
    }
    if (body.stream === true) {
      return errorReply(dialect, 400, 'This double answers non-streaming requests only.');
    }
    const model = found.model ?? (typeof body.model === 'string' ? body.model : '');
    const call = understand(dialect, request.url.pathname, body, model);
    calls.push(call);
    if (failure) return errorReply(dialect, failure.status, failure.message);
    const text = typeof answer === 'function' ? answer(call) : answer;
    return { status: 200, body: answerBody(call, text) };
  });

  return {
    /** http://127.0.0.1:port, for hosts whose SDK adds its own version path. */
    origin: server.url,
    /** The OpenAI-style base URL (…/v1) for OpenAI and every compatible provider. */
    url: `${server.url}/v1`,
    /** Azure OpenAI's v1 layout; the provider sends the key in `api-key`. */
    azureUrl: `${server.url}/openai/v1`,
    anthropicUrl: `${server.url}/v1`,
    googleUrl: `${server.url}/v1beta`,
    cohereUrl: `${server.url}/v2`,
    /** Every raw request, refused ones included. */
    requests: server.requests,
    /** The calls that passed the key check, as the double understood them. */
    calls,
    /** Answer with this text (or what the function makes of the call) from now on. */
    reply(next: Answer) {
      answer = next;
      failure = null;
    },
    /** Answer every later call (after the key check) with this error in the vendor's own shape. */
    fail(status: number, message: string) {
      failure = { status, message };
    },
    close: server.stop,
  };
}

export type OpenAiDouble = Awaited<ReturnType<typeof startOpenAiDouble>>;
