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

/**
 * A drizzle query built once per database handle (or transaction) and run as a named prepared
 * statement: a hot statement neither rebuilds its SQL in JavaScript on every call nor is parsed
 * and planned again by PostgreSQL on a connection that ran it before. Its parameters are
 * `sql.placeholder`s, given to `execute`.
 */
export function preparedOnce<E extends object, Q>(build: (db: E) => Q): (db: E) => Q {
  const built = new WeakMap<E, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
