import type { AdminGatingBody, AdminPlanGating, PlanId } from '@atelier/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { planLimits } from '../../../db/schema';
import { auditBy, type Actor } from '../audit-log';
import { getGating } from './get-gating';

/**
 * PUT /api/admin/features/gating/{plan}: sets daily limits of a plan (null goes back to the
 * catalogue's), audited with the limits before and after in the same transaction. The limit
 * checks read plan_limits on every call, so the change applies from the next request.
 */
export async function updateGating(
  db: Database,
  actor: Actor,
  plan: PlanId,
  body: AdminGatingBody,
): Promise<AdminPlanGating> {
  await db.transaction(async (tx) => {
    const before = planOf(await getGating(tx), plan);
    for (const [feature, limit] of Object.entries(body.limits)) {
      if (limit === undefined) continue;
      if (limit === null || limit === before.defaults[feature as keyof typeof before.defaults]) {
        await tx
          .delete(planLimits)
          .where(and(eq(planLimits.plan, plan), eq(planLimits.feature, feature)));
        continue;
      }
      await tx
        .insert(planLimits)
        .values({ plan, feature, dailyLimit: limit, updatedBy: actor.adminEmail })
        .onConflictDoUpdate({
          target: [planLimits.plan, planLimits.feature],
          set: { dailyLimit: limit, updatedBy: actor.adminEmail, updatedAt: new Date() },
        });
    }
    const after = planOf(await getGating(tx), plan);
    await auditBy(tx, actor, 'features.gating_changed', plan, {
      before: before.limits,
      after: after.limits,
    });
  });
  return planOf(await getGating(db), plan);
}

function planOf(gating: { plans: AdminPlanGating[] }, plan: PlanId): AdminPlanGating {
  const found = gating.plans.find((p) => p.plan === plan);
  if (!found) throw new Error(`plan ${plan} missing from the gating view`);
  return found;
}
