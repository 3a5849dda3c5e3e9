import { z } from 'zod';
import { IsoDateTime } from './common';
import { PlanIdSchema } from './plan-schemas';
import { PLAN_IDS, PLANS } from './plans';

/**
 * Payments (spec part 2, "Payments", "Checkout flow"; api-conventions.md). Every amount is decided
 * by the server from its catalogue; the client only names a package or a plan and a cycle.
 */

/** Gateways that take money. `phonepe` is only a label (spec: "appears only as a label"). */
export const PAYMENT_GATEWAYS = ['razorpay', 'paypal', 'sandbox'] as const;
export const PaymentGatewayId = z.enum(PAYMENT_GATEWAYS);
export type PaymentGatewayId = z.infer<typeof PaymentGatewayId>;

/** Spec part 2, "Payment gateway". */
export const PaymentGateway = z.object({
  name: z.string(),
  display_name: z.string(),
  enabled: z.boolean(),
  note: z.string(),
});
export type PaymentGateway = z.infer<typeof PaymentGateway>;

export const PaymentMethodsResponse = z.object({
  gateways: z.array(PaymentGateway),
  /** The gateway selected first: razorpay by the spec, else the first enabled one. */
  default_gateway: z.string().nullable(),
  /** Razorpay's public key id, for checkout.js; null when Razorpay is off. */
  razorpay_key_id: z.string().nullable(),
});
export type PaymentMethodsResponse = z.infer<typeof PaymentMethodsResponse>;

/** Subscriptions are one-time payments for a month or a year (api-conventions.md). */
export const PAID_BILLING_CYCLES = ['monthly', 'yearly'] as const;
export const PaidBillingCycle = z.enum(PAID_BILLING_CYCLES);
export type PaidBillingCycle = z.infer<typeof PaidBillingCycle>;

export const CREDIT_PACKAGE_IDS = [
  'credits_5',
  'credits_10',
  'credits_25',
  'credits_50',
  'credits_100',
] as const;
export const CreditPackageId = z.enum(CREDIT_PACKAGE_IDS, {
  error: 'Unknown credit package.',
});
export type CreditPackageId = z.infer<typeof CreditPackageId>;

/** Spec part 2, "Credit package". */
export const CreditPackage = z.object({
  id: CreditPackageId,
  credits: z.number(),
  /** USD. */
  amount: z.number(),
  amount_inr: z.number(),
  price_usd: z.number(),
});
export type CreditPackage = z.infer<typeof CreditPackage>;

/** Keyed by id (spec), plus the same packages in display order. */
export const CreditPackagesResponse = z.object({
  packages: z.record(z.string(), CreditPackage),
  ordered: z.array(CreditPackage),
});
export type CreditPackagesResponse = z.infer<typeof CreditPackagesResponse>;

export const PackageQuery = z.object({ package_id: CreditPackageId });
export type PackageQuery = z.infer<typeof PackageQuery>;

/**
 * The plans on sale. The free plan is refused with a message of its own (400 "nothing to pay
 * for"), so the schema keeps every id and only the document lists the paid ones.
 */
const PaidPlanId = PlanIdSchema.meta({
  enum: PLAN_IDS.filter((id) => PLANS[id].price > 0),
});

export const SubscriptionOrderBody = z.object({
  plan_id: PaidPlanId,
  billing_cycle: PaidBillingCycle,
  success_url: z.string().max(2000).optional(),
  cancel_url: z.string().max(2000).optional(),
});
export type SubscriptionOrderBody = z.infer<typeof SubscriptionOrderBody>;

/** A Razorpay order, ready for checkout.js. `amount` is in paise, as checkout.js wants it. */
export const RazorpayOrderResponse = z.object({
  success: z.literal(true),
  order_id: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  key_id: z.string(),
  description: z.string(),
});
export type RazorpayOrderResponse = z.infer<typeof RazorpayOrderResponse>;

const razorpayPayment = {
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
};

export const CreditsRazorpayVerifyBody = z.object({
  ...razorpayPayment,
  package_id: CreditPackageId,
});
export type CreditsRazorpayVerifyBody = z.infer<typeof CreditsRazorpayVerifyBody>;

export const SubscriptionRazorpayVerifyBody = z.object({
  ...razorpayPayment,
  plan_id: PlanIdSchema,
  billing_cycle: PaidBillingCycle,
});
export type SubscriptionRazorpayVerifyBody = z.infer<typeof SubscriptionRazorpayVerifyBody>;

/** PayPal and the sandbox answer an address the browser goes to, to approve the payment. */
export const ApprovalResponse = z.object({
  success: z.literal(true),
  order_id: z.string(),
  approval_url: z.string(),
});
export type ApprovalResponse = z.infer<typeof ApprovalResponse>;

/** What a successful verification (or sandbox approval) answers; `credits` is the new balance. */
export const PaymentResult = z.object({
  success: z.literal(true),
  order_id: z.string(),
  kind: z.enum(['credits', 'subscription']),
  credits: z.number(),
  credits_added: z.number(),
  plan_id: PlanIdSchema.nullable(),
  billing_cycle: PaidBillingCycle.nullable(),
  current_period_end: IsoDateTime.nullable(),
  /** Where the browser goes next (the subscription page or the success page). */
  redirect_url: z.string(),
  /** The team the purchase was for (issue 37): `credits` is then its wallet's balance. */
  team_id: z.string().nullable(),
});
export type PaymentResult = z.infer<typeof PaymentResult>;

/** The sandbox checkout page's view of an order. */
export const SandboxOrder = z.object({
  order_id: z.string(),
  kind: z.enum(['credits', 'subscription']),
  description: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(['created', 'paid', 'failed', 'cancelled']),
  /** The team the purchase is for (issue 37), or null. */
  team_id: z.string().nullable(),
});
export type SandboxOrder = z.infer<typeof SandboxOrder>;

export const OrderParams = z.object({ order_id: z.string().min(1).max(100) });

export const CancelSubscriptionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  current_period_end: IsoDateTime.nullable(),
});
export type CancelSubscriptionResponse = z.infer<typeof CancelSubscriptionResponse>;

/** The visitor's country and currency, from the request's IP, with the rate from USD. */
export const CurrencyResponse = z.object({
  country_code: z.string(),
  currency: z.string(),
  /** Units of `currency` per USD. */
  rate: z.number(),
  rates: z.record(z.string(), z.number()),
  source: z.enum(['live', 'fallback']),
});
export type CurrencyResponse = z.infer<typeof CurrencyResponse>;

/** Spec part 2, "Fallback exchange rates" (per USD). */
export const FALLBACK_RATES: Record<string, number> = {
  USD: 1,
  EUR: 0.85,
  GBP: 0.73,
  INR: 83.12,
  CAD: 1.25,
  AUD: 1.35,
  JPY: 110,
};

/** Spec part 2, "Payments (alerts)". */
export const PAYMENT_MESSAGES = {
  cancelled: 'Payment was cancelled. No charges were made.',
  failed: 'Payment failed. Please try again or contact support.',
  cancelFailed: 'Failed to cancel subscription. Please try again.',
  processFailed: 'Failed to process payment. Please try again.',
  verifyFailed: 'Payment verification failed. Please contact support.',
  razorpayMissing: 'Razorpay is not available. Please refresh the page and try again.',
  initiateFailed: 'Failed to initiate payment. Please try again.',
  paypalFailed: 'PayPal subscription failed. Please try again or use a different payment method.',
} as const;
