import type { PaidBillingCycle, PaymentResult, PlanId } from '@atelier/contract';
import { PLANS } from '@atelier/contract';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/errors';
import { balanceOf, credit } from '../../lib/ledger';
import { creditTeam, teamBalanceOf } from '../../lib/team-wallet';
import { recordTeamEvent } from '../teams/team-activity';
import { microsToCredits } from '../../lib/money';
import { users } from '../../db/schema';
import { queueMail } from '../../jobs/mail';
import { languageOf } from '../../lib/language';
import { brandOf } from '../auth/brand';
import { planIdOf } from '../usage/plan-catalogue';
import { receiptEmail } from './emails';
import type { OrderRow } from './orders';

/** What the gateway says was paid. */
export interface PaymentEvidence {
  gatewayPaymentId: string;
  amountMinor: number;
  currency: string;
}

type FulfilDeps = Pick<AppDeps, 'db' | 'principals' | 'webhooks' | 'queue' | 'config'>;

/**
 * Gives the user what a paid order bought, exactly once however many verifications and webhooks
 * arrive, in any order: credits through the ledger under the order's idempotency key, a plan
 * through a status change that only one caller can make. A payment whose amount differs from
 * the order changes nothing. A team's order (issue 37) fills the team's wallet or gives the team
 * the plan, and is recorded in its activity log.
 */
export async function fulfilOrder(
  deps: FulfilDeps,
  order: OrderRow,
  evidence: PaymentEvidence,
): Promise<PaymentResult> {
  if (evidence.amountMinor !== order.amountMinor || evidence.currency !== order.currency) {
    throw new AppError('BAD_REQUEST', 'The payment amount does not match the order.');
  }
  if (order.kind === 'credits' && order.teamId) {
    await creditTeam(deps.db, {
      teamId: order.teamId,
      userId: order.userId,
      kind: 'purchase',
      amountMicros: order.creditsMicros,
      description: `Purchased ${microsToCredits(order.creditsMicros)} credits (${order.gateway})`,
      reference: order.id,
      idempotencyKey: `order:${order.id}`,
    });
  } else if (order.kind === 'credits' && order.userId) {
    await credit(deps.db, {
      userId: order.userId,
      kind: 'purchase',
      amountMicros: order.creditsMicros,
      displayType: 'purchase',
      description: `Purchased ${microsToCredits(order.creditsMicros)} credits (${order.gateway})`,
      reference: order.id,
      idempotencyKey: `order:${order.id}`,
    });
  }
  // The order turns paid once; that commit also writes the payment.succeeded webhook event.
  const { endsAt, paidNow } = await deps.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ ends_at: string | null; paid: boolean }>(sql`
      WITH paid AS (
        UPDATE payment_orders
        SET status = 'paid', gateway_payment_id = ${evidence.gatewayPaymentId}, paid_at = now()
        WHERE id = ${order.id} AND status <> 'paid'
        RETURNING user_id, team_id, kind, plan_id, billing_cycle, gateway
      ),
      plan AS (
        UPDATE users SET
          subscription_plan = paid.plan_id,
          subscription_cycle = paid.billing_cycle,
          subscription_ends_at = now() + CASE WHEN paid.billing_cycle = 'yearly'
            THEN interval '1 year' ELSE interval '1 month' END,
          subscription_cancelled_at = NULL,
          subscription_reminded_at = NULL,
          subscription_gateway = paid.gateway,
          updated_at = now()
        FROM paid
        WHERE users.id = paid.user_id AND paid.kind = 'subscription' AND paid.team_id IS NULL
        RETURNING subscription_ends_at AS ends_at
      ),
      team_plan AS (
        UPDATE teams SET
          plan_id = paid.plan_id,
          plan_cycle = paid.billing_cycle,
          plan_ends_at = now() + CASE WHEN paid.billing_cycle = 'yearly'
            THEN interval '1 year' ELSE interval '1 month' END,
          plan_cancelled_at = NULL,
          plan_gateway = paid.gateway
        FROM paid
        WHERE teams.id = paid.team_id AND paid.kind = 'subscription'
        RETURNING plan_ends_at AS ends_at
      )
      SELECT (SELECT to_json(ends_at) #>> '{}' FROM (
          SELECT ends_at FROM plan UNION ALL SELECT ends_at FROM team_plan) ended) AS ends_at,
        EXISTS (SELECT 1 FROM paid) AS paid`);
    const row = rows[0];
    if (row?.paid && order.userId) {
      await deps.webhooks.emit(tx, {
        userId: order.userId,
        type: 'payment.succeeded',
        data: paymentData(order, evidence, row.ends_at),
      });
    }
    if (row?.paid && order.teamId && order.userId) {
      await recordTeamEvent(tx, {
        teamId: order.teamId,
        actorId: order.userId,
        action: order.kind === 'subscription' ? 'plan.purchased' : 'wallet.purchased',
        details:
          order.kind === 'subscription'
            ? { plan_id: order.planId, billing_cycle: order.billingCycle }
            : { amount: microsToCredits(order.creditsMicros) },
      });
    }
    return { endsAt: row?.ends_at ?? null, paidNow: row?.paid === true };
  });
  deps.webhooks.wake();
  if (order.userId) deps.principals.forgetUser(order.userId);
  // Only the call that turned the order paid sends the receipt, so it goes once.
  if (paidNow && order.userId) await sendReceipt(deps, order, order.userId, endsAt);
  return resultOf(deps, order, endsAt);
}

