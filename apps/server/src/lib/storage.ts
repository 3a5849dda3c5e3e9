import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { privateFolder } from './private-files';

/**
 * Where the product keeps files (profile pictures, generated media), addressed by key such as
 * `avatars/<user>/<name>.png`. Browsers never see a backend's own address: they get signed,
 * expiring `/api/media/...` URLs (lib/media-urls.ts) and the API streams the file.
 */
export interface Storage {
  /** `local` (files under DATA_DIR/media) or `s3`. */
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** Whether a key stays inside the root: no `..`, no leading slash, a plain set of characters. */
export const isSafeKey = (key: string) => SAFE_KEY.test(key) && !key.includes('..');

/** Keys are built by the server; this refuses anything that could step outside the root. */
export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
}

export function createLocalStorage(root: string): Storage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  const folder = privateFolder(root);
  return {
    kind: 'local',
    async put(key, body) {
      assertSafeKey(key);
      await folder.write(key, body);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
