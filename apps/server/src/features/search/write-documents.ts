import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { searchDocuments } from '../../db/schema';
import { bumpOwnerRevisions } from './owner-revisions';
import { digestOf, type IndexedDocument } from './search-document';

const BATCH = 500;

/**
 * Writes documents into the index, replacing those with the same source and ref, in statements of
 * 500. PostgreSQL computes the weighted text vector and the title key as it stores each row; the
 * owners of private documents see their cached searches go stale.
 */
export async function writeDocuments(
  db: Executor,
  documents: (IndexedDocument & { ownerId: string | null })[],
): Promise<void> {
  if (documents.length === 0) return;
  const owners = documents.flatMap((d) => (d.ownerId ? [d.ownerId] : []));
  for (let at = 0; at < documents.length; at += BATCH) {
    const insert = db
      .insert(searchDocuments)
      .values(
        documents.slice(at, at + BATCH).map((d) => ({
          source: d.source,
          ref: d.ref,
          ownerId: d.ownerId,
          type: d.type,
          title: d.title,
          body: d.body,
          url: d.url,
          imageUrl: d.imageUrl ?? null,
          language: d.language ?? 'en',
          digest: digestOf(d),
        })),
      )
      .onConflictDoUpdate({
        target: [searchDocuments.source, searchDocuments.ref],
        set: {
          ownerId: sql`excluded.owner_id`,
          type: sql`excluded.type`,
          title: sql`excluded.title`,
          body: sql`excluded.body`,
          url: sql`excluded.url`,
          imageUrl: sql`excluded.image_url`,
          language: sql`excluded.language`,
          digest: sql`excluded.digest`,
          updatedAt: sql`now()`,
        },
      });
    // The last statement also raises the owners' revisions (one round trip for a creation).
    if (at + BATCH < documents.length) await insert;
    else await bumpOwnerRevisions(db, owners, insert.getSQL());
  }
}
