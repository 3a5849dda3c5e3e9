import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../lib/package-paths';

interface Journal {
  entries: { tag: string }[];
}

/**
 * Applies the first `level` shipped migrations and no more: a restore loads the tables as they
 * were at the backup's level, and the next `npm start` applies the rest (data migrations
 * included) as it would have for the original database. drizzle's migrator takes a folder, so
 * this gives it a copy of the journal cut at that level.
 */
export async function migrateToLevel(url: string, level: number): Promise<void> {
  const source = migrationsFolder();
  const journal = JSON.parse(
    await readFile(path.join(source, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const folder = await mkdtemp(path.join(tmpdir(), 'atelier-migrations-'));
  try {
    const entries = journal.entries.slice(0, level);
    await mkdir(path.join(folder, 'meta'));
    await writeFile(
      path.join(folder, 'meta', '_journal.json'),
      JSON.stringify({ ...journal, entries }),
    );
    for (const { tag } of entries) {
      await copyFile(path.join(source, `${tag}.sql`), path.join(folder, `${tag}.sql`));
    }
    const client = new pg.Client({ connectionString: url, application_name: 'atelier-restore' });
    await client.connect();
    try {
      await migrate(drizzle(client), { migrationsFolder: folder });
    } finally {
      await client.end();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
