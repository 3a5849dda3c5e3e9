import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { searchDocuments } from '../../db/schema';
import { publicDocuments } from './public-documents';
import { digestOf } from './search-document';
import { notifySearchChanged, PUBLIC_PART } from './search-revisions';
import { writeDocuments } from './write-documents';

/**
 * Brings the public part of the index in line with the help centre and the catalogues: writes
 * what changed (by digest), removes what is gone. Run before a process's first search and after
 * staff change a template;
 * a second run with nothing changed writes nothing.
 */
export async function syncPublicIndex(db: Database): Promise<{ written: number; removed: number }> {
  const documents = (await publicDocuments(db)).map((document) => ({
    ...document,
    digest: digestOf(document),
  }));
  const stored = await db
    .select({
      source: searchDocuments.source,
      ref: searchDocuments.ref,
      digest: searchDocuments.digest,
    })
    .from(searchDocuments)
    .where(isNull(searchDocuments.ownerId));
  const key = (d: { source: string; ref: string }) => `${d.source}\u0000${d.ref}`;
  const storedDigests = new Map(stored.map((row) => [key(row), row.digest]));
  const wanted = new Set(documents.map(key));
  const changed = documents.filter((d) => storedDigests.get(key(d)) !== d.digest);
  const gone = stored.filter((row) => !wanted.has(key(row)));

  await writeDocuments(
    db,
    changed.map((d) => ({ ...d, ownerId: null })),
  );
  for (const row of gone) {
    await db
      .delete(searchDocuments)
      .where(
        and(
          eq(searchDocuments.source, row.source),
          eq(searchDocuments.ref, row.ref),
          isNull(searchDocuments.ownerId),
        ),
      );
  }
  if (changed.length + gone.length > 0) {
    // The planner reaches public documents through their partial indexes only when it knows
    // they are there; without fresh statistics it walks all of them (ten times slower).
    await db.execute(sql`ANALYZE search_documents`);
    // Every process's cached public results are stale from here.
    await db.execute(
      sql`UPDATE search_index_state SET public_revision = public_revision + 1, updated_at = now()`,
    );
    await notifySearchChanged(db, [PUBLIC_PART]);
  }
  return { written: changed.length, removed: gone.length };
}
