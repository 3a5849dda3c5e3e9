import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { followEvents, type EventStream } from '../../lib/event-stream';
import { findRun, runEnded } from './run-store';
import { runView } from './run-view';

/**
 * GET /api/workflow-runs/{run_id}/events: server-sent events, the whole run (as GET answers it)
 * at each change, `id:` its revision, ending after the run ends. A client reconnecting with
 * Last-Event-ID is sent nothing it has seen: the first event comes only once the run has changed
 * since that revision.
 */
export function followRun(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  runId: string,
): void {
  const lastSeen = Number(request.headers['last-event-id'] ?? 0);
  let sent = Number.isSafeInteger(lastSeen) ? lastSeen : 0;
  let reading = false;
  const reread = (stream: EventStream) => {
    if (stream.closed || reading) return;
    reading = true;
    findRun(deps.db, runId)
      .then(async (run) => {
        if (!run) return stream.close();
        const ended = runEnded(run.status);
        if (run.revision > sent) {
          sent = run.revision;
          const view = await runView(deps, run);
          stream.send(ended ? 'done' : 'progress', JSON.stringify(view), run.revision);
        }
        if (ended) stream.close();
      })
      .catch((error: unknown) => {
        request.log.warn({ err: error, runId }, 'run stream read failed');
        stream.close();
      })
      .finally(() => {
        reading = false;
      });
  };
  // A notice says only that the run changed: the run is read again.
  followEvents(deps, request, reply, { topic: runId, onNotice: reread, reread });
}
