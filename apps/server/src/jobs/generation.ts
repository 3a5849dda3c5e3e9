import type { Logger } from 'pino';
import { recoverStalledJobs } from '../features/generation/recover-stalled-jobs';
import { runGenerationJob } from '../features/generation/run-generation-job';
import type { GenerationDeps } from '../features/generation/tools/tool';
import { QUEUES, type JobQueue } from './queue';

export interface GenerationJobData {
  jobId: string;
}

/**
 * Generation workers: several per process (GENERATION_CONCURRENCY for images, text and analyses,
 * VIDEO_CONCURRENCY for videos), each taking one job at a time, and a minute's sweep that retries
 * or fails jobs whose worker died (a killed process leaves no lost hold).
 */
export async function registerGenerationWorkers(
  deps: GenerationDeps & { queue: JobQueue; logger: Logger },
): Promise<void> {
  const { boss } = deps.queue;
  const slots = [
    [QUEUES.generate, deps.config.GENERATION_CONCURRENCY],
    [QUEUES.generateVideo, deps.config.VIDEO_CONCURRENCY],
  ] as const;
  for (const [queue, count] of slots) {
    for (let i = 0; i < count; i += 1) {
      await deps.queue.work<GenerationJobData>(
        queue,
        { pollingIntervalSeconds: 1, batchSize: 1 },
        async ([job]) => {
          if (job) await runGenerationJob(deps, job.data.jobId, deps.logger);
        },
      );
    }
  }
  await boss.schedule(QUEUES.generationRecovery, '* * * * *');
  await boss.work(QUEUES.generationRecovery, async () => {
    await recoverStalledJobs(deps);
  });
  // A restarted worker looks for its predecessor's unfinished jobs at once.
  void recoverStalledJobs(deps).catch((error: unknown) =>
    deps.logger.warn({ err: error }, 'stalled-job recovery failed'),
  );
}
