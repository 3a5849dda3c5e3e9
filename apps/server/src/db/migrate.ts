import { readFileSync } from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { migrationsFolder } from '../lib/package-paths';
import { LOCK_KEYS, withAdvisoryLock } from './advisory-lock';

/**
 * Applies the committed drizzle-kit migrations and answers how many it applied. Two processes
 * starting together queue on a PostgreSQL advisory lock, so the second finds the work done (0)
 * instead of racing the first.
 */
export async function runMigrations(url: string): Promise<number> {
  return withAdvisoryLock(url, LOCK_KEYS.migrations, 'atelier-migrate', async (client) => {
    const before = await journalLength(client);
    await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
    return (await journalLength(client)) - before;
  });
}

/** How many migrations the database records as applied (none before the first run). */
async function journalLength(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ present: boolean }>(
    "SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present",
  );
  return rows[0]?.present ? appliedMigrationCount(client) : 0;
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

export async function appliedMigrationCount(pool: pg.Pool | pg.Client): Promise<number> {
  const result = await pool.query<{ count: string }>(
    'SELECT count(*) AS count FROM drizzle.__drizzle_migrations',
  );
  return Number(result.rows[0]?.count ?? 0);
}
