import type { JobEvent } from '@atelier/contract';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Logger } from 'pino';
import { createNotificationListener } from './notification-listener';

const CHANNEL = 'atelier_job';

/**
 * Job progress between processes: the worker running a job NOTIFYs each step, and every API
 * process LISTENs, so a request waiting on a job (or an SSE stream following it) hears of it
 * wherever the job runs. A missed notification only delays a waiter: waiters also re-read the row
 * now and then (features/generation/wait-for-job.ts).
 */
export interface JobEvents {
  start(): Promise<void>;
  stop(): Promise<void>;
  subscribe(jobId: string, listener: (event: JobEvent) => void): () => void;
}

/**
 * For a statement's RETURNING list: publishes the job event of each row it writes when its
 * transaction commits, with no statement of its own. The values are columns or SQL expressions.
 */
export function jobEventOnCommit(event: {
  id: SQLWrapper;
  status: SQLWrapper;
  progress: SQLWrapper;
  message: SQLWrapper;
}): SQL<string> {
  return sql<string>`pg_notify(${CHANNEL}, json_build_object('id', ${event.id}, 'status', ${event.status}, 'progress', ${event.progress}, 'message', ${event.message})::text)`;
}

export function createJobEvents(url: string, logger: Logger): JobEvents {
  const listeners = new Map<string, Set<(event: JobEvent) => void>>();

  const dispatch = (payload: string) => {
    let event: JobEvent;
    try {
      event = JSON.parse(payload) as JobEvent;
    } catch {
      return;
    }
    for (const listener of listeners.get(event.id) ?? []) listener(event);
  };

  // Nothing to forget while it is down: waiters re-read their rows anyway.
  const connection = createNotificationListener({
    url,
    applicationName: 'atelier-job-events',
    channels: [CHANNEL],
    logger,
    lostMessage: 'job event listener lost; waiters fall back to reading the rows',
    onNotification: (_channel, payload) => dispatch(payload),
    onUp: () => undefined,
    onDown: () => undefined,
  });

  return {
    start: connection.start,
    stop: connection.stop,
    subscribe(jobId, listener) {
      let set = listeners.get(jobId);
      if (!set) listeners.set(jobId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(jobId);
      };
    },
  };
}
