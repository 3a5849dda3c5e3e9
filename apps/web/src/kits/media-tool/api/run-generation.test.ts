import { describe, expect, it, vi } from 'vitest';
import { ApiError, setToken } from '../../../lib/api-client';
import { makeImageAnswer, makeJob } from '../../../test/creation-fixtures';
import { runGeneration } from './run-generation';
import type { GenerationProgress } from './run-generation';
import { createSseParser } from './sse-parser';

const JOB_ID = '00000000-0000-4000-8000-0000000000aa';

function eventStream(chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const event = (status: string, progress: number, message: string | null) =>
  `event: progress\ndata: ${JSON.stringify({ id: JOB_ID, status, progress, message })}\n\n`;

/** The server's async path: 202, an event stream, then the finished job. */
function stubJobServer(job: ReturnType<typeof makeJob>, streamChunks: string[] | null) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (init?.method === 'POST') {
      return json(
        {
          job_id: JOB_ID,
          status: 'queued',
          detail: 'Still working on it.',
          events_url: `/api/jobs/${JOB_ID}/events`,
        },
        202,
      );
    }
    if (url === `/api/jobs/${JOB_ID}/events` && streamChunks) return eventStream(streamChunks);
    if (url === `/api/jobs/${JOB_ID}`) return json(job);
    return json({ detail: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('runGeneration', () => {
  it('asks for a job, follows its event stream and resolves with the job result', async () => {
    setToken('tok');
    const answer = makeImageAnswer();
    // Events split mid-line and with CRLF line ends, as a network may deliver them.
    const first = event('running', 40, 'Rendering locally').replace(/\n/g, '\r\n');
    const fetchMock = stubJobServer(makeJob({ id: JOB_ID, result: answer }), [
      ': keep-alive\n\n',
      first.slice(0, 25),
      first.slice(25, first.length - 1),
      first.slice(first.length - 1),
      event('running', 90, 'Saving'),
      event('succeeded', 100, null),
    ]);
    const seen: GenerationProgress[] = [];

    const result = await runGeneration(
      '/generate-image',
      { prompt: 'fox', model_type: 'ultra' },
      { idempotencyKey: 'key-12345678', onProgress: (progress) => seen.push(progress) },
    );

    expect(result).toEqual(answer);
    expect(seen).toEqual([
      { status: 'queued', progress: 0, message: null },
      { status: 'running', progress: 40, message: 'Rendering locally' },
      { status: 'running', progress: 90, message: 'Saving' },
      { status: 'succeeded', progress: 100, message: null },
    ]);
    const post = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(post.get('Prefer')).toBe('respond-async');
    expect(post.get('Idempotency-Key')).toBe('key-12345678');
    expect(post.get('Authorization')).toBe('Bearer tok');
    const events = new Headers(fetchMock.mock.calls[1]?.[1]?.headers);
    expect(events.get('Authorization')).toBe('Bearer tok');
    expect(events.get('Accept')).toBe('text/event-stream');
  });

  it('rejects with the failed job message and status', async () => {
    stubJobServer(
      makeJob({
        id: JOB_ID,
        status: 'failed',
        error: 'Insufficient credits. Please purchase more credits.',
        error_status: 402,
        outputs: [],
      }),
      [event('running', 10, null), event('failed', 10, 'Failed')],
    );

    const failure = runGeneration('/generate-video', { prompt: 'x', model_type: 'ultra' });

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 402,
      detail: 'Insufficient credits. Please purchase more credits.',
    });
  });

  it('reads the job when its event stream is unavailable', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answer = makeImageAnswer();
    stubJobServer(makeJob({ id: JOB_ID, result: answer }), null);

    await expect(runGeneration('/generate-image-free', { prompt: 'fox' })).resolves.toEqual(answer);
    expect(warn).toHaveBeenCalledWith('Job progress stream unavailable', expect.any(ApiError));
  });

  it('answers at once when the server replies with the finished body', async () => {
    const answer = makeImageAnswer();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(answer)),
    );

    await expect(runGeneration('/generate-image-free', { prompt: 'fox' })).resolves.toEqual(answer);
  });

  it('rejects with the server detail when the request is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ detail: 'Image provider is down' }, 503)),
    );

    await expect(runGeneration('/generate-image-free', { prompt: 'fox' })).rejects.toMatchObject({
      status: 503,
      detail: 'Image provider is down',
    });
  });
});

describe('createSseParser', () => {
  it('joins data lines, skips comments and other fields, and ends a final event', () => {
    const seen: string[] = [];
    const parser = createSseParser((data) => seen.push(data));
    parser.push(': hello\nevent: x\ndata: one\ndata:two\n\nid: 3\r');
    parser.push('\ndata: three');
    parser.end();
    expect(seen).toEqual(['one\ntwo', 'three']);
  });
});
