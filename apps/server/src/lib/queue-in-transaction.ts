import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Executor } from '../db/client';

/**
 * pg-boss's `db` option over an open transaction of ours, so a job is sent in the same commit as
 * the rows it is about (or not at all). pg-boss writes `$1`, `$2` ... placeholders; each becomes
 * a bound value of the ORM's query.
 */
export function inTransaction(tx: Executor): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = [];
      parts.forEach((part, index) => {
        chunks.push(index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`);
      });
      const result = await tx.execute(sql.join(chunks));
      return { rows: result.rows };
    },
  };
}
