import type { Workflow } from '@atelier/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { workflows } from '../../db/schema';
import { membershipOf } from '../teams/team-access';
import { ownWorkflow, ownWorkflowRow } from './own-workflow';
import { bumpWorkflowRevision } from './workflow-revision';

/**
 * PUT /api/workflows/{id}/team: the owner shares their workflow with one of their teams (404 for
 * a team they are not in), or stops sharing it (null). One team at a time (issue 37).
 */
export async function shareWithTeam(
  db: Database,
  userId: string,
  workflowId: string,
  teamId: string | null,
): Promise<Workflow> {
  await ownWorkflowRow(db, userId, workflowId);
  if (teamId) await membershipOf(db, teamId, userId);
  await db.transaction(async (tx) => {
    await tx.update(workflows).set({ teamId }).where(eq(workflows.id, workflowId));
    // The owner's cached list shows the workflow's team: it must be read again.
    await bumpWorkflowRevision(tx as unknown as Database, userId);
  });
  return ownWorkflow(db, userId, workflowId);
}
