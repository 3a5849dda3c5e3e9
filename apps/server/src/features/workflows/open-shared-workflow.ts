import { WORKFLOW_MESSAGES, type SharedWorkflow } from '@atelier/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { workflowShares, workflowSteps, workflows } from '../../db/schema';
import { hashToken } from '../../lib/auth/emailed-tokens';
import { AppError } from '../../lib/errors';
import { toWorkflowView } from './workflow-view';

/** The workflow behind a share link, for anyone holding it: 410 once the link has expired. */
export async function openSharedWorkflow(db: Database, token: string): Promise<SharedWorkflow> {
  const [found] = await db
    .select({ share: workflowShares, workflow: workflows })
    .from(workflowShares)
    .innerJoin(workflows, eq(workflows.id, workflowShares.workflowId))
    .where(eq(workflowShares.tokenHash, hashToken(token)));
  if (!found) throw new AppError('NOT_FOUND', WORKFLOW_MESSAGES.shareNotFound);
  if (found.share.expiresAt.getTime() <= Date.now()) {
    throw new AppError('GONE', WORKFLOW_MESSAGES.shareExpired, {
      expired_at: found.share.expiresAt.toISOString(),
    });
  }
  const steps = await db
    .select()
    .from(workflowSteps)
    .where(eq(workflowSteps.workflowId, found.workflow.id));
  const { id: _id, template_id: _template, ...view } = toWorkflowView(found.workflow, steps);
  return {
    workflow: { ...view, steps: view.steps.map(({ id: _stepId, ...step }) => step) },
    expires_at: found.share.expiresAt.toISOString(),
  };
}
