import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

/** The ORM over the pool; `$client` is the pool, for statements the ORM cannot name. */
export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** The database or an open transaction of it: what a step that may run inside one accepts. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface DatabaseHandle {
  pool: pg.Pool;
  db: Database;
}

export function connectDatabase(url: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max, application_name: 'atelier' });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  return { pool, db: drizzle(pool, { schema }) };
}
