import { randomBytes } from 'node:crypto';
import { WORKFLOW_SHARE_DAYS, type ShareWorkflowResponse } from '@atelier/contract';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { workflowShares } from '../../db/schema';
import { hashToken } from '../../lib/auth/emailed-tokens';
import { ownWorkflowRow } from './own-workflow';

const SHARE_LIFETIME_MS = WORKFLOW_SHARE_DAYS * 24 * 60 * 60 * 1000;

/**
 * A new read-only link to the caller's workflow, valid for 30 days. Links given out before stay
 * valid until their own expiry; expired ones of this workflow are swept on the way.
 */
export async function shareWorkflow(
  db: Database,
  publicUrl: string,
  userId: string,
  workflowId: string,
): Promise<ShareWorkflowResponse> {
  await ownWorkflowRow(db, userId, workflowId);
  const now = Date.now();
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now + SHARE_LIFETIME_MS);
  await db
    .delete(workflowShares)
    .where(
      and(eq(workflowShares.workflowId, workflowId), lt(workflowShares.expiresAt, new Date(now))),
    );
  await db.insert(workflowShares).values({ workflowId, tokenHash: hashToken(token), expiresAt });
  return {
    share_link: new URL(`/shared/workflows/${token}`, publicUrl).toString(),
    expires_at: expiresAt.toISOString(),
  };
}
