import {
  FEATURE_NAMES,
  MESSAGES,
  UNLIMITED,
  type FeatureType,
  type TrackUsageResponse,
} from '@atelier/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { limitInfo } from './limit-info';
import { limitsOf, planIdOf } from './plan-catalogue';
import { utcDay } from './utc-day';

/**
 * Counts `count` uses of a feature today, in one statement that adds only while the total stays
 * within the plan's limit, so parallel calls can never push a counter past it. Over the limit:
 * 429 with the Daily Limit Reached text.
 */
export async function trackUsage(
  db: Database,
  user: Pick<UserRow, 'id' | 'subscriptionPlan'>,
  feature: FeatureType,
  count: number,
  now = new Date(),
): Promise<TrackUsageResponse> {
  const limit = (await limitsOf(db, planIdOf(user.subscriptionPlan)))[feature];
  const unlimited = limit === UNLIMITED;
  const { rows } = await db.execute<{ count: string }>(sql`
    INSERT INTO usage_counters (user_id, feature, day, count)
    SELECT ${user.id}, ${feature}, ${utcDay(now)}::date, ${count}::bigint
    WHERE ${unlimited}::boolean OR ${count}::bigint <= ${limit}::bigint
    ON CONFLICT (user_id, feature, day)
    DO UPDATE SET count = usage_counters.count + EXCLUDED.count
    WHERE ${unlimited}::boolean OR usage_counters.count + EXCLUDED.count <= ${limit}::bigint
    RETURNING count::text AS count`);
  const row = rows[0];
  if (!row) {
    throw new AppError(
      'TOO_MANY_REQUESTS',
      MESSAGES.limitDialogBody(limit, FEATURE_NAMES[feature]),
      // The text has figures in it: its code is named here (error-codes.ts).
      { code: 'common.limitDialogBody', feature_type: feature, limit },
    );
  }
  return { feature_type: feature, limit_info: limitInfo(limit, Number(row.count)) };
}
