import createFetchClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema.js';

export type { paths } from './schema.js';
export { verifyWebhook, WebhookVerificationError, type WebhookEvent } from './webhooks.js';

type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

export type ImageRequest = Json<paths['/api/generate-image']['post']['requestBody']>;
export type JobAccepted = Json<paths['/api/generate-image']['post']['responses'][202]>;
export type Job = Json<paths['/api/jobs/{id}']['get']['responses'][200]>;

/** An answer that was not a success: the API's status and its problem `detail`. */
export class AtelierError extends Error {
  override name = 'AtelierError';
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly body: unknown,
  ) {
    super(`${status}: ${detail}`);
  }
}

export interface AtelierClient {
  /** The typed client for every route of the API reference (/api/docs). */
  api: Client<paths>;
  /** Starts an image generation and answers at once with its job (202). */
  generateImage(body: ImageRequest, options?: { idempotencyKey?: string }): Promise<JobAccepted>;
  /**
   * The job once it has ended (succeeded, failed or canceled): follows its progress stream, and
   * reads the job every `pollMs` if the stream breaks. Throws after `timeoutMs`.
   */
  waitForJob(
    jobId: string,
    options?: { timeoutMs?: number; pollMs?: number; onProgress?: (event: JobProgress) => void },
  ): Promise<Job>;
}

export interface JobProgress {
  id: string;
  status: Job['status'];
  progress: number;
  message: string | null;
}

const ENDED = new Set<string>(['succeeded', 'failed', 'canceled']);

/** A client for one API key: `createClient({ apiKey: 'atl_...', baseUrl: 'https://...' })`. */
export function createClient(options: {
  apiKey: string;
  baseUrl: string;
  fetch?: typeof globalThis.fetch;
}): AtelierClient {
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const fetcher = options.fetch ?? globalThis.fetch;
  const authorization = `Bearer ${options.apiKey}`;
  const api = createFetchClient<paths>({ baseUrl, headers: { authorization }, fetch: fetcher });

  const readJob = async (id: string): Promise<Job> => {
    const { data, error, response } = await api.GET('/api/jobs/{id}', { params: { path: { id } } });
    if (!data) throw problem(response, error);
    return data;
  };

  /** True once the stream told of the job's end; false if it closed or broke before. */
  const followStream = async (
    id: string,
    signal: AbortSignal,
    onProgress?: (event: JobProgress) => void,
  ): Promise<boolean> => {
    const response = await fetcher(`${baseUrl}/api/jobs/${encodeURIComponent(id)}/events`, {
      headers: { authorization, accept: 'text/event-stream' },
      signal,
    });
    if (!response.ok || !response.body) return false;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffered = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return false;
        buffered += value;
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) {
          if (!line.startsWith('data: ')) continue;
          const event = JSON.parse(line.slice(6)) as JobProgress;
          onProgress?.(event);
          if (ENDED.has(event.status)) return true;
        }
      }
    } finally {
      await reader.cancel().catch(() => undefined);
    }
  };

  return {
    api,
    async generateImage(body, { idempotencyKey } = {}) {
      const { data, error, response } = await api.POST('/api/generate-image', {
        body,
        headers: {
          prefer: 'respond-async',
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
      });
      if (!data) throw problem(response, error);
      return data as JobAccepted;
    },
    async waitForJob(jobId, { timeoutMs = 10 * 60_000, pollMs = 1000, onProgress } = {}) {
      const deadline = Date.now() + timeoutMs;
      const signal = AbortSignal.timeout(timeoutMs);
      try {
        await followStream(jobId, signal, onProgress);
      } catch {
        // A stream that breaks (a proxy that buffers, a dropped connection) leaves polling.
      }
      for (;;) {
        const job = await readJob(jobId);
        if (ENDED.has(job.status)) return job;
        if (Date.now() + pollMs > deadline) {
          throw new AtelierError(408, `Job ${jobId} had not ended after ${timeoutMs} ms`, job);
        }
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    },
  };
}

function problem(response: Response, body: unknown): AtelierError {
  const detail =
    body && typeof body === 'object' && 'detail' in body && typeof body.detail === 'string'
      ? body.detail
      : response.statusText;
  return new AtelierError(response.status, detail, body);
}
