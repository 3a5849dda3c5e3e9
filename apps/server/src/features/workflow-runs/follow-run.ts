import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import type { AppDeps } from '../../app-deps';
import { logRequest } from '../../lib/request-log';
import { findRun, runEnded } from './run-store';
import { runView } from './run-view';

const REREAD_MS = 2000;
const KEEPALIVE_MS = 15_000;

/**
 * GET /api/workflow-runs/{run_id}/events: server-sent events, the whole run (as GET answers it)
 * at each change, `id:` its revision, ending after the run ends. A client reconnecting with
 * Last-Event-ID is sent nothing it has seen: the first event comes only once the run has changed
 * since that revision. As jobs' streams, it hears of changes in any process and re-reads now and
 * then.
 */
export function followRun(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  runId: string,
): void {
  reply.hijack();
  const out = reply.raw;
  out.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  const lastSeen = Number(request.headers['last-event-id'] ?? 0);
  let sent = Number.isSafeInteger(lastSeen) ? lastSeen : 0;
  let closed = false;
  let reading = false;

  const reread = () => {
    if (closed || reading) return;
    reading = true;
    findRun(deps.db, runId)
      .then(async (run) => {
        if (!run) return close();
        const ended = runEnded(run.status);
        if (run.revision > sent) {
          sent = run.revision;
          const view = await runView(deps, run);
          if (closed) return;
          out.write(
            `id: ${run.revision}\nevent: ${ended ? 'done' : 'progress'}\ndata: ${JSON.stringify(view)}\n\n`,
          );
        }
        if (ended) close();
      })
      .catch((error: unknown) => {
        request.log.warn({ err: error, runId }, 'run stream read failed');
        close();
      })
      .finally(() => {
        reading = false;
      });
  };
  const unsubscribe = deps.jobEvents.subscribe(runId, reread);
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
