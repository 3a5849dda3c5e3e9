import { GATING_FEATURES, PLAN_IDS, PLANS, type AdminGatingResponse } from '@atelier/contract';
import { desc } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { planLimits } from '../../../db/schema';
import { catalogueLimits, currentLimits } from '../../usage/plan-catalogue';

const dailyOf = (limits: Record<string, number>) =>
  Object.fromEntries(GATING_FEATURES.map(({ key }) => [key, limits[key] ?? 0])) as Record<
    (typeof GATING_FEATURES)[number]['key'],
    number
  >;

/** GET /api/admin/features/gating: each plan's daily limits now, beside the catalogue's. */
export async function getGating(db: Executor): Promise<AdminGatingResponse> {
  const [limits, changes] = await Promise.all([
    currentLimits(db),
    db
      .select({ plan: planLimits.plan, at: planLimits.updatedAt, by: planLimits.updatedBy })
      .from(planLimits)
      .orderBy(desc(planLimits.updatedAt)),
  ]);
  return {
    features: GATING_FEATURES,
    plans: PLAN_IDS.map((plan) => {
      const last = changes.find((change) => change.plan === plan);
      return {
        plan,
        name: PLANS[plan].name,
        limits: dailyOf(limits[plan]),
        defaults: dailyOf(catalogueLimits(plan)),
        updated_at: last?.at.toISOString() ?? null,
        updated_by: last?.by ?? null,
      };
    }),
  };
}
