import { PaymentGatewayId } from '@atelier/contract';
import type {
  BILLING_CYCLES,
  CreditPackage,
  CreditPackageId,
  PaidBillingCycle,
  PaymentResult,
  Plan,
  PlanId,
} from '@atelier/contract';

/** What a person is buying: a credit package, or a plan for a month or a year. */
export type Purchase =
  | { kind: 'credits'; packageId: CreditPackageId }
  | { kind: 'subscription'; planId: PlanId; cycle: PaidBillingCycle };

/** Message ids of the billing cycles' names ("Monthly"), translated where they are shown. */
export const CYCLE_LABELS: Record<(typeof BILLING_CYCLES)[number], string> = {
  monthly: 'billing.cycleMonthly',
  yearly: 'billing.cycleYearly',
  one_time: 'billing.cycleOneTime',
};

/** Spec part 2, section 9: a year costs ten months (the message id of "17% off, saves 2 months"). */
export const YEARLY_SAVING = 'billing.yearlySaving';

/** The gateways that take money; `phonepe` and any unknown name are only labels. */
export function payableGateway(name: string | null | undefined): PaymentGatewayId | null {
  const parsed = PaymentGatewayId.safeParse(name);
  return parsed.success ? parsed.data : null;
}

export interface PlanPrice {
  usd: number;
  inr: number;
}

export function planPrice(plan: Plan, cycle: PaidBillingCycle): PlanPrice {
  return cycle === 'yearly'
    ? { usd: plan.yearly_price, inr: plan.yearly_price_inr }
    : { usd: plan.price, inr: plan.price_inr };
}

export function packagePrice(pack: CreditPackage): PlanPrice {
  return { usd: pack.price_usd, inr: pack.amount_inr };
}

/**
 * Where a verified Razorpay payment leads when nothing else is waiting for it: back to the
 * subscription page with the credits added, or to the success page of a plan.
 */
export function razorpayPaidPath(result: PaymentResult): string {
  return result.kind === 'credits'
    ? `/subscription?payment=success&credits=${result.credits_added}`
    : '/subscription/success?gateway=razorpay';
}
