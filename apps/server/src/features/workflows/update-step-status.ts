import { WORKFLOW_MESSAGES, type Workflow } from '@atelier/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { workflowSteps } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { ownWorkflow, ownWorkflowRow } from './own-workflow';
import { bumpWorkflowRevision } from './workflow-revision';

/**
 * Moves one step to a status; the workflow is completed when every step is, active otherwise,
 * and its progress (the share of completed steps) follows.
 */
export async function updateStepStatus(
  db: Database,
  userId: string,
  input: { workflowId: string; stepId: string; status: string },
): Promise<Workflow> {
  await ownWorkflowRow(db, userId, input.workflowId);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(workflowSteps)
      .set({ status: input.status })
      .where(
        and(eq(workflowSteps.id, input.stepId), eq(workflowSteps.workflowId, input.workflowId)),
      )
      .returning({ id: workflowSteps.id });
    if (updated.length === 0) throw new AppError('NOT_FOUND', WORKFLOW_MESSAGES.stepNotFound);
    await tx.execute(sql`
      UPDATE workflows SET updated_at = now(),
        status = CASE WHEN NOT EXISTS (
          SELECT 1 FROM workflow_steps WHERE workflow_id = ${input.workflowId} AND status <> 'completed'
        ) THEN 'completed' ELSE 'active' END
      WHERE id = ${input.workflowId}`);
    await bumpWorkflowRevision(tx as unknown as Database, userId);
  });
  return ownWorkflow(db, userId, input.workflowId);
}
