import type { JobEvent } from '@atelier/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from '../db/client';

const CHANNEL = 'atelier_job';
const RECONNECT_MS = 1000;

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

export function publishJobEvent(db: Database, event: JobEvent): Promise<unknown> {
  return db.execute(sql`SELECT pg_notify(${CHANNEL}, ${JSON.stringify(event)})`);
}

export function createJobEvents(url: string, logger: Logger): JobEvents {
  const listeners = new Map<string, Set<(event: JobEvent) => void>>();
  let client: pg.Client | undefined;
  let stopped = false;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const dispatch = (payload: string | undefined) => {
    if (!payload) return;
    let event: JobEvent;
    try {
      event = JSON.parse(payload) as JobEvent;
    } catch {
      return;
    }
    for (const listener of listeners.get(event.id) ?? []) listener(event);
  };

  const lost = (error?: Error) => {
    if (stopped || !client) return;
    void client.end().catch(() => undefined);
    client = undefined;
    logger.warn({ err: error }, 'job event listener lost; waiters fall back to reading the rows');
    reconnectTimer = setTimeout(() => {
      listen().catch(() => lost());
    }, RECONNECT_MS);
  };

  const listen = async () => {
    const next = new pg.Client({ connectionString: url, application_name: 'atelier-job-events' });
    next.on('notification', ({ payload }) => dispatch(payload));
    next.on('error', (error) => lost(error));
    next.on('end', () => lost());
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
  };

  return {
    start: listen,
    stop: async () => {
      stopped = true;
      clearTimeout(reconnectTimer);
      await client?.end().catch(() => undefined);
      client = undefined;
    },
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
