import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { startQueue, type JobQueue } from './queue';

/** Longer than any test here: a job picked up sooner was woken, not polled. */
const POLL_SECONDS = 60;

describe('waking a queue’s workers', () => {
  let t: TestApp;
  let queue: JobQueue;
  beforeAll(async () => {
    t = await createTestApp();
    queue = await startQueue(
      t.databaseUrl,
      { runWorkers: false, stopTimeoutMs: 5_000 },
      pino({ level: 'silent' }),
    );
  });
  afterAll(async () => {
    await queue.stop();
    await t.close();
  });

  /** Two workers on a fresh queue, each holding its job until `release` is called. */
  async function twoWorkers(name: string) {
    await queue.boss.createQueue(name);
    const seen: { job: string; worker: number; at: number }[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    for (const worker of [1, 2]) {
      await queue.work<{ n: string }>(
        name,
        { pollingIntervalSeconds: POLL_SECONDS, batchSize: 1 },
        async ([job]) => {
          if (!job) return;
          seen.push({ job: job.data.n, worker, at: Date.now() });
          await held;
        },
      );
    }
    // Each worker's first fetch, made as it starts, has found nothing: from here they sleep.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const send = async (n: string) => {
      await queue.boss.send(name, { n });
      queue.wake(name);
    };
    return { seen, release, send };
  }

  async function until(check: () => boolean, ms = 5_000) {
    const end = Date.now() + ms;
    while (!check()) {
      if (Date.now() > end) throw new Error('not in time');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('hands two sends in a row to two idle workers at once', async () => {
    const { seen, release, send } = await twoWorkers('test-wake-two');
    await send('a');
    await send('b');
    await until(() => seen.length === 2);
    expect(new Set(seen.map((s) => s.worker)).size).toBe(2);
    release();
  });

  it('has a busy worker look again as it finishes, not at its next poll', async () => {
    const { seen, release, send } = await twoWorkers('test-wake-busy');
    await send('a');
    await send('b');
    await until(() => seen.length === 2);
    // Both busy: the third waits for the first worker to finish, then is taken at once.
    await send('c');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen.map((s) => s.job)).toEqual(['a', 'b']);
    const releasedAt = Date.now();
    release();
    await until(() => seen.length === 3);
    expect(seen[2]?.job).toBe('c');
    expect((seen[2]?.at ?? Infinity) - releasedAt).toBeLessThan(3_000);
  });
});
