import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { utcDay } from '../usage/utc-day';

/**
 * Images per user and UTC day, free and premium apart: not a limit (the free tier is unlimited and
 * paid images cost credits) but the daily usage the admin portal shows.
 */
export async function countImage(db: Database, userId: string, tier: 'free' | 'premium') {
  const feature = tier === 'free' ? 'image_generation' : 'premium_image_generation';
  await db.execute(sql`
    INSERT INTO usage_counters (user_id, feature, day, count)
    VALUES (${userId}, ${feature}, ${utcDay(new Date())}::date, 1)
    ON CONFLICT (user_id, feature, day) DO UPDATE SET count = usage_counters.count + 1`);
}
