import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

const dialect = new PgDialect();

/**
 * Runs a hot-path statement as a named prepared statement: PostgreSQL parses and plans it once per
 * connection instead of on every call (a third of the CPU of the ledger's CTEs, ADR 007; half of a
 * search's). `name` must stand for one SQL text: statements that differ need different names.
 */
export async function prepared<T>(db: Database, name: string, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await db.$client.query<T & Record<string, unknown>>({
    name,
    text,
    values: params,
  });
  return result.rows;
}
