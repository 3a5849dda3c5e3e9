import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { searchDocuments } from '../../db/schema';
import { publicDocuments } from './public-documents';
import { digestOf } from './search-document';

const BATCH = 500;

/**
 * Brings the public part of the index in line with the help centre and the catalogues: writes
 * what changed (by digest), removes what is gone. Run at start and after staff change a template;
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

  for (let at = 0; at < changed.length; at += BATCH) {
    await db
      .insert(searchDocuments)
      .values(
        changed.slice(at, at + BATCH).map((d) => ({
          source: d.source,
          ref: d.ref,
          ownerId: null,
          type: d.type,
          title: d.title,
          body: d.body,
          url: d.url,
          imageUrl: d.imageUrl ?? null,
          digest: d.digest,
        })),
      )
      .onConflictDoUpdate({
        target: [searchDocuments.source, searchDocuments.ref],
        set: {
          type: sql`excluded.type`,
          title: sql`excluded.title`,
          body: sql`excluded.body`,
          url: sql`excluded.url`,
          imageUrl: sql`excluded.image_url`,
          digest: sql`excluded.digest`,
          updatedAt: new Date(),
        },
      });
  }
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
  return { written: changed.length, removed: gone.length };
}
