import { AdminGatingBody } from '@atelier/contract';
import type { AdminGatingResponse, AdminPlanGating, FeatureType, PlanId } from '@atelier/contract';
import type { PlanLimitsChange } from '../api/update-gating';

/** What staff typed in the limit inputs, by plan and feature; untouched cells have no entry. */
export type LimitDrafts = Partial<Record<PlanId, Partial<Record<FeatureType, string>>>>;

/** A typed limit as a number; an empty input is no number at all, not 0. */
export function limitOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** What a cell shows: what was typed, else the limit as it stands. */
export function shownLimit(drafts: LimitDrafts, plan: AdminPlanGating, feature: FeatureType) {
  return drafts[plan.plan]?.[feature] ?? String(plan.limits[feature]);
}

/** Per plan, only the features whose typed limit differs from the one that stands. */
export function changesOf(gating: AdminGatingResponse, drafts: LimitDrafts): PlanLimitsChange[] {
  return gating.plans.flatMap((plan) => {
    const limits: PlanLimitsChange['limits'] = {};
    for (const { key } of gating.features) {
      const typed = drafts[plan.plan]?.[key];
      if (typed !== undefined && limitOf(typed) !== plan.limits[key]) limits[key] = limitOf(typed);
    }
    return Object.keys(limits).length > 0 ? [{ plan: plan.plan, limits }] : [];
  });
}

/** Every feature of a plan that is off the catalogue's limit, sent back to it; null if none. */
export function resetOf(
  gating: AdminGatingResponse,
  plan: AdminPlanGating,
): PlanLimitsChange | null {
  const limits: PlanLimitsChange['limits'] = {};
  for (const { key } of gating.features) {
    if (plan.limits[key] !== plan.defaults[key]) limits[key] = null;
  }
  return Object.keys(limits).length > 0 ? { plan: plan.plan, limits } : null;
}

/** The contract's message for the first refused cell, named "Pro AI Prompts: ...", or null. */
export function invalidLimit(
  gating: AdminGatingResponse,
  changes: PlanLimitsChange[],
): string | null {
  for (const change of changes) {
    const checked = AdminGatingBody.safeParse({ limits: change.limits });
    if (checked.success) continue;
    const issue = checked.error.issues[0];
    const feature = gating.features.find(({ key }) => key === issue?.path[1]);
    const plan = gating.plans.find(({ plan }) => plan === change.plan);
    return `${plan?.name ?? change.plan} ${feature?.name ?? ''}: ${issue?.message ?? ''}`;
  }
  return null;
}
