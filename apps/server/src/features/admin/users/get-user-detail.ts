import type { AdminUserDetailResponse } from '@atelier/contract';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  generationJobs,
  paymentOrders,
  usageCounters,
  workflows,
  type UserRow,
} from '../../../db/schema';
import { lookupCountry } from '../../../lib/geo';
import { microsToCredits } from '../../../lib/money';
import { planIdOf } from '../../usage/plan-catalogue';
import { utcDay } from '../../usage/utc-day';
import { findUser } from './find-user';

const NOT_AVAILABLE = 'Not available';

/** GET /api/admin/users/{id}: the account, what it made, and what stands behind its plan. */
export async function getUserDetail(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<AdminUserDetailResponse> {
  const user = await findUser(db, userId);
  const today = utcDay(now);
  const [made, workflowTotal, todays, order] = await Promise.all([
    db
      .select({ kind: generationJobs.kind, n: count() })
      .from(generationJobs)
      .where(and(eq(generationJobs.userId, userId), eq(generationJobs.status, 'succeeded')))
      .groupBy(generationJobs.kind),
    db.select({ n: count() }).from(workflows).where(eq(workflows.userId, userId)),
    db
      .select({ feature: usageCounters.feature, count: usageCounters.count })
      .from(usageCounters)
      .where(
        and(
          eq(usageCounters.userId, userId),
          eq(usageCounters.day, today),
          inArray(usageCounters.feature, ['image_generation', 'premium_image_generation']),
        ),
      ),
    billingRecord(db, user),
  ]);
  const madeOf = (kind: string) => made.find((row) => row.kind === kind)?.n ?? 0;
  const todayOf = (feature: string) => todays.find((row) => row.feature === feature)?.count ?? 0;
  const dailyUsage = {
    image_generation: todayOf('image_generation'),
    premium_image_generation: todayOf('premium_image_generation'),
    last_reset: `${today}T00:00:00.000Z`,
  };
  const plan = planIdOf(user.subscriptionPlan);
  const status = subscriptionStatus(user);
  const credits = microsToCredits(user.creditsMicros);
  const location = user.registrationIp ? lookupCountry(user.registrationIp) : null;
  return {
    user: {
      id: user.id,
      email: user.email,
      full_name: user.fullName,
      created_at: user.createdAt.toISOString(),
      last_login: user.lastLoginAt?.toISOString() ?? null,
      subscription_plan: plan,
      subscription_status: status,
      credits,
      image_credits: credits,
      is_active: user.isActive,
      email_verified: user.emailVerifiedAt !== null,
      two_factor_enabled: user.totpSecret !== null,
      registration_ip: user.registrationIp ?? NOT_AVAILABLE,
      registration_location: location ?? NOT_AVAILABLE,
      registration_device: user.registrationDevice ?? NOT_AVAILABLE,
      terms_agreed: user.termsAgreed,
      daily_usage: dailyUsage,
    },
    usage: {
      ai_prompts_used: madeOf('text'),
      images_generated: madeOf('image'),
      videos_generated: madeOf('video'),
      audio_generated: madeOf('audio'),
      prompt_generations: madeOf('prompt'),
      workflows_created: workflowTotal[0]?.n ?? 0,
      daily_usage: dailyUsage,
    },
    subscription: {
      plan,
      status,
      assigned_directly: order === null,
      start_date: order?.paidAt?.toISOString() ?? null,
      end_date: order ? (user.subscriptionEndsAt?.toISOString() ?? null) : null,
      billing_cycle: order ? user.subscriptionCycle : null,
      payment_gateway: order?.gateway ?? null,
    },
  };
}

function subscriptionStatus(user: UserRow): AdminUserDetailResponse['subscription']['status'] {
  if (planIdOf(user.subscriptionPlan) === 'starter') return 'free';
  return user.subscriptionCancelledAt ? 'cancelled' : 'active';
}

/**
 * The payment behind the current plan: the latest paid subscription order for it, while the plan
 * came from a gateway. A plan staff assigned (gateway cleared) or the free plan has none.
 */
async function billingRecord(db: Database, user: UserRow) {
  if (!user.subscriptionGateway || planIdOf(user.subscriptionPlan) === 'starter') return null;
  const [order] = await db
    .select({ gateway: paymentOrders.gateway, paidAt: paymentOrders.paidAt })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userId, user.id),
        eq(paymentOrders.kind, 'subscription'),
        eq(paymentOrders.status, 'paid'),
        eq(paymentOrders.planId, user.subscriptionPlan),
      ),
    )
    .orderBy(desc(paymentOrders.paidAt))
    .limit(1);
  return order ?? null;
}
