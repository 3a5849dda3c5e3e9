import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { workflows } from '../../db/schema';
import { unindex } from '../search/user-documents';
import { ownWorkflowRow } from './own-workflow';
import { bumpWorkflowRevision } from './workflow-revision';

/** Deletes the caller's workflow; its steps go with it. */
export async function deleteWorkflow(db: Database, userId: string, id: string): Promise<void> {
  await ownWorkflowRow(db, userId, id);
  await db.transaction(async (tx) => {
    await tx.delete(workflows).where(eq(workflows.id, id));
    await unindex(tx, 'workflow', id);
    await bumpWorkflowRevision(tx as unknown as Database, userId);
  });
}
