import { z } from 'zod';
import { IsoDateTime } from './common';
import { FeatureTypeSchema, PlanIdSchema } from './plan-schemas';
import { FEATURE_TYPES, OTHER_LIMIT_KEYS } from './plans';
import { CurrentUser } from './user';

const perFeature = <T extends z.ZodType>(value: T) =>
  z.object(
    Object.fromEntries(FEATURE_TYPES.map((key) => [key, value])) as Record<
      (typeof FEATURE_TYPES)[number],
      T
    >,
  );

/** All eight limits of a plan; -1 is unlimited. */
export const PlanLimits = z.object(
  Object.fromEntries(
    [...FEATURE_TYPES, ...OTHER_LIMIT_KEYS].map((key) => [key, z.number().int()]),
  ) as Record<(typeof FEATURE_TYPES)[number] | (typeof OTHER_LIMIT_KEYS)[number], z.ZodNumber>,
);
export type PlanLimits = z.infer<typeof PlanLimits>;

/** Spec part 2, "Plan": prices per month, the yearly price is ten months. */
export const Plan = z.object({
  id: PlanIdSchema,
  name: z.string(),
  price: z.number(),
  price_inr: z.number(),
  yearly_price: z.number(),
  yearly_price_inr: z.number(),
  limits: PlanLimits,
  features: z.array(z.string()),
  has_image_generation: z.boolean(),
});
export type Plan = z.infer<typeof Plan>;

export const PlansResponse = z.object({ plans: z.array(Plan) });
export type PlansResponse = z.infer<typeof PlansResponse>;

export const FeatureTypeParams = z.object({ feature_type: FeatureTypeSchema });

export const LimitInfo = z.object({
  limit: z.number().int(),
  current_usage: z.number().int(),
  percentage_used: z.number(),
});
export type LimitInfo = z.infer<typeof LimitInfo>;

export const CheckLimitResponse = z.object({ can_use: z.boolean(), limit_info: LimitInfo });
export type CheckLimitResponse = z.infer<typeof CheckLimitResponse>;

export const TrackUsageBody = z.object({
  feature_type: FeatureTypeSchema,
  count: z.number().int().min(1).max(100).default(1),
});
export type TrackUsageBody = z.infer<typeof TrackUsageBody>;

export const TrackUsageResponse = z.object({
  feature_type: FeatureTypeSchema,
  limit_info: LimitInfo,
});
export type TrackUsageResponse = z.infer<typeof TrackUsageResponse>;

export const BILLING_CYCLES = ['monthly', 'yearly', 'one_time'] as const;

/** Spec part 2, "Usage response". */
export const UsageResponse = z.object({
  subscription_plan: PlanIdSchema,
  current_usage: perFeature(z.number().int()),
  limits: PlanLimits,
  usage_percentage: perFeature(z.number()),
  subscription: z.object({
    plan_name: z.string(),
    billing_cycle: z.enum(BILLING_CYCLES).nullable(),
    current_period_end: IsoDateTime.nullable(),
    cancelled: z.boolean(),
  }),
  plan: Plan,
});
export type UsageResponse = z.infer<typeof UsageResponse>;

export const BalanceResponse = z.object({ credits: z.number() });
export type BalanceResponse = z.infer<typeof BalanceResponse>;

export const CREDIT_ENTRY_TYPES = [
  'purchase',
  'video_generation',
  'image_generation',
  'optimization',
  'other',
] as const;

export const CreditHistoryEntry = z.object({
  id: z.string(),
  timestamp: IsoDateTime,
  type: z.enum(CREDIT_ENTRY_TYPES),
  description: z.string(),
  /** Positive for additions. */
  amount: z.number(),
  balance_after: z.number(),
});
export type CreditHistoryEntry = z.infer<typeof CreditHistoryEntry>;

export const CreditHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  /** How far back; the spec's page covers the last 7 days. */
  days: z.coerce.number().int().min(1).max(3650).default(7),
});
export type CreditHistoryQuery = z.infer<typeof CreditHistoryQuery>;

export const CreditHistoryResponse = z.object({
  history: z.array(CreditHistoryEntry),
  page: z.number().int(),
  total_pages: z.number().int(),
  total: z.number().int(),
  has_next: z.boolean(),
  has_prev: z.boolean(),
});
export type CreditHistoryResponse = z.infer<typeof CreditHistoryResponse>;

/** What the web app needs at start, in one call. */
export const InitDataResponse = z.object({
  user: CurrentUser,
  credits: z.number(),
  plan: Plan,
  usage: UsageResponse,
});
export type InitDataResponse = z.infer<typeof InitDataResponse>;
