import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { changeAndNotify } from './search-revisions';

/**
 * Raises the own-index revision of these users, in the transaction that changed their documents:
 * every process's cached results of their searches are stale from its commit.
 */
export async function bumpOwnerRevisions(
  db: Executor,
  userIds: string[],
  /** The change of their documents, run in the same statement (one round trip). */
  alongside?: SQL,
): Promise<void> {
  const owners = [...new Set(userIds)];
  if (owners.length === 0) {
    if (alongside) await db.execute(alongside);
    return;
  }
  await changeAndNotify(
    db,
    owners,
    sql`INSERT INTO search_owner_revisions (user_id, revision)
      SELECT id, 1 FROM unnest(string_to_array(${owners.join(',')}, ',')::uuid[]) AS id
      ON CONFLICT (user_id) DO UPDATE SET revision = search_owner_revisions.revision + 1
      RETURNING user_id::text AS part`,
    alongside,
  );
}
