import type { JobEvent } from '@atelier/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import type { Database } from '../../db/client';
import type { JobEvents } from '../../lib/job-events';
import { logRequest, type RequestLog } from '../../lib/request-log';
import { eventOf, findJob, isTerminal } from './job-store';

const REREAD_MS = 2000;
const KEEPALIVE_MS = 15_000;

/**
 * GET /api/jobs/{id}/events: server-sent events, one `data:` line per change of the job (status,
 * progress, message), ending after the job finishes. The first event is the job as it stands.
 * The answer is hijacked, so the request log's hook does not see it: the stream records itself
 * once it ends, its duration the stream's.
 */
export function followJob(
  deps: { db: Database; jobEvents: JobEvents; requestLog: RequestLog | null },
  request: FastifyRequest,
  reply: FastifyReply,
  jobId: string,
): void {
  reply.hijack();
  const out = reply.raw;
  // The API's security headers are on the reply (lib/security-headers.ts), which hijack bypasses.
  out.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    // Proxies such as nginx would otherwise hold the stream back.
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });

  let last = '';
  let closed = false;
  const send = (event: JobEvent) => {
    if (closed) return;
    const line = JSON.stringify(event);
    if (line !== last) {
      last = line;
      out.write(`event: ${isTerminal(event.status) ? 'done' : 'progress'}\ndata: ${line}\n\n`);
    }
    if (isTerminal(event.status)) close();
  };
  const reread = () => {
    findJob(deps.db, jobId).then(
      (row) => {
        if (row) send(eventOf(row));
        else close();
      },
      (error: unknown) => {
        request.log.warn({ err: error, jobId }, 'job stream read failed');
        close();
      },
    );
  };
  const unsubscribe = deps.jobEvents.subscribe(jobId, send);
  const rereadTimer = setInterval(reread, REREAD_MS);
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
  reread();
}
