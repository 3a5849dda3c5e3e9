import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import type { Database } from '../db/client';
import { creditHolds, ledgerEntries, users } from '../db/schema';
import { AppError } from './errors';
import { balanceOf, credit, release, releaseExpiredHolds, reserve, settle } from './ledger';

const C = 1_000_000;

async function fundedUser(t: TestApp, micros: number) {
  const user = await createUser(t);
  if (micros > 0) {
    await credit(t.runtime.db, {
      userId: user.id,
      kind: 'grant',
      amountMicros: micros,
      displayType: 'other',
      description: 'Test grant',
      idempotencyKey: `grant:${user.id}`,
    });
  }
  return user.id;
}

/** The invariant: a user's entries sum to the balance, and the balance is never negative. */
async function expectConsistent(db: Database, userId: string) {
  const { rows } = await db.execute<{ sum: string | null }>(
    sql`SELECT sum(amount_micros)::text AS sum FROM ledger_entries WHERE user_id = ${userId}`,
  );
  const balance = await balanceOf(db, userId);
  expect(Number(rows[0]?.sum ?? 0)).toBe(balance);
  expect(balance).toBeGreaterThanOrEqual(0);
  return balance;
}

const hold = (userId: string, amountMicros: number, reference = 'job') => ({
  userId,
  amountMicros,
  reference,
  displayType: 'image_generation' as const,
  description: 'Image generation',
});

