import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring addresses of stored files: `/api/media/<key>?exp=...&sig=...`. A URL for a
 * generation also names its owner (`&owner=`), and the media route then serves it only to that
 * user's session (see features/media/routes.ts).
 */
export interface MediaUrls {
  sign(key: string, ttlSeconds: number, options?: { ownerId?: string; download?: string }): string;
  verify(
    key: string,
    query: { exp: number; sig: string; owner?: string; download?: string },
  ): boolean;
}

export function createMediaUrls(secret: string): MediaUrls {
  const signature = (key: string, expires: number, owner = '', download = '') =>
    createHmac('sha256', secret)
      .update(`media:${key}:${expires}:${owner}:${download}`)
      .digest('base64url');

  return {
    sign(key, ttlSeconds, options = {}) {
      // Rounded to the hour, so the same file keeps the same URL and the browser's cache works.
      const expires = Math.ceil((Date.now() / 1000 + ttlSeconds) / 3600) * 3600;
      const params = new URLSearchParams({ exp: String(expires) });
      if (options.ownerId) params.set('owner', options.ownerId);
      if (options.download) params.set('download', options.download);
      params.set('sig', signature(key, expires, options.ownerId, options.download));
      return `/api/media/${key}?${params.toString()}`;
    },
    verify(key, query) {
      if (!Number.isFinite(query.exp) || query.exp * 1000 < Date.now()) return false;
      const expected = Buffer.from(signature(key, query.exp, query.owner, query.download));
      const given = Buffer.from(query.sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
