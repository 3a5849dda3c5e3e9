import { WORKFLOW_MESSAGES, type Workflow } from '@atelier/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { workflowSteps, workflows, type WorkflowRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { toWorkflowView } from './workflow-view';

/** The caller's workflow row; another user's is answered exactly like a missing one. */
export async function ownWorkflowRow(
  db: Database,
  userId: string,
  id: string,
): Promise<WorkflowRow> {
  const [row] = await db
    .select()
    .from(workflows)
    .where(and(eq(workflows.id, id), eq(workflows.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', WORKFLOW_MESSAGES.notFound);
  return row;
}

export async function ownWorkflow(db: Database, userId: string, id: string): Promise<Workflow> {
  const row = await ownWorkflowRow(db, userId, id);
  const steps = await db.select().from(workflowSteps).where(eq(workflowSteps.workflowId, id));
  return toWorkflowView(row, steps);
}
