import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Files the product keeps (profile pictures now; generated media later), addressed by key such as
 * `avatars/<user>/<name>.png` and handed to browsers only through signed, expiring URLs.
 */
export interface Storage {
  put(key: string, body: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** `/api/media/<key>?exp=...&sig=...`, valid until about `ttlSeconds` from now. */
  signedUrl(key: string, ttlSeconds: number): string;
  isValidSignature(key: string, expires: number, signature: string): boolean;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

export function createLocalStorage(root: string, secret: string): Storage {
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  const sign = (key: string, expires: number) =>
    createHmac('sha256', secret).update(`media:${key}:${expires}`).digest('base64url');

  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
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
    signedUrl(key, ttlSeconds) {
      // Rounded to the hour, so the same picture keeps the same URL and the browser's cache works.
      const expires = Math.ceil((Date.now() / 1000 + ttlSeconds) / 3600) * 3600;
      return `/api/media/${key}?exp=${expires}&sig=${sign(key, expires)}`;
    },
    isValidSignature(key, expires, signature) {
      if (!Number.isFinite(expires) || expires * 1000 < Date.now()) return false;
      const expected = Buffer.from(sign(key, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
