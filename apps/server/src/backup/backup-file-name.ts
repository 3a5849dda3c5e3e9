/** `atelier-backup-2026-11-27T06-05-00Z.tar`: sorts by time, and is a valid name everywhere. */
export function backupFileName(at: Date): string {
  return `atelier-backup-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z.tar`;
}
