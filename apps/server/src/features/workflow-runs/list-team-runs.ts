import type { TeamWorkflowRunList } from '@atelier/contract';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users, workflowRuns, workflows } from '../../db/schema';
import { membershipOf } from '../teams/team-access';
import { runSummary } from './run-view';

/**
 * GET /api/teams/{id}/workflow-runs (issue 50): the runs the team's wallet paid, newest first
 * (the last 100), for any member to see what the shared credits went on. Not a member: 404.
 */
export async function listTeamRuns(
  db: Database,
  userId: string,
  teamId: string,
): Promise<TeamWorkflowRunList> {
  await membershipOf(db, teamId, userId);
  const rows = await db
    .select({ run: workflowRuns, workflowName: workflows.name, startedBy: users.fullName })
    .from(workflowRuns)
    .innerJoin(workflows, eq(workflows.id, workflowRuns.workflowId))
    .innerJoin(users, eq(users.id, workflowRuns.userId))
    .where(eq(workflowRuns.teamId, teamId))
    .orderBy(desc(workflowRuns.createdAt))
    .limit(100);
  return {
    runs: rows.map((row) => ({
      ...runSummary(row.run),
      workflow_name: row.workflowName,
      started_by: row.startedBy,
    })),
  };
}
