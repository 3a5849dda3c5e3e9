import { readFileSync } from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../lib/package-paths';

/** An arbitrary constant: every Atelier process takes the same lock before migrating. */
const MIGRATION_LOCK_KEY = 727_001;

/**
 * Applies the committed drizzle-kit migrations. Two processes starting together queue on a
 * PostgreSQL advisory lock, so the second finds the work done instead of racing the first.
 */
export async function runMigrations(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, application_name: 'atelier-migrate' });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

let shippedMigrations: number | undefined;

/** How many migrations this build ships, for the health check (read once: it cannot change). */
export function expectedMigrationCount(): number {
  if (shippedMigrations === undefined) {
    const journal = JSON.parse(
      readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    shippedMigrations = journal.entries.length;
  }
  return shippedMigrations;
}

export async function appliedMigrationCount(pool: pg.Pool): Promise<number> {
  const result = await pool.query<{ count: string }>(
    'SELECT count(*) AS count FROM drizzle.__drizzle_migrations',
  );
  return Number(result.rows[0]?.count ?? 0);
}
