import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { syncPublicIndex } from './sync-public-index';

/** Per database (one in a server; tests run several apps in one process). */
const readiness = new WeakMap<Database, Promise<{ fuzzy: boolean }>>();

/**
 * Before a process's first search: the public index brought up to date with this release's help
 * centre and catalogues (a no-op when another process already did), and whether pg_trgm is there
 * for typo tolerance (said once in the log when it is not). A failure is retried on the next search.
 */
export function searchReady(db: Database, log: FastifyBaseLogger): Promise<{ fuzzy: boolean }> {
  const known = readiness.get(db);
  if (known) return known;
  const ready = (async () => {
    const synced = await syncPublicIndex(db);
    const { rows } = await db.execute<{ fuzzy: boolean }>(
      sql`SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') AS fuzzy`,
    );
    const fuzzy = rows[0]?.fuzzy === true;
    if (!fuzzy) {
      log.warn('pg_trgm is not installed: search has no typo tolerance (exact words only)');
    }
    log.info(synced, 'search index ready');
    return { fuzzy };
  })().catch((error: unknown) => {
    readiness.delete(db);
    throw error;
  });
  readiness.set(db, ready);
  return ready;
}
