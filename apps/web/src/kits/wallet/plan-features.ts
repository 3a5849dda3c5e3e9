import { FEATURE_TYPES, PLANS, UNLIMITED } from '@atelier/contract';
import type { FeatureType, Plan } from '@atelier/contract';
import type { Translate } from '../../lib/i18n/i18n';

/**
 * The plan card's list in the interface language: the lines `planFeatures` (contract) writes in
 * English, made here from the plan's limits and perks (issue 35).
 */
const LIMIT_LINES: Record<FeatureType, string> = {
  ai_prompts: 'billing.limitAiPrompts',
  workflows: 'billing.limitWorkflows',
  ai_recommendations: 'billing.limitAiRecommendations',
  image_concepts: 'billing.limitImageConcepts',
  video_concepts: 'billing.limitVideoConcepts',
};

/** The perks the contract lists, by their English text; another is shown as it is. */
const PERKS: Record<string, { id: string; values?: Record<string, unknown> }> = {
  'Unlimited free image generation': { id: 'billing.perkFreeImages' },
  'Paid tools with prepaid credits': { id: 'billing.perkPaidTools' },
  'Everything in Starter': { id: 'billing.perkEverythingIn', values: { plan: 'Starter' } },
  'Everything in Pro': { id: 'billing.perkEverythingIn', values: { plan: 'Pro' } },
  'Everything in Growth': { id: 'billing.perkEverythingIn', values: { plan: 'Growth' } },
};

function limitKind(limit: number): string {
  if (limit === UNLIMITED) return 'unlimited';
  return limit === 0 ? 'none' : 'daily';
}

export function planFeatureLines(t: Translate, plan: Plan): string[] {
  const limits = FEATURE_TYPES.map((feature) =>
    t(LIMIT_LINES[feature], {
      kind: limitKind(plan.limits[feature]),
      limit: plan.limits[feature],
    }),
  );
  const perks = PLANS[plan.id].perks.map((perk) => {
    const message = PERKS[perk];
    return message ? t(message.id, message.values) : perk;
  });
  return [...limits, ...perks];
}
