import type { CancelSubscriptionResponse } from '@atelier/contract';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/errors';

/**
 * Cancels a paid plan: nothing renews anyway, so cancelling records the wish and stops the
 * reminder; access stays until the period's end, when the expiry job returns the plan to starter.
 */
export async function cancelSubscription(
  deps: Pick<AppDeps, 'db' | 'principals'>,
  userId: string,
): Promise<CancelSubscriptionResponse> {
  const { rows } = await deps.db.execute<{ ends_at: string | null }>(sql`
    UPDATE users SET subscription_cancelled_at = coalesce(subscription_cancelled_at, now()),
      updated_at = now()
    WHERE id = ${userId} AND subscription_plan <> 'starter'
    RETURNING to_json(subscription_ends_at) #>> '{}' AS ends_at`);
  const row = rows[0];
  if (!row) throw new AppError('BAD_REQUEST', 'You have no paid plan to cancel.');
  deps.principals.forgetUser(userId);
  const endsAt = row.ends_at ? new Date(row.ends_at) : null;
  return {
    success: true,
    message: endsAt
      ? `Your subscription is cancelled. You keep your plan until ${endsAt.toUTCString().slice(0, 16)}.`
      : 'Your subscription is cancelled.',
    current_period_end: endsAt?.toISOString() ?? null,
  };
}
