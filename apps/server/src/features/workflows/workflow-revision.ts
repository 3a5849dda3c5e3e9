import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { workflowRevisions } from '../../db/schema';

/**
 * Marks the user's workflows as changed. Call it in the transaction that changes them, so the new
 * revision becomes visible together with the change (see workflow-list-cache.ts).
 */
export async function bumpWorkflowRevision(db: Database, userId: string): Promise<void> {
  await db
    .insert(workflowRevisions)
    .values({ userId })
    .onConflictDoUpdate({
      target: workflowRevisions.userId,
      set: { revision: sql`${workflowRevisions.revision} + 1` },
    });
}

/**
 * 0 for a user whose workflows were never changed through the API. Read on every list request,
 * so it is a named (prepared) statement straight on the pool, skipping the ORM's query building.
 */
export async function workflowRevision(db: Database, userId: string): Promise<number> {
  const { rows } = await db.$client.query<{ revision: string }>({
    name: 'workflow-revision',
    text: 'SELECT revision FROM workflow_revisions WHERE user_id = $1',
    values: [userId],
  });
  return Number(rows[0]?.revision ?? 0);
}
