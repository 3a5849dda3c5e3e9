import type { CheckLimitResponse, FeatureType } from '@atelier/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { usageCounters, type UserRow } from '../../db/schema';
import { canUse, limitInfo } from './limit-info';
import { limitsOf, planIdOf } from './plan-catalogue';
import { utcDay } from './utc-day';

/** Whether the user may use `feature` once more today, and where they stand. */
export async function checkLimit(
  db: Database,
  user: UserRow,
  feature: FeatureType,
  now = new Date(),
): Promise<CheckLimitResponse> {
  const limit = (await limitsOf(db, planIdOf(user.subscriptionPlan)))[feature];
  const [row] = await db
    .select({ count: usageCounters.count })
    .from(usageCounters)
    .where(
      and(
        eq(usageCounters.userId, user.id),
        eq(usageCounters.feature, feature),
        eq(usageCounters.day, utcDay(now)),
      ),
    );
  const used = row?.count ?? 0;
  return { can_use: canUse(limit, used), limit_info: limitInfo(limit, used) };
}
