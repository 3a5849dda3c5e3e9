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
        const times = batch.map((line) => (line.createdAt ?? new Date()).getTime());
        const firstAt = Math.min(...times);
        const texts: string[] = [];
        const indexOf = (text: string) => {
          if (!texts.includes(text)) texts.push(text);
          return texts.indexOf(text) + 1;
        };
        // The writer's format (db/schema/request-log.ts, `entries`).
        const entries = batch.map((line, n) =>
          [
            indexOf(line.method),
            indexOf(line.path),
            line.ip ? indexOf(line.ip) : '',
            line.status,
            line.durationMs,
            (times[n] - firstAt) * 1000,
          ].join(','),
        );
        const row = {
          userId: batch[0].userId,
          firstId: nextId,
          firstAt: new Date(firstAt),
          lastAt: new Date(Math.max(...times)),
          lines: batch.length,
          texts,
          entries: entries.join(' '),
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
