import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import type { Database } from '../db/client';
import { teamMembers, teams } from '../db/schema';
import { AppError } from './errors';
import { balanceOf, credit, release, reserve, settle } from './ledger';
import { creditTeam, reserveFromTeam, teamBalanceOf } from './team-wallet';

const C = 1_000_000;

const hold = (userId: string, amountMicros: number, idempotencyKey?: string) => ({
  userId,
  amountMicros,
  reference: 'job',
  displayType: 'image_generation' as const,
  description: 'Image generation',
  ...(idempotencyKey ? { idempotencyKey } : {}),
});

/** Issue 37: a team's wallet in the same ledger, with per-member caps. */
describe('the team wallet', () => {
  let t: TestApp;
  let db: Database;
  beforeAll(async () => {
    t = await createTestApp();
    db = t.runtime.db;
  });
  afterAll(() => t.close());

  /** A team funded with `micros`, and `n` members with these caps (credits; null: none). */
  async function fundedTeam(
    micros: number,
    n = 1,
    caps: { daily?: number | null; monthly?: number | null } = {},
  ) {
    const [team] = await db.insert(teams).values({ name: 'Wallet team' }).returning();
    const members: string[] = [];
    for (let i = 0; i < n; i += 1) {
      const user = await createUser(t);
      await db.insert(teamMembers).values({
        teamId: team.id,
        userId: user.id,
        role: i === 0 ? 'owner' : 'member',
        dailyCapMicros: caps.daily == null ? null : caps.daily * C,
        monthlyCapMicros: caps.monthly == null ? null : caps.monthly * C,
      });
      members.push(user.id);
    }
    if (micros > 0) {
      await creditTeam(db, {
        teamId: team.id,
        userId: members[0],
        kind: 'purchase',
        amountMicros: micros,
        description: 'Team credits',
        idempotencyKey: `team-grant:${team.id}`,
      });
    }
    return { teamId: team.id, members };
  }

  /** The wallet's invariant: its entries sum to its balance, never negative, and each member's
   * day counter equals what their open holds hold plus what their settled holds charged today. */
  async function expectConsistent(teamId: string) {
    const { rows } = await db.execute<{ sum: string | null }>(
      sql`SELECT sum(amount_micros)::text AS sum FROM ledger_entries WHERE team_id = ${teamId}`,
    );
    const balance = await teamBalanceOf(db, teamId);
    expect(Number(rows[0]?.sum ?? 0)).toBe(balance);
    expect(balance).toBeGreaterThanOrEqual(0);
    const { rows: counters } = await db.execute<{ counted: string; held: string }>(sql`
      SELECT m.spent_day_micros::text AS counted,
        coalesce((SELECT sum(CASE h.status WHEN 'open' THEN h.amount_micros
          WHEN 'settled' THEN h.final_micros ELSE 0 END)
          FROM credit_holds h WHERE h.team_id = m.team_id AND h.user_id = m.user_id), 0)::text AS held
      FROM team_members m WHERE m.team_id = ${teamId}`);
    for (const row of counters) expect(row.counted).toBe(row.held);
    return balance;
  }

  it('holds from the wallet, settles for less, and keeps the member’s own balance apart', async () => {
    const { teamId, members } = await fundedTeam(2 * C);
    const member = members[0];
    await credit(db, {
      userId: member,
      kind: 'grant',
      amountMicros: 5 * C,
      displayType: 'other',
      description: 'Own credits',
      idempotencyKey: `own:${member}`,
    });
    const h = await reserveFromTeam(db, teamId, hold(member, 300_000));
    expect(h.balanceAfterMicros).toBe(1_700_000);
    const settled = await settle(db, h.id, 120_000);
    expect(settled).toEqual({ balanceAfterMicros: 1_880_000, chargedMicros: 120_000 });
    expect(await balanceOf(db, member)).toBe(5 * C);
    expect(await expectConsistent(teamId)).toBe(1_880_000);
    // Settling again answers the same; releasing a settled hold is refused.
    expect(await settle(db, h.id, 120_000)).toEqual(settled);

    const r = await reserveFromTeam(db, teamId, hold(member, 500_000));
    expect((await release(db, r.id, 'Released: failed')).balanceAfterMicros).toBe(1_880_000);
    await expectConsistent(teamId);

    // Personal holds still work as before beside it.
    const own = await reserve(db, hold(member, C));
    await settle(db, own.id, C);
    expect(await balanceOf(db, member)).toBe(4 * C);
  });

  it('refuses a short wallet with 402 and changes nothing', async () => {
    const { teamId, members } = await fundedTeam(100_000);
    const error = await reserveFromTeam(db, teamId, hold(members[0], 250_000)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'PAYMENT_REQUIRED',
      message:
        'Insufficient team credits. You need approximately 0.2500 credits but the team has 0.10. Ask a team owner or admin to add credits.',
      extra: { code: 'team.teamInsufficient', values: { needed: '0.2500', balance: '0.10' } },
    });
    expect(await expectConsistent(teamId)).toBe(100_000);
  });

  it('holds a daily cap exactly under ten parallel requests by one member', async () => {
    const { teamId, members } = await fundedTeam(100 * C, 1, { daily: 1 });
    const answers = await Promise.allSettled(
      Array.from({ length: 10 }, () => reserveFromTeam(db, teamId, hold(members[0], 300_000))),
    );
    const ok = answers.filter((answer) => answer.status === 'fulfilled');
    expect(ok).toHaveLength(3);
    const refused = answers.find((answer) => answer.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({
      code: 'PAYMENT_REQUIRED',
      message:
        'This would pass your daily spending cap in this team (1.00 credits; 0.10 left today).',
    });
    expect(await expectConsistent(teamId)).toBe(100 * C - 900_000);

    // A released hold gives its room back; a settled one keeps what it charged.
    const [first, second] = ok as PromiseFulfilledResult<{ id: string }>[];
    await release(db, first.value.id);
    await settle(db, second.value.id, 100_000);
    const after = await Promise.allSettled(
      Array.from({ length: 5 }, () => reserveFromTeam(db, teamId, hold(members[0], 200_000))),
    );
    // Room left: 1 - 0.3 (open) - 0.1 (charged) = 0.6, so three of 0.2.
    expect(after.filter((answer) => answer.status === 'fulfilled')).toHaveLength(3);
    await expectConsistent(teamId);
  });

  it('holds a monthly cap, and a member without caps only meets the wallet', async () => {
    const { teamId, members } = await fundedTeam(1 * C, 2, { monthly: 0.5 });
    await reserveFromTeam(db, teamId, hold(members[1], 400_000));
    const error = await reserveFromTeam(db, teamId, hold(members[1], 200_000)).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({
      message:
        'This would pass your monthly spending cap in this team (0.50 credits; 0.10 left this month).',
    });
    await db
      .update(teamMembers)
      .set({ monthlyCapMicros: null })
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, members[1])));
    await reserveFromTeam(db, teamId, hold(members[1], 600_000));
    expect(await expectConsistent(teamId)).toBe(0);
  });

  it('refuses a member who was removed, and answers a repeated key with the same hold', async () => {
    const { teamId, members } = await fundedTeam(1 * C, 2);
    const first = await reserveFromTeam(db, teamId, hold(members[1], 100_000, 'same-key-1'));
    const again = await reserveFromTeam(db, teamId, hold(members[1], 100_000, 'same-key-1'));
    expect(again).toEqual(first);

    await db
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, members[1])));
    const error = await reserveFromTeam(db, teamId, hold(members[1], 100_000)).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: 'NOT_FOUND' });
    // A hold taken before the removal still settles, at most what it held.
    await settle(db, first.id, 50_000);
    expect(await teamBalanceOf(db, teamId)).toBe(950_000);
  });

  it('stays consistent through many members spending one wallet in parallel', async () => {
    const { teamId, members } = await fundedTeam(3 * C, 20, { daily: 0.4 });
    await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const member = members[i % members.length];
        const h = await reserveFromTeam(db, teamId, hold(member, 50_000 + (i % 7) * 10_000)).catch(
          () => null,
        );
        if (!h) return;
        if (i % 3 === 0) await release(db, h.id);
        else await settle(db, h.id, Math.floor(h.amountMicros / (1 + (i % 2))));
      }),
    );
    const balance = await expectConsistent(teamId);
    expect(balance).toBeLessThan(3 * C);
  });
});
