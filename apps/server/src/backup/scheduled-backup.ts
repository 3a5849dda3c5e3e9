import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { backupFileName } from './backup-file-name';
import { createBackup, type BackupSource } from './create-backup';

export interface BackupSchedule {
  dir: string;
  everyHours: number;
  keep: number;
}

const ARCHIVE_NAME = /^atelier-backup-.+\.tar$/;

/**
 * One tick of the schedule (the worker runs it every quarter hour, once across all processes):
 * a new archive when the newest in the folder is `everyHours` old or there is none, then the
 * oldest archives past `keep` removed. Answers the archive written, if any.
 */
export async function runScheduledBackup(
  schedule: BackupSchedule,
  source: BackupSource,
  now = new Date(),
): Promise<string | null> {
  await mkdir(schedule.dir, { recursive: true });
  const archives = await archivesIn(schedule.dir);
  const newest = archives.at(-1);
  if (newest && now.getTime() - newest.time < schedule.everyHours * 3_600_000) return null;
  const file = path.join(schedule.dir, backupFileName(now));
  await createBackup(source, file);
  const all = await archivesIn(schedule.dir);
  for (const old of all.slice(0, Math.max(all.length - schedule.keep, 0))) {
    await rm(path.join(schedule.dir, old.name), { force: true });
  }
  return file;
}

/** The folder's archives, oldest first (by when each was written). */
async function archivesIn(dir: string): Promise<{ name: string; time: number }[]> {
  const names = (await readdir(dir)).filter((name) => ARCHIVE_NAME.test(name));
  const archives = [];
  for (const name of names) {
    archives.push({ name, time: (await stat(path.join(dir, name))).mtimeMs });
  }
  return archives.sort((a, b) => a.time - b.time || a.name.localeCompare(b.name));
}