describe('the ledger', () => {
  let t: TestApp;
  let db: Database;
  beforeAll(async () => {
    t = await createTestApp();
    db = t.runtime.db;
  });
  afterAll(() => t.close());

  it('reserves, settles for less and gives the difference back, showing one line', async () => {
    const userId = await fundedUser(t, 1 * C);
    const h = await reserve(db, hold(userId, 52_000));
    expect(h.balanceAfterMicros).toBe(948_000);
    const settled = await settle(db, h.id, 32_500);
    expect(settled.balanceAfterMicros).toBe(967_500);
    expect(await expectConsistent(db, userId)).toBe(967_500);

    const shown = await db
      .select({ shown: ledgerEntries.shownAmountMicros, kind: ledgerEntries.kind })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, userId));
    expect(shown.filter((row) => row.shown !== null).map((row) => row.shown)).toEqual([
      1 * C,
      -32_500,
    ]);
  });

  it('releases a hold in full, and a second close changes nothing', async () => {
    const userId = await fundedUser(t, 1 * C);
    const h = await reserve(db, hold(userId, 400_000));
    await release(db, h.id);
    await release(db, h.id);
    expect(await expectConsistent(db, userId)).toBe(1 * C);
    await expect(settle(db, h.id, 1)).rejects.toThrow(/already released/);
  });

  it('settles once however often it is asked, and refuses to charge more than was held', async () => {
    const userId = await fundedUser(t, 1 * C);
    const h = await reserve(db, hold(userId, 100_000));
    await expect(settle(db, h.id, 100_001)).rejects.toThrow(/holds less/);
    await Promise.all(Array.from({ length: 5 }, () => settle(db, h.id, 60_000)));
    expect(await expectConsistent(db, userId)).toBe(940_000);
  });

  it('refuses a reserve the balance cannot cover with 402 and the spec message', async () => {
    const userId = await fundedUser(t, 30_000);
    const refused = await reserve(db, hold(userId, 52_000)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).statusCode).toBe(402);
    expect((refused as AppError).message).toBe(
      'Insufficient credits. You need approximately 0.0520 credits but have 0.03. Please purchase more credits.',
    );
    expect(await expectConsistent(db, userId)).toBe(30_000);
  });

  it('applies a purchase once however many times its event arrives, in parallel', async () => {
    const userId = await fundedUser(t, 0);
    const purchase = {
      userId,
      kind: 'purchase' as const,
      amountMicros: 10 * C,
      displayType: 'purchase' as const,
      description: 'Purchased 10 credits',
      idempotencyKey: `purchase:sandbox:${userId}`,
    };
    const results = await Promise.all(Array.from({ length: 8 }, () => credit(db, purchase)));
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(await expectConsistent(db, userId)).toBe(10 * C);
  });

  it('returns the same hold for a repeated idempotency key', async () => {
    const userId = await fundedUser(t, 1 * C);
    const input = { ...hold(userId, 200_000), idempotencyKey: `hold:request-${userId}` };
    // The repeat goes in the same call as the first and a different hold: it alone is undone.
    const [a, b, other] = await Promise.all([
      reserve(db, input),
      reserve(db, input),
      reserve(db, hold(userId, 100_000)),
    ]);
    expect(a.id).toBe(b.id);
    expect(other.id).not.toBe(a.id);
    expect((await reserve(db, input)).id).toBe(a.id);
    const held = await db.select().from(creditHolds).where(eq(creditHolds.userId, userId));
    expect(held.map((h) => h.amountMicros).sort()).toEqual([100_000, 200_000]);
    expect(await expectConsistent(db, userId)).toBe(700_000);
  });

  it('never lets an adjustment take a balance below zero', async () => {
    const userId = await fundedUser(t, 1 * C);
    await expect(
      credit(db, {
        userId,
        kind: 'adjustment',
        amountMicros: -2 * C,
        displayType: 'other',
        description: 'Correction',
        idempotencyKey: `adjust:${userId}`,
      }),
    ).rejects.toMatchObject({ statusCode: 402 });
    expect(await expectConsistent(db, userId)).toBe(1 * C);
  });

  it('releases holds left open past their deadline', async () => {
    const userId = await fundedUser(t, 1 * C);
    const h = await reserve(db, { ...hold(userId, 250_000), holdSeconds: 60 });
    await db
      .update(creditHolds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(creditHolds.id, h.id));
    expect(await releaseExpiredHolds(db)).toBeGreaterThanOrEqual(1);
    expect(await expectConsistent(db, userId)).toBe(1 * C);
  });

  it('under hundreds of parallel reserves at a small balance, never over-spends', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 2 * C }),
        fc.array(fc.integer({ min: 1, max: 300_000 }), { minLength: 100, maxLength: 300 }),
        async (start, amounts) => {
          const userId = await fundedUser(t, start);
          const outcomes = await Promise.allSettled(
            amounts.map((amount, i) => reserve(db, hold(userId, amount, `job-${i}`))),
          );
          const granted = outcomes.flatMap((o, i) =>
            o.status === 'fulfilled' ? [amounts[i]] : [],
          );
          for (const o of outcomes) {
            if (o.status === 'rejected') expect((o.reason as AppError).statusCode).toBe(402);
          }
          const spent = granted.reduce((a, b) => a + b, 0);
          expect(spent).toBeLessThanOrEqual(start);
          // Every refusal was a real shortage: what was left could not cover it.
          const left = start - spent;
          const refused = amounts.filter((_, i) => outcomes[i]?.status === 'rejected');
          for (const amount of refused) expect(amount).toBeGreaterThan(left);
          expect(await expectConsistent(db, userId)).toBe(left);
        },
      ),
      { numRuns: 8 },
    );
  }, 120_000);

  it('keeps the sum equal to the balance through a random mix of parallel operations', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            amount: fc.integer({ min: 1, max: 200_000 }),
            outcome: fc.constantFrom('settle-full', 'settle-part', 'release'),
          }),
          { minLength: 50, maxLength: 150 },
        ),
        async (jobs) => {
          const userId = await fundedUser(t, 3 * C);
          await Promise.all(
            jobs.map(async (job, i) => {
              const h = await reserve(db, hold(userId, job.amount, `mix-${i}`)).catch(() => null);
              if (!h) return;
              if (job.outcome === 'release') await release(db, h.id);
              else
                await settle(
                  db,
                  h.id,
                  job.outcome === 'settle-full' ? job.amount : job.amount >> 1,
                );
            }),
          );
          const { rows } = await db.execute<{ open: string }>(
            sql`SELECT count(*)::text AS open FROM credit_holds WHERE user_id = ${userId} AND status = 'open'`,
          );
          expect(rows[0]?.open).toBe('0');
          await expectConsistent(db, userId);
        },
      ),
      { numRuns: 5 },
    );
  }, 120_000);

  it('shows a balance change in /me at once, though /me had the user cached', async () => {
    const user = await createUser(t);
    const headers = bearer(await tokenFor(t, user));
    const credits = async () =>
      (await t.app.inject({ url: '/api/auth/me', headers })).json<{ credits: number }>().credits;
    expect(await credits()).toBe(0);
    await credit(db, {
      userId: user.id,
      kind: 'grant',
      amountMicros: 2 * C,
      displayType: 'other',
      description: 'Grant',
      idempotencyKey: `me:${user.id}`,
    });
    await expect.poll(credits, { timeout: 500, interval: 10 }).toBe(2);
    const h = await reserve(db, hold(user.id, 500_000));
    await expect.poll(credits, { timeout: 500, interval: 10 }).toBe(1.5);
    await release(db, h.id);
    await expect.poll(credits, { timeout: 500, interval: 10 }).toBe(2);
    // Other changes to the user are still announced by the trigger.
    await db.update(users).set({ fullName: 'Renamed' }).where(eq(users.id, user.id));
    await expect
      .poll(
        async () =>
          (await t.app.inject({ url: '/api/auth/me', headers })).json<{ full_name: string }>()
            .full_name,
        { timeout: 500, interval: 10 },
      )
      .toBe('Renamed');
  });
});
