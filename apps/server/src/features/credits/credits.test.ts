import type { AdminCreditHistoryResponse, CreditHistoryResponse } from '@atelier/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../../test/helpers/admins';
import { bearer, createUser, tokenFor } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { credit, reserve, settle } from '../../lib/ledger';

const C = 1_000_000;

describe('credit balance and history', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function userWithHistory() {
    const user = await createUser(t);
    const db = t.runtime.db;
    await credit(db, {
      userId: user.id,
      kind: 'purchase',
      amountMicros: 10 * C,
      displayType: 'purchase',
      description: 'Purchased 10 credits',
      idempotencyKey: `p1:${user.id}`,
    });
    for (let i = 0; i < 12; i += 1) {
      const hold = await reserve(db, {
        userId: user.id,
        amountMicros: 52_000,
        reference: `job-${i}`,
        displayType: 'image_generation',
        description: `=HYPERLINK("x") image ${i}`,
      });
      await settle(db, hold.id, 52_000);
    }
    return { user, headers: bearer(await tokenFor(t, user)) };
  }

  it('answers the balance in credits', async () => {
    const { headers } = await userWithHistory();
    const response = await t.app.inject({ url: '/api/credits/balance', headers });
    expect(response.json()).toEqual({ credits: 9.376 });
  });

  it('pages the history newest first, ten a page, without the holds', async () => {
    const { headers } = await userWithHistory();
    const first = await t.app.inject({ url: '/api/credits/history?page=1&per_page=10', headers });
    expect(first.statusCode).toBe(200);
    const body = first.json<CreditHistoryResponse>();
    expect(body).toMatchObject({
      page: 1,
      total_pages: 2,
      total: 13,
      has_next: true,
      has_prev: false,
    });
    expect(body.history).toHaveLength(10);
    expect(body.history[0]).toMatchObject({
      type: 'image_generation',
      amount: -0.052,
      balance_after: 9.376,
    });
    const second = (
      await t.app.inject({ url: '/api/credits/history?page=2', headers })
    ).json<CreditHistoryResponse>();
    expect(second).toMatchObject({ page: 2, has_next: false, has_prev: true });
    expect(second.history.at(-1)).toMatchObject({
      type: 'purchase',
      amount: 10,
      balance_after: 10,
    });
  });

  it('covers the last 7 days unless asked for more', async () => {
    const { user, headers } = await userWithHistory();
    await t.runtime.db.execute(
      sql`UPDATE ledger_entries SET created_at = now() - interval '10 days' WHERE user_id = ${user.id} AND kind = 'purchase'`,
    );
    expect(
      (await t.app.inject({ url: '/api/credits/history', headers })).json<CreditHistoryResponse>()
        .total,
    ).toBe(12);
    expect(
      (
        await t.app.inject({ url: '/api/credits/history?days=30', headers })
      ).json<CreditHistoryResponse>().total,
    ).toBe(13);
    expect((await t.app.inject({ url: '/api/credits/history?page=0', headers })).statusCode).toBe(
      422,
    );
  });

  it('exports the history as CSV with formulas defused', async () => {
    const { headers } = await userWithHistory();
    const response = await t.app.inject({ url: '/api/credits/history.csv', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('credit-history.csv');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('timestamp,type,description,amount,balance_after');
    expect(lines).toHaveLength(14);
    expect(lines[1]).toContain(',purchase,Purchased 10 credits,10.000000,10.000000');
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"") image 0"`);
  });

  it('shows after each entry the running balance, also for charges made at the same time', async () => {
    const user = await createUser(t);
    const db = t.runtime.db;
    await credit(db, {
      userId: user.id,
      kind: 'purchase',
      amountMicros: 1 * C,
      displayType: 'purchase',
      description: 'Purchased 1 credit',
      idempotencyKey: `p:${user.id}`,
    });
    // Three generations at once: each holds its cost, then each is settled.
    const holds = await Promise.all(
      [20_000, 30_000, 50_000].map((cost, i) =>
        reserve(db, {
          userId: user.id,
          amountMicros: cost,
          reference: `job-${i}`,
          displayType: 'image_generation',
          description: `Image ${i}`,
        }),
      ),
    );
    await Promise.all(holds.map((hold) => settle(db, hold.id, hold.amountMicros)));
    const token = await tokenFor(t, user);
    const { history } = (
      await t.app.inject({ url: '/api/credits/history', headers: bearer(token) })
    ).json<CreditHistoryResponse>();
    expect(history).toHaveLength(4);
    const oldestFirst = history.toReversed();
    expect(oldestFirst[0]).toMatchObject({ type: 'purchase', amount: 1, balance_after: 1 });
    expect(oldestFirst.slice(1).map((entry) => entry.amount)).toEqual(
      expect.arrayContaining([-0.02, -0.03, -0.05]),
    );
    const debits = oldestFirst.slice(1).map((entry) => entry.balance_after);
    expect(new Set(debits).size).toBe(3);
    let running = 0;
    for (const entry of oldestFirst) {
      running = Math.round((running + entry.amount) * C) / C;
      expect(entry.balance_after, entry.description).toBe(running);
    }
    expect(running).toBe(0.9);

    // The CSV and the staff's view of the history say the same.
    const csv = (await t.app.inject({ url: '/api/credits/history.csv', headers: bearer(token) }))
      .body;
    expect(
      csv
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => Number(line.split(',').at(-1))),
    ).toEqual(oldestFirst.map((entry) => entry.balance_after));
    const admin = await signedInAdmin(t, 'full_rights');
    const staff = (
      await t.app.inject({
        url: `/api/admin/users/${user.id}/credit-history`,
        headers: bearer(admin.token),
      })
    ).json<AdminCreditHistoryResponse>();
    expect(staff.transactions.map((entry) => entry.balance_after)).toEqual(
      history.map((entry) => entry.balance_after),
    );
  });

  it('shows a user only their own history', async () => {
    await userWithHistory();
    const stranger = await createUser(t);
    const headers = bearer(await tokenFor(t, stranger));
    expect(
      (await t.app.inject({ url: '/api/credits/history', headers })).json<CreditHistoryResponse>()
        .total,
    ).toBe(0);
  });
});
