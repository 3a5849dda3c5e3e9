import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Files only this account may read: what DATA_DIR keeps for users (media, the mail outbox with its
 * live reset and invitation links) is written 0600 in folders made 0700 (issue 48: as root, with
 * the default umask, they were 0755 and 0644, readable by every local account).
 */
export function privateFolder(root: string) {
  // The root is made private once per process, folders an older version made 0755 included;
  // a 0700 root keeps whatever older files lie inside out of other accounts' reach.
  let ready: Promise<void> | undefined;
  const ensureRoot = () =>
    (ready ??= mkdir(root, { recursive: true, mode: 0o700 })
      .then(() => chmod(root, 0o700))
      .catch((error: unknown) => {
        ready = undefined;
        throw error;
      }));
  return {
    root,
    async write(relative: string, body: Buffer | string): Promise<string> {
      await ensureRoot();
      const file = path.join(root, relative);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await writeFile(file, body, { mode: 0o600 });
      return file;
    },
  };
}
