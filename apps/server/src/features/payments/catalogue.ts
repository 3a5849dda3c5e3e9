import {
  CREDIT_PACKAGE_IDS,
  PLANS,
  type CreditPackage,
  type CreditPackageId,
  type PaidBillingCycle,
  type PlanId,
} from '@atelier/contract';
import { MICROS_PER_CREDIT } from '../../lib/money';
import { INR_PER_USD_FALLBACK, YEARLY_MONTHS } from '../usage/plan-catalogue';

/** What an order buys, decided here from the catalogue and never taken from the client. */
export interface Purchase {
  kind: 'credits' | 'subscription';
  packageId: CreditPackageId | null;
  planId: PlanId | null;
  billingCycle: PaidBillingCycle | null;
  creditsMicros: number;
  usd: number;
  description: string;
  /** The team it is for (issue 37), bought by the signed-in owner or admin; else the buyer. */
  teamId?: string | null;
}

/** Credit packs (api-conventions.md): 1 USD per credit. */
const PACKAGE_CREDITS: Record<CreditPackageId, number> = {
  credits_5: 5,
  credits_10: 10,
  credits_25: 25,
  credits_50: 50,
  credits_100: 100,
};

const roundMoney = (value: number) => Math.round(value * 100) / 100;

export function packageView(id: CreditPackageId, inrPerUsd: number): CreditPackage {
  const credits = PACKAGE_CREDITS[id];
  return {
    id,
    credits,
    amount: credits,
    amount_inr: roundMoney(credits * inrPerUsd),
    price_usd: credits,
  };
}

export function allPackages(inrPerUsd: number): CreditPackage[] {
  return CREDIT_PACKAGE_IDS.map((id) => packageView(id, inrPerUsd));
}

export function creditPurchase(packageId: CreditPackageId): Purchase {
  const credits = PACKAGE_CREDITS[packageId];
  return {
    kind: 'credits',
    packageId,
    planId: null,
    billingCycle: null,
    creditsMicros: credits * MICROS_PER_CREDIT,
    usd: credits,
    description: `${credits} credits`,
  };
}

export function subscriptionPurchase(planId: PlanId, cycle: PaidBillingCycle): Purchase {
  const plan = PLANS[planId];
  const months = cycle === 'yearly' ? YEARLY_MONTHS : 1;
  return {
    kind: 'subscription',
    packageId: null,
    planId,
    billingCycle: cycle,
    creditsMicros: 0,
    usd: roundMoney(plan.price * months),
    description: `${plan.name} plan, ${cycle === 'yearly' ? '1 year' : '1 month'}`,
  };
}

/** Charges in INR use the live rate when there is one, else 83 per USD (api-conventions.md). */
export function inrPerUsdOf(rates: Record<string, number>, source: 'live' | 'fallback'): number {
  return source === 'live' && rates.INR ? rates.INR : INR_PER_USD_FALLBACK;
}

/** Paise for INR, cents for USD. */
export function minorUnits(amount: number): number {
  return Math.round(amount * 100);
}
