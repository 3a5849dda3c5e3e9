import type { Workflow } from '@atelier/contract';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { workflowSteps, workflows, type WorkflowStepRow } from '../../db/schema';
import { toWorkflowView } from './workflow-view';

/** The caller's workflows, newest first, with their steps: two queries, however many there are. */
export async function listWorkflows(db: Database, userId: string): Promise<Workflow[]> {
  const rows = await db
    .select()
    .from(workflows)
    .where(eq(workflows.userId, userId))
    .orderBy(desc(workflows.createdAt), desc(workflows.id));
  if (rows.length === 0) return [];
  const steps = await db
    .select()
    .from(workflowSteps)
    .where(
      inArray(
        workflowSteps.workflowId,
        rows.map((row) => row.id),
      ),
    );
  const byWorkflow = new Map<string, WorkflowStepRow[]>();
  for (const step of steps) {
    const list = byWorkflow.get(step.workflowId) ?? [];
    list.push(step);
    byWorkflow.set(step.workflowId, list);
  }
  return rows.map((row) => toWorkflowView(row, byWorkflow.get(row.id) ?? []));
}
