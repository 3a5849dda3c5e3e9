import { MESSAGES, PLAN_IDS, type CheckLimitResponse } from '@atelier/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { users } from '../../db/schema';

describe('plans, daily limits and usage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function signedIn(plan = 'starter') {
    const user = await createUser(t, { plan });
    return { user, headers: bearer(await tokenFor(t, user)) };
  }
  const track = (headers: Record<string, string>, feature_type: string, count = 1) =>
    t.app.inject({
      method: 'POST',
      url: '/api/usage/track',
      headers,
      payload: { feature_type, count },
    });
  const check = (headers: Record<string, string>, feature: string) =>
    t.app.inject({ url: `/api/subscription/check-limit/${feature}`, headers });

  it('lists the four plans with prices, limits and yearly at ten months, without signing in', async () => {
    const response = await t.app.inject({ url: '/api/subscription/plans' });
    expect(response.statusCode).toBe(200);
    const { plans } = response.json<{
      plans: {
        id: string;
        price: number;
        yearly_price: number;
        price_inr: number;
        limits: Record<string, number>;
      }[];
    }>();
    expect(plans.map((plan) => plan.id)).toEqual([...PLAN_IDS]);
    const pro = plans[1];
    expect(pro).toMatchObject({ price: 3.49, yearly_price: 34.9, price_inr: 289.67 });
    expect(pro.limits).toMatchObject({ ai_prompts: 50, workflows: 10, image_concepts: 15 });
    expect(plans[3].limits.ai_prompts).toBe(-1);
  });

  it('counts uses per feature and answers the starter limit of 15 AI prompts', async () => {
    const { headers } = await signedIn();
    const first = await check(headers, 'ai_prompts');
    expect(first.json()).toEqual({
      can_use: true,
      limit_info: { limit: 15, current_usage: 0, percentage_used: 0 },
    });
    expect((await track(headers, 'ai_prompts', 3)).statusCode).toBe(200);
    const after = await check(headers, 'ai_prompts');
    expect(after.json()).toEqual({
      can_use: true,
      limit_info: { limit: 15, current_usage: 3, percentage_used: 20 },
    });
    // Another feature keeps its own counter.
    expect(
      (await check(headers, 'workflows')).json<CheckLimitResponse>().limit_info.current_usage,
    ).toBe(0);
  });

  it('refuses the use past the limit with the Daily Limit Reached text, and says can_use false', async () => {
    const { headers } = await signedIn();
    expect((await track(headers, 'video_concepts', 3)).statusCode).toBe(200);
    const refused = await track(headers, 'video_concepts');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ detail: string }>().detail).toBe(
      MESSAGES.limitDialogBody(3, 'Video Concepts'),
    );
    expect((await check(headers, 'video_concepts')).json()).toMatchObject({
      can_use: false,
      limit_info: { limit: 3, current_usage: 3, percentage_used: 100 },
    });
  });

  it('never counts past the limit under 30 parallel calls', async () => {
    const { headers } = await signedIn();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => track(headers, 'ai_prompts')),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(15);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(15);
    expect(
      (await check(headers, 'ai_prompts')).json<CheckLimitResponse>().limit_info.current_usage,
    ).toBe(15);
  });

  it('lets enterprise use AI prompts without limit', async () => {
    const { headers } = await signedIn('enterprise');
    expect((await track(headers, 'ai_prompts', 100)).statusCode).toBe(200);
    expect((await check(headers, 'ai_prompts')).json()).toMatchObject({
      can_use: true,
      limit_info: { limit: -1, current_usage: 100, percentage_used: 0 },
    });
  });

  it('answers 422 naming the field for an unknown feature type or a bad count', async () => {
    const { headers } = await signedIn();
    const unknown = await check(headers, 'time_travel');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<{ detail: string }>().detail).toMatch(/feature_type/);
    const tracked = await track(headers, 'time_travel');
    expect(tracked.statusCode).toBe(422);
    expect((await track(headers, 'ai_prompts', 0)).statusCode).toBe(422);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ url: '/api/subscription/usage' })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/usage/track',
          payload: { feature_type: 'ai_prompts' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('reports usage with percentages and the subscription term', async () => {
    const { user, headers } = await signedIn('pro');
    const ends = new Date(Date.now() + 20 * 86_400_000);
    await t.runtime.db
      .update(users)
      .set({ subscriptionCycle: 'monthly', subscriptionEndsAt: ends })
      .where(eq(users.id, user.id));
    await track(headers, 'workflows', 5);
    const usage = await t.app.inject({ url: '/api/subscription/usage', headers });
    expect(usage.statusCode).toBe(200);
    expect(usage.json()).toMatchObject({
      subscription_plan: 'pro',
      current_usage: { workflows: 5, ai_prompts: 0 },
      usage_percentage: { workflows: 50 },
      limits: { workflows: 10 },
      subscription: {
        plan_name: 'Pro',
        billing_cycle: 'monthly',
        current_period_end: ends.toISOString(),
      },
    });
  });

  it('POST /api/init-data answers the user, balance, plan and today in one call', async () => {
    const { user, headers } = await signedIn();
    await track(headers, 'image_concepts', 2);
    const response = await t.app.inject({ method: 'POST', url: '/api/init-data', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { id: user.id, email: user.email },
      credits: 0,
      plan: { id: 'starter' },
      usage: { current_usage: { image_concepts: 2 } },
    });
  });
});
