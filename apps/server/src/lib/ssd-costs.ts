import type { Database, Executor } from '../db/client';

/**
 * Runs `work` in a transaction whose planner prices a random page read as on SSD or in memory
 * (1.1, not PostgreSQL's spinning-disk default of 4), so counts over the wide users table are
 * read from its narrow indexes. For the admin's counting statements only (ADR 017).
 */
export function withSsdCosts<T>(db: Database, work: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute('SET LOCAL random_page_cost = 1.1');
    return work(tx);
  });
}
