import {
  CREDIT_PACKAGE_IDS,
  FEATURE_TYPES,
  PLAN_IDS,
  PLANS,
  planFeatures,
} from '@atelier/contract';
import type {
  CreditHistoryEntry,
  CreditHistoryResponse,
  CreditPackage,
  CreditPackagesResponse,
  PaymentMethodsResponse,
  PaymentResult,
  Plan,
  PlanId,
  UsageResponse,
} from '@atelier/contract';
import type { MockRoutes } from './mock-api';

const INR = 83;

/** A plan as GET /subscription/plans shows it (yearly is ten months). */
export function makePlan(id: PlanId): Plan {
  const plan = PLANS[id];
  const yearly = Math.round(plan.price * 10 * 100) / 100;
  return {
    id,
    name: plan.name,
    price: plan.price,
    price_inr: Math.round(plan.price * INR * 100) / 100,
    yearly_price: yearly,
    yearly_price_inr: Math.round(yearly * INR * 100) / 100,
    limits: { ...plan.dailyLimits, ...plan.otherLimits },
    features: planFeatures(id, plan.dailyLimits),
    has_image_generation: true,
  };
}

export function makeUsage(
  plan: PlanId = 'starter',
  overrides: Partial<UsageResponse> = {},
): UsageResponse {
  const zero = Object.fromEntries(FEATURE_TYPES.map((key) => [key, 0])) as Record<
    (typeof FEATURE_TYPES)[number],
    number
  >;
  return {
    subscription_plan: plan,
    current_usage: zero,
    limits: makePlan(plan).limits,
    usage_percentage: zero,
    subscription: {
      plan_name: PLANS[plan].name,
      billing_cycle: plan === 'starter' ? null : 'monthly',
      current_period_end: plan === 'starter' ? null : '2099-02-01T00:00:00.000Z',
      cancelled: false,
    },
    plan: makePlan(plan),
    ...overrides,
  };
}

export function makePaymentMethods(
  overrides: Partial<PaymentMethodsResponse> = {},
): PaymentMethodsResponse {
  return {
    gateways: [
      {
        name: 'razorpay',
        display_name: 'Razorpay',
        enabled: true,
        note: 'Cards, UPI, net banking',
      },
      { name: 'paypal', display_name: 'PayPal', enabled: true, note: 'Charged in USD' },
      { name: 'phonepe', display_name: 'PhonePe', enabled: false, note: 'Coming soon' },
      {
        name: 'sandbox',
        display_name: 'Sandbox (test mode)',
        enabled: true,
        note: 'TEST MODE: no money moves.',
      },
    ],
    default_gateway: 'razorpay',
    razorpay_key_id: 'rzp_test_key',
    ...overrides,
  };
}

export function makePackages(): CreditPackagesResponse {
  const ordered: CreditPackage[] = CREDIT_PACKAGE_IDS.map((id) => {
    const credits = Number(id.replace('credits_', ''));
    return { id, credits, amount: credits, amount_inr: credits * INR, price_usd: credits };
  });
  return { packages: Object.fromEntries(ordered.map((pack) => [pack.id, pack])), ordered };
}

export function makeHistoryEntry(overrides: Partial<CreditHistoryEntry> = {}): CreditHistoryEntry {
  return {
    id: 'entry-1',
    timestamp: '2025-03-01T10:00:00.000Z',
    type: 'purchase',
    description: 'Bought 10 credits',
    amount: 10,
    balance_after: 22.35,
    ...overrides,
  };
}

export function makeHistory(
  entries: CreditHistoryEntry[] = [makeHistoryEntry()],
  overrides: Partial<CreditHistoryResponse> = {},
): CreditHistoryResponse {
  return {
    history: entries,
    page: 1,
    total_pages: entries.length > 0 ? 1 : 0,
    total: entries.length,
    has_next: false,
    has_prev: false,
    ...overrides,
  };
}

export function makePaymentResult(overrides: Partial<PaymentResult> = {}): PaymentResult {
  return {
    success: true,
    order_id: 'order_1',
    kind: 'credits',
    credits: 22.35,
    credits_added: 10,
    plan_id: null,
    billing_cycle: null,
    current_period_end: null,
    redirect_url: '/subscription?payment=success&credits=10',
    team_id: null,
    ...overrides,
  };
}

/** What the billing pages read on load, so a test lists only the calls it is about. */
export function billingApi(routes: MockRoutes = {}): MockRoutes {
  return {
    'GET /api/subscription/plans': { body: { plans: PLAN_IDS.map(makePlan) } },
    'GET /api/subscription/usage': { body: makeUsage() },
    'GET /api/subscription/payment-methods': { body: makePaymentMethods() },
    'GET /api/currency': {
      body: { country_code: 'US', currency: 'USD', rate: 1, rates: {}, source: 'fallback' },
    },
    'GET /api/credits/balance': { body: { credits: 12.3456 } },
    'GET /api/credits/history': { body: makeHistory() },
    'GET /api/credits/packages': { body: makePackages() },
    ...routes,
  };
}
