import {
  TEAM_MESSAGES,
  type ApprovalResponse,
  type ImageResponse,
  type PaymentResult,
  type TeamActivityResponse,
  type TeamLedgerResponse,
  type TeamSpendingResponse,
  type TeamsResponse,
  type TeamTransferResponse,
  type UsageResponse,
} from '@atelier/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/helpers/api-client';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { makeTeam } from '../../../test/helpers/team-fixture';

/**
 * Issue 37: the wallet's money through HTTP: top-ups through the payment flows and from the
 * owner's own balance, its ledger and CSV, spending per member, and the team's plan.
 */
describe('a team wallet', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const client = apiClient(() => t);
  const { signedIn, post, get, balance } = client;
  type Person = Awaited<ReturnType<typeof signedIn>>;
  const put = (url: string, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PUT', url, headers, payload });

  /** A team, its owner (with `ownCredits` of their own), an admin and a member. */
  async function team(ownCredits = 0) {
    const made = await makeTeam(t, client, { ownCredits, roles: ['admin', 'member'] });
    const [admin, member] = made.people as [Person, Person];
    return { ...made, admin, member };
  }
  const teamOf = async (headers: Record<string, string>, teamId: string) =>
    (await get('/api/teams', headers)).json<TeamsResponse>().teams.find((x) => x.id === teamId);
  const approve = (headers: Record<string, string>, order: ApprovalResponse) =>
    post(`/api/payments/sandbox/orders/${order.order_id}/approve`, headers);
  /** The wallet's ledger sums to its balance: nothing is lost or made up. */
  const walletConsistent = async (teamId: string) => {
    const { rows } = await t.runtime.db.execute<{ balance: string; total: string }>(sql`
      SELECT t.credits_micros::text AS balance,
        (SELECT coalesce(sum(amount_micros), 0) FROM ledger_entries WHERE team_id = t.id)::text
          AS total
      FROM teams t WHERE t.id = ${teamId}`);
    return rows[0]?.balance === rows[0]?.total;
  };

  it('is topped up through the payment flow by its owner or an admin, once', async () => {
    const { owner, admin, member, team: created, as } = await team();
    const order = await post('/api/credits/purchase-sandbox?package_id=credits_10', as(owner));
    expect(order.statusCode).toBe(200);
    const approvals = await Promise.all(
      Array.from({ length: 3 }, () => approve(owner.headers, order.json<ApprovalResponse>())),
    );
    expect(approvals.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const paid = approvals[0].json<PaymentResult>();
    expect(paid).toMatchObject({ kind: 'credits', credits_added: 10, credits: 10 });
    expect(paid.redirect_url).toMatch(
      new RegExp(`^/teams\\?team=${created.id}&tab=wallet&payment=success&credits=10&`),
    );
    expect((await teamOf(owner.headers, created.id))?.credits).toBe(10);
    expect(await balance(owner.headers)).toBe(0);

    // An admin may buy too; a member may not, and a stranger is told the team does not exist.
    const byAdmin = await post('/api/credits/purchase-sandbox?package_id=credits_5', as(admin));
    await approve(admin.headers, byAdmin.json<ApprovalResponse>());
    expect((await teamOf(owner.headers, created.id))?.credits).toBe(15);
    const byMember = await post('/api/credits/purchase-sandbox?package_id=credits_5', as(member));
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json<{ detail: string }>().detail).toBe(TEAM_MESSAGES.notAllowed);
    const stranger = await signedIn();
    const byStranger = await post('/api/credits/purchase-razorpay?package_id=credits_5', {
      ...stranger.headers,
      'atelier-team': created.id,
    });
    expect(byStranger.statusCode).toBe(404);

    const activity = (
      await get(`/api/teams/${created.id}/activity`, owner.headers)
    ).json<TeamActivityResponse>();
    expect(activity.entries.filter((e) => e.action === 'wallet.purchased')).toHaveLength(2);
    expect(await walletConsistent(created.id)).toBe(true);
  });

  it('takes credits from the owner’s own balance, all or nothing', async () => {
    const { owner, member, team: created } = await team(5);
    const url = `/api/teams/${created.id}/transfer`;
    const moved = await post(url, owner.headers, { amount: 2 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<TeamTransferResponse>()).toEqual({ credits: 2, personal_credits: 3 });

    const tooMuch = await post(url, owner.headers, { amount: 3.5 });
    expect(tooMuch.statusCode).toBe(402);
    expect(tooMuch.json()).toMatchObject({
      detail: TEAM_MESSAGES.transferShort('3.00'),
      code: 'team.transferShort',
      values: { balance: '3.00' },
    });
    for (const amount of [0, -1, 'ten', 2_000_000]) {
      const bad = await post(url, owner.headers, { amount });
      expect(bad.statusCode).toBe(422);
      expect(bad.json<{ detail: string }>().detail).toContain(TEAM_MESSAGES.transferAmount);
    }
    expect((await post(url, member.headers, { amount: 1 })).statusCode).toBe(403);

    // Ten parallel moves of 1 from a balance of 3: exactly three go through.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(url, owner.headers, { amount: 1 })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 402)).toHaveLength(7);
    expect(await balance(owner.headers)).toBe(0);
    expect((await teamOf(owner.headers, created.id))?.credits).toBe(5);
    expect(await walletConsistent(created.id)).toBe(true);
    const history = (await get('/api/credits/history', owner.headers)).json<{
      history: { amount: number; description: string }[];
    }>();
    expect(history.history[0]).toMatchObject({ amount: -1 });
    expect(history.history[0]?.description).toContain('to the team Studio');
  });

  it('shows its ledger to owners and admins, page by page and as CSV, naming each member', async () => {
    const { owner, admin, member, team: created, as } = await team(3);
    await post(`/api/teams/${created.id}/transfer`, owner.headers, { amount: 3 });
    const image = await post('/api/generate-image', as(member), {
      prompt: 'a red kite over hills',
      model_type: 'ultra',
    });
    expect(image.statusCode).toBe(200);
    const cost = image.json<ImageResponse>().credits_used;

    const url = `/api/teams/${created.id}/ledger`;
    const ledger = (await get(`${url}?per_page=1`, admin.headers)).json<TeamLedgerResponse>();
    expect(ledger).toMatchObject({ total: 2, total_pages: 2, has_next: true, page: 1 });
    expect(ledger.credits).toBeCloseTo(3 - cost, 6);
    expect(ledger.history[0]).toMatchObject({
      type: 'image_generation',
      member: { user_id: member.user.id, full_name: member.user.fullName },
    });
    expect(ledger.history[0]?.amount).toBeCloseTo(-cost, 6);
    expect(ledger.history[0]?.balance_after).toBeCloseTo(3 - cost, 6);
    const second = (
      await get(`${url}?per_page=1&page=2`, owner.headers)
    ).json<TeamLedgerResponse>();
    expect(second.history[0]).toMatchObject({
      type: 'other',
      amount: 3,
      balance_after: 3,
      member: { user_id: owner.user.id },
    });

    const forbidden = await get(url, member.headers);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json<{ detail: string }>().detail).toBe(TEAM_MESSAGES.notAllowed);
    expect((await get(`${url}.csv`, member.headers)).statusCode).toBe(403);

    const csv = await get(`${url}.csv?days=30`, owner.headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('timestamp,type,description,member,amount,balance_after');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain(`,${member.user.fullName},`);
    // The member's own history does not show what the wallet paid.
    expect(
      (await get('/api/credits/history', member.headers)).json<{ total: number }>().total,
    ).toBe(0);
  });

  it('reports this month’s spending per member, and to a member only their own', async () => {
    const { owner, admin, member, team: created, as } = await team(4);
    await post(`/api/teams/${created.id}/transfer`, owner.headers, { amount: 4 });
    await put(`/api/teams/${created.id}/members/${member.user.id}`, owner.headers, {
      monthly_cap: 3,
    });
    const body = { prompt: 'a quiet harbour', model_type: 'ultra' };
    const first = (await post('/api/generate-image', as(member), body)).json<ImageResponse>();
    await post('/api/generate-image', as(member), body);
    await post('/api/generate-image', as(admin), body);
    // The admin leaves; what they spent this month still counts.
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/teams/${created.id}/members/${admin.user.id}`,
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(204);

    const spending = (
      await get(`/api/teams/${created.id}/spending`, owner.headers)
    ).json<TeamSpendingResponse>();
    expect(spending.month).toBe(new Date().toISOString().slice(0, 7));
    expect(spending.total).toBeCloseTo(3 * first.credits_used, 6);
    const row = (userId: string) => spending.members.find((m) => m.user_id === userId);
    expect(row(member.user.id)).toMatchObject({ member: true, monthly_cap: 3, daily_cap: null });
    expect(row(member.user.id)?.spent_month).toBeCloseTo(2 * first.credits_used, 6);
    expect(row(member.user.id)?.spent_today).toBeCloseTo(2 * first.credits_used, 6);
    expect(row(admin.user.id)).toMatchObject({ member: false });
    expect(row(owner.user.id)).toMatchObject({ member: true, spent_month: 0 });

    const own = (
      await get(`/api/teams/${created.id}/spending`, member.headers)
    ).json<TeamSpendingResponse>();
    expect(own.members.map((m) => m.user_id)).toEqual([member.user.id]);
    const stranger = await signedIn();
    expect((await get(`/api/teams/${created.id}/spending`, stranger.headers)).statusCode).toBe(404);
  });

  it('holds a plan bought for it, whose daily limits its members get in the team', async () => {
    const { owner, member, team: created, as } = await team();
    const order = await post('/api/subscription/sandbox-order', as(owner), {
      plan_id: 'growth',
      billing_cycle: 'monthly',
    });
    expect(order.statusCode).toBe(200);
    const paid = (
      await approve(owner.headers, order.json<ApprovalResponse>())
    ).json<PaymentResult>();
    expect(paid).toMatchObject({ kind: 'subscription', plan_id: 'growth' });
    expect(paid.redirect_url).toContain(`/teams?team=${created.id}&tab=wallet&payment=success`);
    const plan = (await teamOf(member.headers, created.id))?.plan;
    expect(plan).toMatchObject({ plan_id: 'growth', billing_cycle: 'monthly', cancelled: false });
    // The buyer's own plan is untouched.
    const ownUsage = (await get('/api/subscription/usage', owner.headers)).json<UsageResponse>();
    expect(ownUsage.subscription_plan).toBe('starter');

    // In the team the member has Growth's limits; on their own, Starter's.
    const inTeam = (await get('/api/subscription/usage', as(member))).json<UsageResponse>();
    expect(inTeam.subscription_plan).toBe('growth');
    expect(inTeam.limits.ai_recommendations).toBe(100);
    const track = (headers: Record<string, string>) =>
      post('/api/usage/track', headers, { feature_type: 'ai_recommendations', count: 6 });
    expect((await track(member.headers)).statusCode).toBe(429);
    expect((await track(as(member))).statusCode).toBe(200);

    const again = await post('/api/subscription/sandbox-order', as(owner), {
      plan_id: 'growth',
      billing_cycle: 'yearly',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      detail: TEAM_MESSAGES.teamAlreadyOnPlan('Growth'),
      code: 'team.teamAlreadyOnPlan',
      values: { plan: 'Growth' },
    });
    expect((await post('/api/subscription/cancel', as(member))).statusCode).toBe(403);
    const cancelled = await post('/api/subscription/cancel', as(owner));
    expect(cancelled.statusCode).toBe(200);
    expect((await teamOf(owner.headers, created.id))?.plan?.cancelled).toBe(true);
    const twice = await post('/api/subscription/cancel', as(owner));
    expect(twice.json<{ detail: string }>().detail).toBe(TEAM_MESSAGES.teamPlanCancelled);
    // Cancelled is not ended: the limits stay to the period's end.
    expect(
      (await get('/api/subscription/usage', as(member))).json<UsageResponse>().subscription_plan,
    ).toBe('growth');
  });

  it('has no plan to cancel until one is bought', async () => {
    const { owner, as } = await team();
    const none = await post('/api/subscription/cancel', as(owner));
    expect(none.statusCode).toBe(400);
    expect(none.json<{ detail: string }>().detail).toBe(TEAM_MESSAGES.teamNoPlan);
  });
});
