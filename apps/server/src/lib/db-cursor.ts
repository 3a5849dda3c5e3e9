import type { Database } from '../db/client';

/**
 * The rows of one query, `batch` at a time, through a read-only transaction's cursor: however
 * many rows there are, memory holds one batch. Rows come as arrays of raw driver values in the
 * query's column order.
 */
export async function* cursorRows(
  db: Database,
  query: { sql: string; params: unknown[] },
  batch = 2000,
): AsyncGenerator<unknown[][]> {
  const client = await db.$client.connect();
  try {
    await client.query('BEGIN READ ONLY');
    await client.query({
      text: `DECLARE rows_out NO SCROLL CURSOR FOR ${query.sql}`,
      values: query.params,
    });
    for (;;) {
      const { rows } = await client.query<unknown[]>({
        text: `FETCH ${batch} FROM rows_out`,
        rowMode: 'array',
      });
      if (rows.length === 0) break;
      yield rows;
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
