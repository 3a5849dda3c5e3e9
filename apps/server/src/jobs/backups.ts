import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { runScheduledBackup } from '../backup/scheduled-backup';
import type { Config } from '../config';
import { QUEUES } from './queue';

/**
 * Scheduled backups (BACKUP_DIR, BACKUP_EVERY_HOURS, BACKUP_KEEP): a pg-boss cron every quarter
 * hour, so one worker of the deployment looks at a time, and a backup is taken when the newest
 * in BACKUP_DIR is old enough. Without BACKUP_DIR the schedule is removed.
 */
export async function registerBackupWorker(deps: {
  boss: PgBoss;
  logger: Logger;
  config: Pick<Config, 'BACKUP_DIR' | 'BACKUP_EVERY_HOURS' | 'BACKUP_KEEP' | 'dataDir'>;
  databaseUrl: string;
  mediaInS3: boolean;
}): Promise<void> {
  const { config } = deps;
  if (!config.BACKUP_DIR) {
    await deps.boss.unschedule(QUEUES.backup);
    return;
  }
  const schedule = {
    dir: config.BACKUP_DIR,
    everyHours: config.BACKUP_EVERY_HOURS,
    keep: config.BACKUP_KEEP,
  };
  await deps.boss.schedule(QUEUES.backup, '*/15 * * * *');
  await deps.boss.work(QUEUES.backup, async () => {
    const file = await runScheduledBackup(schedule, {
      databaseUrl: deps.databaseUrl,
      dataDir: config.dataDir,
      mediaInS3: deps.mediaInS3,
    });
    if (file) deps.logger.info({ file }, 'scheduled backup written');
  });
}
