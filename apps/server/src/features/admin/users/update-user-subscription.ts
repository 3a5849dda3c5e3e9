import { ADMIN_MESSAGES, type PlanId } from '@atelier/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema';
import { auditBy, type Actor } from '../audit-log';
import { findUser } from './find-user';

/**
 * POST /api/admin/users/{id}/update-subscription: the plan applies at once and has no end date
 * (no payment stands behind it: the detail shows it as assigned directly) until staff or a
 * purchase change it.
 */
export async function updateUserSubscription(
  db: Database,
  actor: Actor,
  userId: string,
  planId: PlanId,
) {
  await db.transaction(async (tx) => {
    const before = await findUser(tx, userId);
    await tx
      .update(users)
      .set({
        subscriptionPlan: planId,
        subscriptionCycle: null,
        subscriptionEndsAt: null,
        subscriptionCancelledAt: null,
        subscriptionRemindedAt: null,
        subscriptionGateway: null,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId));
    await auditBy(tx, actor, 'user.plan_changed', userId, {
      email: before.email,
      before: { plan: before.subscriptionPlan, ends_at: before.subscriptionEndsAt },
      after: { plan: planId },
    });
  });
  return { message: ADMIN_MESSAGES.subscriptionUpdated, subscription_plan: planId };
}
