import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { LOCK_KEYS, withAdvisoryLock } from '../db/advisory-lock';

/** pg-boss on the application's own database, plus whether it is running for the health check. */
export interface JobQueue {
  boss: PgBoss;
  isRunning(): boolean;
  stop(): Promise<void>;
  /**
   * A worker of this process on a queue (pg-boss's `work`), remembered with whether it is busy,
   * so `wake` can start an idle one without waiting for its poll.
   */
  work<T extends object>(
    queue: string,
    options: PgBoss.WorkOptions,
    handler: (jobs: PgBoss.Job<T>[]) => Promise<void>,
  ): Promise<string>;
  /**
   * Sent work is picked up at once by one idle worker of this process, the next in turn (so two
   * sends in a row reach two workers), and busy ones look again as they finish. The other idle
   * ones sleep on (each would spend a fetch finding nothing); other processes' workers poll.
   */
  wake(queue: string): void;
}

export const QUEUES = {
  mail: 'mail',
  sweep: 'sweep-expired',
  holds: 'release-expired-holds',
  subscriptions: 'subscription-terms',
  generate: 'generate',
  generateVideo: 'generate-video',
  generationRecovery: 'generation-recovery',
  backup: 'scheduled-backup',
  webhooks: 'webhook-delivery',
  webhookSweep: 'webhook-sweep',
  workflowAdvance: 'workflow-advance',
  workflowRecovery: 'workflow-recovery',
  workflowSchedules: 'workflow-schedules',
} as const;

export async function startQueue(
  url: string,
  options: { runWorkers: boolean; stopTimeoutMs: number },
  logger: Logger,
): Promise<JobQueue> {
  const boss = new PgBoss({
    connectionString: url,
    application_name: 'atelier-jobs',
    // Maintenance and cron only where jobs are worked; API-only processes just send.
    supervise: options.runWorkers,
    schedule: options.runWorkers,
  });
  let running = false;
  let stopping = false;
  const workers = new Map<string, { ids: string[]; next: number }>();
  const busy = new Set<string>();
  boss.on('error', (error) => {
    // pg's pool.end() can resolve a moment before its sockets close; when the embedded database
    // then stops, PostgreSQL ends those sessions (57P01). That is our own shutdown, not a fault.
    if (stopping && (error as { code?: string }).code === '57P01') {
      logger.debug({ err: error }, 'job queue connection ended by the database shutting down');
      return;
    }
    logger.error({ err: error }, 'job queue error');
  });
  boss.on('stopped', () => {
    running = false;
  });
  // Creating a queue adds a partition to pg-boss's job table; two processes doing it at once on a
  // fresh database deadlock (pg-boss 11 locks it itself). start() creates its cron queue too.
  await withAdvisoryLock(url, LOCK_KEYS.jobQueues, 'atelier-queues', async () => {
    await boss.start();
    for (const name of Object.values(QUEUES)) await boss.createQueue(name);
  });
  running = true;
  return {
    boss,
    isRunning: () => running,
    work: async <T extends object>(
      queue: string,
      options: PgBoss.WorkOptions,
      handler: (jobs: PgBoss.Job<T>[]) => Promise<void>,
    ) => {
      let id = '';
      id = await boss.work<T>(queue, options, async (jobs) => {
        busy.add(id);
        try {
          await handler(jobs);
        } finally {
          busy.delete(id);
        }
      });
      const known = workers.get(queue) ?? { ids: [], next: 0 };
      workers.set(queue, { ...known, ids: [...known.ids, id] });
      return id;
    },
    wake: (queue) => {
      const known = workers.get(queue);
      if (!known) return;
      const { ids } = known;
      // Busy workers look again as they finish instead of sleeping out their poll.
      for (const id of ids) if (busy.has(id)) boss.notifyWorker(id);
      for (let turn = 0; turn < ids.length; turn += 1) {
        const at = (known.next + turn) % ids.length;
        const id = ids[at];
        if (busy.has(id)) continue;
        known.next = at + 1;
        boss.notifyWorker(id);
        return;
      }
    },
    stop: async () => {
      if (!running) return;
      stopping = true;
      // Waits for handlers in flight, so a job is either finished or left for a retry.
      await boss.stop({ graceful: true, wait: true, timeout: options.stopTimeoutMs });
      running = false;
    },
  };
}
