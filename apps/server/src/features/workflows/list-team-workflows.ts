import type { TeamWorkflowsResponse } from '@atelier/contract';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users, workflowSteps, workflows, type WorkflowStepRow } from '../../db/schema';
import { membershipOf } from '../teams/team-access';
import { toWorkflowView } from './workflow-view';

/**
 * GET /api/teams/{id}/workflows (any member): the workflows members shared with the team, newest
 * first, each naming its owner; read-only to everyone but the owner (issue 37).
 */
export async function listTeamWorkflows(
  db: Database,
  userId: string,
  teamId: string,
): Promise<TeamWorkflowsResponse> {
  await membershipOf(db, teamId, userId);
  const rows = await db
    .select({ workflow: workflows, ownerName: users.fullName })
    .from(workflows)
    .innerJoin(users, eq(users.id, workflows.userId))
    .where(eq(workflows.teamId, teamId))
    .orderBy(desc(workflows.createdAt), desc(workflows.id));
  const ids = rows.map((row) => row.workflow.id);
  const steps =
    ids.length === 0
      ? []
      : await db.select().from(workflowSteps).where(inArray(workflowSteps.workflowId, ids));
  const byWorkflow = new Map<string, WorkflowStepRow[]>();
  for (const step of steps) {
    byWorkflow.set(step.workflowId, [...(byWorkflow.get(step.workflowId) ?? []), step]);
  }
  return {
    workflows: rows.map(({ workflow, ownerName }) => ({
      ...toWorkflowView(workflow, byWorkflow.get(workflow.id) ?? []),
      owner: { user_id: workflow.userId, full_name: ownerName },
    })),
  };
}
