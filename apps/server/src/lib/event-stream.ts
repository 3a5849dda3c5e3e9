import type { JobEvent } from '@atelier/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import type { JobEvents } from './job-events';
import { logRequest, type RequestLog } from './request-log';

const REREAD_MS = 2000;
const KEEPALIVE_MS = 15_000;

export interface EventStream {
  /** One event: `id:` when given, `event:` its name, `data:` one line of JSON text. */
  send(event: string, data: string, id?: number): void;
  /** Ends the answer; what is asked after is ignored. */
  close(): void;
  readonly closed: boolean;
}

export interface FollowOptions {
  /** What is followed: a job's or a run's id, as the job events name it. */
  topic: string;
  /** A change heard of, in this process or another (lib/job-events.ts). */
  onNotice(stream: EventStream, notice: JobEvent): void;
  /** Reads what is followed from the database: at the start, and every few seconds after. */
  reread(stream: EventStream): void;
}

/**
 * Server-sent events for a job or a workflow run (issue 27, 49): the answer is hijacked, keeps its
 * API security headers (lib/security-headers.ts puts them on the reply, which hijack bypasses),
 * hears of changes in any process, re-reads now and then, and records itself in the request log
 * once it ends, with the stream's duration (the log's hook does not see a hijacked answer).
 */
export function followEvents(
  deps: { jobEvents: JobEvents; requestLog: RequestLog | null },
  request: FastifyRequest,
  reply: FastifyReply,
  options: FollowOptions,
): void {
  reply.hijack();
  const out = reply.raw;
  out.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    // Proxies such as nginx would otherwise hold the stream back.
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  let closed = false;
  const stream: EventStream = {
    get closed() {
      return closed;
    },
    send(event, data, id) {
      if (closed) return;
      out.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${data}\n\n`);
    },
    close,
  };
  const unsubscribe = deps.jobEvents.subscribe(options.topic, (notice) =>
    options.onNotice(stream, notice),
  );
  const rereadTimer = setInterval(() => options.reread(stream), REREAD_MS);
  const keepAlive = setInterval(() => out.write(': keep-alive\n\n'), KEEPALIVE_MS);
  function close() {
    if (closed) return;
    closed = true;
    unsubscribe();
    clearInterval(rereadTimer);
    clearInterval(keepAlive);
    out.end();
    if (deps.requestLog) logRequest(deps.requestLog, request, reply);
  }
  request.raw.on('close', close);
  options.reread(stream);
}
