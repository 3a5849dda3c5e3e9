import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { apiRequestLogBatches } from '../../src/db/schema';

export interface LogLine {
  userId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  ip?: string | null;
  createdAt?: Date;
}

/**
 * Lines written straight into the request log as rows of the given sizes: `[[a, b], [c]]` is one
 * row of two lines (one account's, as the writer makes them) and a row of one.
 */
export async function insertLogBatches(db: Database, batches: LogLine[][]): Promise<void> {
  const lines = batches.reduce((sum, batch) => sum + batch.length, 0);
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ first: string }>(
      sql`SELECT api_request_log_ids(${lines}) AS first`,
    );
    let nextId = Number(rows[0].first);
    await tx.insert(apiRequestLogBatches).values(
      batches.map((batch) => {
        const times = batch.map((line) => line.createdAt ?? new Date());
        const row = {
          userId: batch[0].userId,
          firstId: nextId,
          firstAt: new Date(Math.min(...times.map(Number))),
          lastAt: new Date(Math.max(...times.map(Number))),
          lines: batch.length,
          methods: batch.map((line) => line.method),
          paths: batch.map((line) => line.path),
          statuses: batch.map((line) => line.status),
          durationsMs: batch.map((line) => line.durationMs),
          ips: batch.map((line) => line.ip ?? null) as string[],
          times,
        };
        nextId += batch.length;
        return row;
      }),
    );
  });
}

/** Lines written straight into the request log, a row each, as a quiet account's would be. */
export async function insertLogLines(db: Database, lines: LogLine[]): Promise<void> {
  await insertLogBatches(
    db,
    lines.map((line) => [line]),
  );
}