/** The receipt, in the account's language. The payment stands if it cannot be queued. */
async function sendReceipt(
  deps: FulfilDeps,
  order: OrderRow,
  userId: string,
  endsAt: string | null,
): Promise<void> {
  try {
    const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
    if (!user) return;
    await queueMail(
      { db: deps.db, boss: deps.queue.boss },
      receiptEmail(brandOf(deps.config), {
        to: user.email,
        name: user.fullName,
        language: languageOf(user.preferences),
        orderId: order.id,
        paidAt: new Date(),
        amountMinor: order.amountMinor,
        currency: order.currency,
        gateway: order.gateway,
        creditsAdded: microsToCredits(order.creditsMicros),
        // A team's purchase reports the wallet it filled.
        balance: microsToCredits(
          order.teamId ? await teamBalanceOf(deps.db, order.teamId) : user.creditsMicros,
        ),
        plan:
          order.kind === 'subscription' && order.planId && endsAt
            ? { name: PLANS[planIdOf(order.planId)].name, endsAt: new Date(endsAt) }
            : null,
      }),
    );
  } catch (error) {
    console.warn('The receipt of order %s was not queued: %s', order.id, error);
  }
}

function paymentData(
  order: OrderRow,
  evidence: PaymentEvidence,
  endsAt: string | null,
): Record<string, unknown> {
  return {
    order_id: order.id,
    kind: order.kind === 'subscription' ? 'subscription' : 'credits',
    team_id: order.teamId,
    gateway: order.gateway,
    amount: order.amountMinor / 100,
    currency: order.currency,
    credits_added: microsToCredits(order.creditsMicros),
    plan_id: order.planId,
    billing_cycle: order.billingCycle,
    current_period_end: endsAt ? new Date(endsAt).toISOString() : null,
    gateway_payment_id: evidence.gatewayPaymentId,
  };
}

async function resultOf(
  deps: FulfilDeps,
  order: OrderRow,
  endsAt: string | null,
): Promise<PaymentResult> {
  const creditsAdded = microsToCredits(order.creditsMicros);
  const periodEnd = endsAt ?? (await currentPeriodEnd(deps, order));
  return {
    success: true,
    order_id: order.id,
    kind: order.kind === 'subscription' ? 'subscription' : 'credits',
    credits: await balanceAfter(deps, order),
    credits_added: creditsAdded,
    plan_id: order.planId as PlanId | null,
    billing_cycle: order.billingCycle as PaidBillingCycle | null,
    current_period_end: periodEnd ? new Date(periodEnd).toISOString() : null,
    redirect_url: returnAddress(order, creditsAdded),
    team_id: order.teamId,
  };
}

/**
 * Where the browser lands after paying, naming the order and what it cost, so the page can tell
 * the advertising pixels once (a payment that comes back through the server, as PayPal's does,
 * is otherwise unknown to the browser).
 */
function returnAddress(order: OrderRow, creditsAdded: number): string {
  const paid = new URLSearchParams({
    order: order.id,
    amount: String(order.amountMinor / 100),
    currency: order.currency,
  }).toString();
  if (order.teamId) {
    const what = order.kind === 'subscription' ? `plan=${order.planId}` : `credits=${creditsAdded}`;
    return `/teams?team=${order.teamId}&tab=wallet&payment=success&${what}&${paid}`;
  }
  return order.kind === 'subscription'
    ? `/subscription/success?gateway=${order.gateway}&${paid}`
    : `/subscription?payment=success&credits=${creditsAdded}&${paid}`;
}

/** The balance the payment filled: the team's wallet for a team's order, else the buyer's. */
async function balanceAfter(deps: FulfilDeps, order: OrderRow): Promise<number> {
  if (order.teamId) return microsToCredits(await teamBalanceOf(deps.db, order.teamId));
  return order.userId ? microsToCredits(await balanceOf(deps.db, order.userId)) : 0;
}

/** A repeated confirmation answers the period the first one started. */
async function currentPeriodEnd(deps: FulfilDeps, order: OrderRow): Promise<string | null> {
  if (order.kind !== 'subscription') return null;
  if (!order.teamId && !order.userId) return null;
  const { rows } = await deps.db.execute<{ ends_at: string | null }>(
    order.teamId
      ? sql`SELECT to_json(plan_ends_at) #>> '{}' AS ends_at FROM teams WHERE id = ${order.teamId}`
      : sql`SELECT to_json(subscription_ends_at) #>> '{}' AS ends_at FROM users WHERE id = ${order.userId}`,
  );
  return rows[0]?.ends_at ?? null;
}
