import { AUTH_MESSAGES, type FeatureType } from '@atelier/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { usageCounters, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { asPlanHolderIn } from '../teams/team-plan';
import { trackUsage } from './track-usage';
import { utcDay } from './utc-day';

/** The uses of a daily plan feature one piece of work spends (an image ad of 3 concepts: 3). */
export interface DailyUse {
  feature: FeatureType;
  count: number;
}

/**
 * Spends `use` for the user on the day of `at`, within their plan's limit as it stands (429 with
 * the Daily Limit Reached text past it). For work that runs as a job, which knows its user by id:
 * the plan is read here, so a plan bought a moment ago already counts. Work in a team whose plan
 * is paid counts against that plan's limits (issue 37).
 */
export async function spendDailyUse(
  db: Database,
  userId: string,
  use: DailyUse,
  at: Date,
  teamId?: string,
): Promise<void> {
  const [user] = await db
    .select({ id: users.id, subscriptionPlan: users.subscriptionPlan })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.notAuthenticated);
  await trackUsage(db, await asPlanHolderIn(db, user, teamId), use.feature, use.count, at);
}

/**
 * Gives back uses spent on the day of `at` by work that came to nothing (refused for credits,
 * failed, timed out or canceled): only what succeeded counts. Never below zero.
 */
export async function giveBackDailyUse(
  db: Executor,
  userId: string,
  use: DailyUse,
  at: Date,
): Promise<void> {
  await db
    .update(usageCounters)
    .set({ count: sql`greatest(${usageCounters.count} - ${use.count}, 0)` })
    .where(
      and(
        eq(usageCounters.userId, userId),
        eq(usageCounters.feature, use.feature),
        eq(usageCounters.day, utcDay(at)),
      ),
    );
}
