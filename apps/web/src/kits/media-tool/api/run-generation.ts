import {
  AUDIO_MESSAGES,
  GENERATION_MESSAGES,
  Job,
  JobAccepted,
  JobEvent,
  REIMAGINE_MESSAGES,
} from '@atelier/contract';
import type { JobStatus } from '@atelier/contract';
import { ApiError, apiFetch, getToken } from '../../../lib/api-client';
import { postGeneration } from './post-generation';
import { createSseParser } from './sse-parser';

export interface GenerationProgress {
  status: JobStatus;
  /** 0 to 100, as the job reports it. */
  progress: number;
  /** The job's own words ("Rendering locally"); null until it says something. */
  message: string | null;
}

export interface RunGenerationOptions {
  onProgress?: (progress: GenerationProgress) => void;
  /** One per click of a paid button, so a retried request is charged once. */
  idempotencyKey?: string;
  /** Stops following the job (the page was left); the job itself runs on. */
  signal?: AbortSignal;
}

const TERMINAL: readonly JobStatus[] = ['succeeded', 'failed', 'canceled'];
/** Between looks at the job when its event stream is unavailable or ended early. */
export const POLL_MS = 2000;

/**
 * Runs one generation and answers what the synchronous call answers (ImageResponse, VideoResponse,
 * OptimizeResponse...). The request asks for 202 at once and the job is followed over its event
 * stream, so `onProgress` hears each step; a failed job throws an ApiError with its status and
 * message, as the synchronous call would have.
 */
export async function runGeneration(
  path: string,
  body: unknown,
  options: RunGenerationOptions = {},
): Promise<unknown> {
  const posted = await postGeneration(path, body, {
    respondAsync: true,
    idempotencyKey: options.idempotencyKey,
    signal: options.signal,
  });
  // A server that answers at once (a repeated Idempotency-Key, an older server) gives the result.
  if (posted.status !== 202) return posted.body;

  const accepted = JobAccepted.parse(posted.body);
  options.onProgress?.({ status: accepted.status, progress: 0, message: null });
  const job = await followJob(accepted, options);
  if (job.status === 'succeeded') return job.result;
  throw new ApiError(
    job.error_status ?? 500,
    job.error ?? '',
    job.error ? { detail: job.error, code: jobErrorCode(job.error) } : null,
  );
}

// A failed job carries the contract's English only: its code is found from the text, so that
// errorMessage() can show it in the interface language (issue 35).
const JOB_ERROR_CODES = new Map<string, string>(
  Object.entries({
    generation: GENERATION_MESSAGES,
    reimagine: REIMAGINE_MESSAGES,
    audio: AUDIO_MESSAGES,
  }).flatMap(([group, messages]) =>
    Object.entries(messages).flatMap(([key, text]) =>
      typeof text === 'string' ? [[text, `${group}.${key}`] as const] : [],
    ),
  ),
);

export function jobErrorCode(text: string): string | undefined {
  return JOB_ERROR_CODES.get(text);
}

/** Streams the job's events until it ends, then reads the finished job. */
async function followJob(accepted: JobAccepted, options: RunGenerationOptions): Promise<Job> {
  const eventsUrl = accepted.events_url.startsWith('/api/')
    ? accepted.events_url
    : `/api/jobs/${encodeURIComponent(accepted.job_id)}/events`;
  for (;;) {
    try {
      await streamJobEvents(eventsUrl, options);
    } catch (error) {
      if (options.signal?.aborted) throw error;
      // Progress is a nicety: without the stream the job is still read below.
      console.warn('Job progress stream unavailable', error);
    }
    const job = await apiFetch(`/jobs/${encodeURIComponent(accepted.job_id)}`, {
      schema: Job,
      signal: options.signal,
    });
    if (TERMINAL.includes(job.status)) return job;
    options.onProgress?.({
      status: job.status,
      progress: job.progress,
      message: job.progress_message,
    });
    await delay(POLL_MS, options.signal);
  }
}

/**
 * Reads GET /jobs/{id}/events. EventSource cannot send the bearer header, so the stream is read
 * with fetch. Resolves when the stream ends (after the job's last event) or at a terminal event.
 */
export async function streamJobEvents(url: string, options: RunGenerationOptions): Promise<void> {
  const token = getToken();
  const response = await fetch(url, {
    headers: {
      Accept: 'text/event-stream',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    signal: options.signal,
  });
  if (!response.ok || !response.body) {
    throw new ApiError(response.status, `Job events answered ${response.status}`);
  }

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let finished = false;
  const parser = createSseParser((data) => {
    const event = JobEvent.safeParse(safeJson(data));
    if (!event.success) return;
    const { status, progress, message } = event.data;
    options.onProgress?.({ status, progress, message });
    if (TERMINAL.includes(status)) finished = true;
  });
  try {
    while (!finished) {
      const { done, value } = await reader.read();
      if (done) {
        parser.push(decoder.decode());
        parser.end();
        break;
      }
      parser.push(decoder.decode(value, { stream: true }));
    }
  } finally {
    if (finished) await reader.cancel().catch(() => undefined);
    else reader.releaseLock();
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}
