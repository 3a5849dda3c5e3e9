/** Plain constants, free of zod, so the web app's landing page can import them cheaply. */
export const PLAN_IDS = ['starter', 'pro', 'growth', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** The five features counted per user and UTC day (spec part 1, section 3). */
export const FEATURE_TYPES = [
  'ai_prompts',
  'workflows',
  'ai_recommendations',
  'image_concepts',
  'video_concepts',
] as const;
export type FeatureType = (typeof FEATURE_TYPES)[number];

/** How a feature is named in the Daily Limit Reached dialog ("... daily limit of 15 AI Prompts ..."). */
export const FEATURE_NAMES: Record<FeatureType, string> = {
  ai_prompts: 'AI Prompts',
  workflows: 'Workflows',
  ai_recommendations: 'AI Recommendations',
  image_concepts: 'Image Concepts',
  video_concepts: 'Video Concepts',
};

/** -1 means unlimited. */
export const UNLIMITED = -1;

/** Limits a plan lists beside the five counted daily (spec part 2, "Plan"). */
export const OTHER_LIMIT_KEYS = [
  'premium_image_generation',
  'image_prompts',
  'ai_tools_access',
] as const;
export type OtherLimitKey = (typeof OTHER_LIMIT_KEYS)[number];
export type PlanLimitKey = FeatureType | OtherLimitKey;

export interface PlanDefinition {
  id: PlanId;
  name: string;
  /** USD per month. */
  price: number;
  dailyLimits: Record<FeatureType, number>;
  /**
   * Not given by the spec for any plan; decided in docs/decisions/007: paid images are gated by
   * credits on every plan (unlimited here), image prompts follow AI prompts, every plan reaches
   * every tool.
   */
  otherLimits: Record<OtherLimitKey, number>;
  /** What the plan card lists after its limits (see planFeatures). */
  perks: string[];
}

const OPEN_TOOLS = { premium_image_generation: UNLIMITED, ai_tools_access: UNLIMITED };

/**
 * Starter limits are decided in the brief (api-conventions.md); pro, growth and enterprise are the
 * spec's upgrade-dialog figures (part 1, section 9).
 */
export const PLANS: Record<PlanId, PlanDefinition> = {
  starter: {
    id: 'starter',
    name: 'Starter',
    price: 0,
    dailyLimits: {
      ai_prompts: 15,
      workflows: 3,
      ai_recommendations: 5,
      image_concepts: 5,
      video_concepts: 3,
    },
    otherLimits: { ...OPEN_TOOLS, image_prompts: 15 },
    perks: ['Unlimited free image generation', 'Paid tools with prepaid credits'],
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    price: 3.49,
    dailyLimits: {
      ai_prompts: 50,
      workflows: 10,
      ai_recommendations: 20,
      image_concepts: 15,
      video_concepts: 15,
    },
    otherLimits: { ...OPEN_TOOLS, image_prompts: 50 },
    perks: ['Everything in Starter'],
  },
  growth: {
    id: 'growth',
    name: 'Growth',
    price: 11.49,
    dailyLimits: {
      ai_prompts: 200,
      workflows: 50,
      ai_recommendations: 100,
      image_concepts: 50,
      video_concepts: 50,
    },
    otherLimits: { ...OPEN_TOOLS, image_prompts: 200 },
    perks: ['Everything in Pro'],
  },
  enterprise: {
    id: 'enterprise',
    name: 'Enterprise',
    price: 49.49,
    dailyLimits: {
      ai_prompts: UNLIMITED,
      workflows: 200,
      ai_recommendations: 300,
      image_concepts: 150,
      video_concepts: 150,
    },
    otherLimits: { ...OPEN_TOOLS, image_prompts: UNLIMITED },
    perks: ['Everything in Growth'],
  },
};

/** "15 AI prompts a day", "Unlimited AI prompts", or "No workflows" for a limit of 0. */
function limitLine(limit: number, what: string): string {
  if (limit === UNLIMITED) return `Unlimited ${what}`;
  if (limit === 0) return `No ${what}`;
  return `${limit} ${what} a day`;
}

/** The plan card's list: its daily limits as they stand (staff may change them), then its perks. */
export function planFeatures(plan: PlanId, limits: Record<FeatureType, number>): string[] {
  return [
    limitLine(limits.ai_prompts, 'AI prompts'),
    limitLine(limits.workflows, 'workflows'),
    limitLine(limits.ai_recommendations, 'AI tool recommendations'),
    limitLine(limits.image_concepts, 'image concepts'),
    limitLine(limits.video_concepts, 'video concepts'),
    ...PLANS[plan].perks,
  ];
}

/** The upgrade ladder: starter to pro, pro to growth, growth to enterprise; enterprise has none. */
export function nextPlan(plan: PlanId): PlanId | null {
  const index = PLAN_IDS.indexOf(plan);
  return PLAN_IDS[index + 1] ?? null;
}

/** "pro" -> "Pro"; unknown values are capitalised the same way. */
export function planLabel(plan: string): string {
  return plan.charAt(0).toUpperCase() + plan.slice(1);
}
