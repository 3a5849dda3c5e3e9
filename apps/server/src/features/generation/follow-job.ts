import type { JobEvent } from '@atelier/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { followEvents, type EventStream } from '../../lib/event-stream';
import type { JobEvents } from '../../lib/job-events';
import type { RequestLog } from '../../lib/request-log';
import { eventOf, findJob, isTerminal } from './job-store';

/**
 * GET /api/jobs/{id}/events: server-sent events, one `data:` line per change of the job (status,
 * progress, message), ending after the job finishes. The first event is the job as it stands.
 */
export function followJob(
  deps: { db: Database; jobEvents: JobEvents; requestLog: RequestLog | null },
  request: FastifyRequest,
  reply: FastifyReply,
  jobId: string,
): void {
  let last = '';
  const send = (stream: EventStream, event: JobEvent) => {
    const line = JSON.stringify(event);
    if (line !== last) {
      last = line;
      stream.send(isTerminal(event.status) ? 'done' : 'progress', line);
    }
    if (isTerminal(event.status)) stream.close();
  };
  followEvents(deps, request, reply, {
    topic: jobId,
    onNotice: send,
    reread: (stream) => {
      findJob(deps.db, jobId).then(
        (row) => (row ? send(stream, eventOf(row)) : stream.close()),
        (error: unknown) => {
          request.log.warn({ err: error, jobId }, 'job stream read failed');
          stream.close();
        },
      );
    },
  });
}
