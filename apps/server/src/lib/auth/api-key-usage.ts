import type pg from 'pg';
import type { Logger } from 'pino';

const FLUSH_MS = 5_000;

/**
 * Requests made with each key, counted in memory and added to `api_keys` (last use, requests
 * today) every few seconds in one statement, so a request with a key writes nothing itself.
 */
export function createApiKeyUsage(pool: pg.Pool, logger: Logger) {
  let counts = new Map<string, { requests: number; lastAt: number }>();
  let writing = Promise.resolve();

  const flush = () => {
    writing = writing.then(async () => {
      if (counts.size === 0) return;
      const batch = counts;
      counts = new Map();
      const ids = [...batch.keys()];
      try {
        await pool.query(
          `UPDATE api_keys k SET
             last_used_at = greatest(k.last_used_at, u.last_at),
             requests_today = CASE WHEN k.requests_day = (now() AT TIME ZONE 'UTC')::date
               THEN k.requests_today + u.requests ELSE u.requests END,
             requests_day = (now() AT TIME ZONE 'UTC')::date
           FROM unnest($1::uuid[], $2::int[], $3::timestamptz[]) AS u(id, requests, last_at)
           WHERE k.id = u.id`,
          [
            ids,
            ids.map((id) => batch.get(id)!.requests),
            ids.map((id) => new Date(batch.get(id)!.lastAt).toISOString()),
          ],
        );
      } catch (error) {
        // The counts are a convenience for the key list; the requests themselves were served.
        logger.warn({ err: error }, 'API key usage not written');
      }
    });
    return writing;
  };

  const timer = setInterval(() => void flush(), FLUSH_MS);
  timer.unref();

  return {
    record(keyId: string, at = Date.now()) {
      const entry = counts.get(keyId);
      if (entry) {
        entry.requests += 1;
        entry.lastAt = at;
      } else counts.set(keyId, { requests: 1, lastAt: at });
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

export type ApiKeyUsage = ReturnType<typeof createApiKeyUsage>;
