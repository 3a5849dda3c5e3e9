import type { Database } from '../../db/client';
import { workflowSteps, workflows, type UserRow } from '../../db/schema';
import { indexWorkflow } from '../search/user-documents';
import { trackUsage } from '../usage/track-usage';
import type { PlannedStep } from './plan-steps';
import { bumpWorkflowRevision } from './workflow-revision';

type WorkflowValues = Omit<typeof workflows.$inferInsert, 'userId' | 'id'>;

export interface NewStep extends PlannedStep {
  status?: 'pending' | 'in_progress' | 'completed' | 'blocked';
}

/**
 * Writes a new workflow and its steps (numbered 1..n in the given order) and counts one use of
 * the `workflows` daily limit, all in one transaction: a refusal (429, the limit dialog's text)
 * writes nothing and a failed write counts nothing. Create, create-from-template and import all
 * come through here; the workflow is indexed for its owner's search in the same transaction.
 */
export async function insertWorkflow(
  db: Database,
  user: UserRow,
  values: WorkflowValues,
  steps: NewStep[],
): Promise<string> {
  return db.transaction(async (tx) => {
    await trackUsage(tx as unknown as Database, user, 'workflows', 1);
    await bumpWorkflowRevision(tx as unknown as Database, user.id);
    const [row] = await tx
      .insert(workflows)
      .values({ ...values, userId: user.id })
      .returning({ id: workflows.id });
    if (!row) throw new Error('workflow was not created');
    if (steps.length > 0) {
      await tx.insert(workflowSteps).values(
        steps.map((step, index) => ({
          workflowId: row.id,
          stepNumber: index + 1,
          title: step.title,
          description: step.description,
          estimatedDuration: step.estimated_duration,
          recommendedTools: step.recommended_tools,
          deliverables: step.deliverables,
          status: step.status ?? 'pending',
        })),
      );
    }
    await indexWorkflow(tx, row.id);
    return row.id;
  });
}
