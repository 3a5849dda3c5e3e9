import { describe, expect, it } from 'vitest';
import { FEATURE_TYPES, MESSAGES, nextPlan, PLAN_IDS, PLANS, planLabel } from './index';

describe('the plan catalogue', () => {
  it('climbs the ladder starter, pro, growth, enterprise and stops there', () => {
    expect(nextPlan('starter')).toBe('pro');
    expect(nextPlan('pro')).toBe('growth');
    expect(nextPlan('growth')).toBe('enterprise');
    expect(nextPlan('enterprise')).toBeNull();
  });

  it('gives every plan a limit for every tracked feature, each plan at least the one below', () => {
    for (const feature of FEATURE_TYPES) {
      const limits = PLAN_IDS.map((id) => PLANS[id].dailyLimits[feature]);
      const comparable = limits.map((limit) => (limit === -1 ? Infinity : limit));
      expect(comparable).toEqual([...comparable].sort((a, b) => a - b));
    }
  });

  it('has the spec prices per month', () => {
    expect(PLAN_IDS.map((id) => PLANS[id].price)).toEqual([0, 3.49, 11.49, 49.49]);
  });

  it('capitalises plan names for display', () => {
    expect(planLabel('enterprise')).toBe('Enterprise');
  });

  it('words the limit dialog as the spec does', () => {
    expect(MESSAGES.limitDialogBody(15, 'AI Prompts')).toBe(
      "You've reached your daily limit of 15 AI Prompts for your current plan. Your limit will reset tomorrow, or you can upgrade now for higher limits.",
    );
  });
});
