import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, users } from '../../db/schema';
import { createUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { expireSubscriptions, sendRenewalReminders } from './subscription-terms';

const DAY = 86_400_000;

describe('subscription terms (reminder and expiry jobs, with a moved clock)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function proUntil(endsAt: Date, cancelled = false) {
    const user = await createUser(t, { plan: 'pro' });
    await t.runtime.db
      .update(users)
      .set({
        subscriptionCycle: 'monthly',
        subscriptionEndsAt: endsAt,
        subscriptionCancelledAt: cancelled ? new Date() : null,
      })
      .where(eq(users.id, user.id));
    return user;
  }

  const jobDeps = () => ({ db: t.runtime.db, boss: t.runtime.queue.boss, config: t.config });

  async function mailsTo(email: string) {
    return t.runtime.db.select().from(mailMessages).where(eq(mailMessages.to, email));
  }

  it('reminds once, three days before the end, and not a cancelled plan', async () => {
    const endsAt = new Date(Date.now() + 30 * DAY);
    const user = await proUntil(endsAt);
    const cancelled = await proUntil(endsAt, true);

    expect(await sendRenewalReminders(jobDeps(), new Date(endsAt.getTime() - 4 * DAY))).toBe(0);
    const threeDaysBefore = new Date(endsAt.getTime() - 3 * DAY + 60_000);
    await sendRenewalReminders(jobDeps(), threeDaysBefore);
    await sendRenewalReminders(jobDeps(), new Date(endsAt.getTime() - 2 * DAY));

    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Pro plan ends on');
    expect(mails[0]?.text).toContain('do not renew automatically');
    // It does not ask for what the app refuses: buying the plan one still has.
    expect(mails[0]?.text).toContain('buy the plan once it has ended');
    expect(mails[0]?.text).not.toContain('before it ends');
    expect(await mailsTo(cancelled.email)).toHaveLength(0);
  });

  it('returns the plan to starter once the period has ended', async () => {
    const endsAt = new Date(Date.now() + 10 * DAY);
    const user = await proUntil(endsAt, true);
    await expireSubscriptions(t.runtime.db, new Date(endsAt.getTime() - 1000));
    const before = await t.runtime.db.select().from(users).where(eq(users.id, user.id));
    expect(before[0]?.subscriptionPlan).toBe('pro');

    await expireSubscriptions(t.runtime.db, new Date(endsAt.getTime() + 1000));
    const [after] = await t.runtime.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({
      subscriptionPlan: 'starter',
      subscriptionEndsAt: null,
      subscriptionCycle: null,
      subscriptionCancelledAt: null,
    });
  });

  it('runs as a scheduled job', async () => {
    const { rows } = await t.runtime.db.execute<{ name: string; cron: string }>(
      sql`SELECT name, cron FROM pgboss.schedule WHERE name = 'subscription-terms'`,
    );
    expect(rows).toEqual([{ name: 'subscription-terms', cron: '7 * * * *' }]);
  });
});
