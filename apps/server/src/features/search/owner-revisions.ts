import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifySearchChanged } from './search-revisions';

/**
 * Raises the own-index revision of these users, in the transaction that changed their documents:
 * every process's cached results of their searches are stale from its commit.
 */
export async function bumpOwnerRevisions(db: Executor, userIds: string[]): Promise<void> {
  const owners = [...new Set(userIds)];
  if (owners.length === 0) return;
  await db.execute(sql`
    INSERT INTO search_owner_revisions (user_id, revision)
    SELECT id, 1 FROM unnest(string_to_array(${owners.join(',')}, ',')::uuid[]) AS id
    ON CONFLICT (user_id) DO UPDATE SET revision = search_owner_revisions.revision + 1`);
  await notifySearchChanged(db, owners);
}
