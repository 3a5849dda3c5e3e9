import type { Logger } from 'pino';
import type { Mailer } from '../lib/mail';
import { registerBackupWorker } from './backups';
import { registerGenerationWorkers } from './generation';
import { registerMailWorker } from './mail';
import { registerSubscriptionWorker } from './subscriptions';
import { registerSweepWorker } from './sweep';
import { registerWebhookWorkers } from './webhooks';
import { registerWorkflowWorkers } from './workflow-runs';
import { advanceRun } from '../features/workflow-runs/advance-run';
import type { AppDeps } from '../app-deps';

/** Every queue's worker, registered in API processes (RUN_WORKERS) and in `npm run worker`. */
export async function registerWorkers(
  deps: AppDeps & { mailer: Mailer; logger: Logger; databaseUrl: string },
): Promise<void> {
  const withBoss = { ...deps, boss: deps.queue.boss };
  await registerMailWorker(withBoss);
  await registerSweepWorker(withBoss);
  await registerSubscriptionWorker(withBoss);
  await registerBackupWorker({ ...withBoss, mediaInS3: deps.storage.kind === 's3' });
  await registerGenerationWorkers({
    ...deps,
    onWorkflowJobEnd: (runId, ended) => {
      advanceRun(deps, runId, deps.logger, ended).catch((error: unknown) =>
        deps.logger.warn({ err: error, runId }, 'workflow run not moved on; its message will'),
      );
    },
  });
  await registerWebhookWorkers(deps);
  await registerWorkflowWorkers(deps);
}
