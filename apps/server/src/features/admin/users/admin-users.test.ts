import {
  ADMIN_MESSAGES,
  AUTH_MESSAGES,
  type AdminCreditHistoryResponse,
  type AdminOverviewResponse,
  type AdminUserDetailResponse,
  type AdminUsersResponse,
  type CreditHistoryResponse,
} from '@atelier/contract';
import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import { desc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../../../test/helpers/admins';
import {
  bearer,
  createUser,
  grantCredits,
  logIn,
  tokenFor,
} from '../../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { adminAuditLogs, generationJobs, ledgerEntries, users } from '../../../db/schema';
import { anyCode } from '../../../../test/helpers/error-code';

describe('admin: users', () => {
  let t: TestApp;
  let full: string;
  let manage: string;
  let others: string;
  beforeAll(async () => {
    t = await createTestApp();
    full = (await signedInAdmin(t, 'full_rights')).token;
    manage = (await signedInAdmin(t, 'manage')).token;
    others = (await signedInAdmin(t, 'others')).token;
  });
  afterAll(() => t.close());

  const call = (
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => t.app.inject({ method, url, headers: { ...bearer(token), ...headers }, payload });
  const lastAudit = async (target: string) => {
    const [row] = await t.runtime.db
      .select()
      .from(adminAuditLogs)
      .where(eq(adminAuditLogs.target, target))
      .orderBy(desc(adminAuditLogs.id))
      .limit(1);
    return row;
  };

  it('refuses users without view_users, and user tokens, on every user route', async () => {
    const user = await createUser(t);
    const userToken = await tokenFor(t, user);
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/users/export/excel'],
      ['GET', `/api/admin/users/${user.id}`],
      ['PUT', `/api/admin/users/${user.id}`, { full_name: 'X' }],
      ['DELETE', `/api/admin/users/${user.id}`],
      ['POST', `/api/admin/users/${user.id}/update-subscription`, { plan_id: 'pro' }],
      ['POST', `/api/admin/users/${user.id}/credits`, { amount: 1, reason: 'x' }],
      ['GET', `/api/admin/users/${user.id}/credit-history`],
      ['GET', `/api/admin/users/${user.id}/api-logs`],
    ];
    for (const [method, url, payload] of routes) {
      const denied = await call(others, method, url, payload);
      expect(denied.statusCode, `${method} ${url}`).toBe(403);
      expect(denied.json()).toMatchObject({ detail: ADMIN_MESSAGES.forbidden });
      expect((await call(userToken, method, url, payload)).statusCode).toBe(401);
    }
    // The overview is view_analytics: "others" has it, a user token does not.
    expect((await call(others, 'GET', '/api/admin/analytics/overview')).statusCode).toBe(200);
    expect((await call(userToken, 'GET', '/api/admin/analytics/overview')).statusCode).toBe(401);
    // The account is untouched.
    const [row] = await t.runtime.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ fullName: user.fullName, subscriptionPlan: 'starter' });
  });

  it('lists users: search by any part of the email or name in any case, filters, sorts, pages', async () => {
    const tag = randomUUID().slice(0, 8);
    const made = [];
    for (const [index, name] of ['Zoë Quill', 'Arno Quill', 'Mina 100%'].entries()) {
      const user = await createUser(t, { email: `Q${index}-${tag}@Quill.example` });
      await t.runtime.db
        .update(users)
        .set({ fullName: `${name} ${tag}` })
        .where(eq(users.id, user.id));
      made.push(user);
    }
    await t.runtime.db
      .update(users)
      .set({ subscriptionPlan: 'growth', isActive: false })
      .where(eq(users.id, made[1].id));

    const list = async (query: string) => {
      const response = await call(full, 'GET', `/api/admin/users?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AdminUsersResponse>();
    };
    const byTag = await list(`search=${tag.toUpperCase()}&sort=name`);
    expect(byTag.total).toBe(3);
    expect(byTag.users.map((user) => user.full_name)).toEqual([
      `Arno Quill ${tag}`,
      `Mina 100% ${tag}`,
      `Zoë Quill ${tag}`,
    ]);
    expect(byTag.users[0]).toMatchObject({
      email: made[1].email,
      role: 'user',
      is_active: false,
      email_verified: true,
      subscription_plan: 'growth',
      credits: 0,
      last_login: null,
      terms_agreed: true,
    });
    // Substring of the email's middle, and of the name; `%` is a letter, not a wildcard.
    expect((await list(`search=1-${tag}@quill`)).users.map((u) => u.id)).toEqual([made[1].id]);
    expect((await list(`search=${encodeURIComponent(`100% ${tag}`)}`)).total).toBe(1);
    expect((await list(`search=${encodeURIComponent(`1%0 ${tag}`)}`)).total).toBe(0);
    expect((await list(`search=${tag}&plan=growth`)).users.map((u) => u.id)).toEqual([made[1].id]);
    expect((await list(`search=${tag}&status=active`)).total).toBe(2);
    // Paging: skip and limit over the same order, total unchanged.
    const page2 = await list(`search=${tag}&sort=email&skip=1&limit=1`);
    expect(page2).toMatchObject({ total: 3 });
    expect(page2.users.map((u) => u.id)).toEqual([made[1].id]);
    // Bad paging or an unknown filter value is a 422, not a 500.
    for (const bad of ['limit=0', 'limit=101', 'skip=-1', 'plan=gold', 'status=gone', 'sort=x']) {
      expect((await call(full, 'GET', `/api/admin/users?${bad}`)).statusCode, bad).toBe(422);
    }
  });

  it('shows a user in detail: the spec fields, "Not available", usage, and a directly assigned plan', async () => {
    const user = await createUser(t);
    await grantCredits(t, user.id, 7.5);
    const job = (kind: string, status = 'succeeded') => ({
      id: randomUUID(),
      userId: user.id,
      kind,
      tool: `${kind}.test`,
      prompt: 'p',
      input: {},
      status,
      deadlineAt: new Date(Date.now() + 60_000),
    });
    await t.runtime.db
      .insert(generationJobs)
      .values([job('text'), job('text'), job('image'), job('video'), job('image', 'failed')]);

    const response = await call(manage, 'GET', `/api/admin/users/${user.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<AdminUserDetailResponse>();
    expect(detail.user).toMatchObject({
      id: user.id,
      email: user.email,
      full_name: user.fullName,
      subscription_plan: 'starter',
      subscription_status: 'free',
      credits: 7.5,
      image_credits: 7.5,
      registration_ip: 'Not available',
      registration_location: 'Not available',
      registration_device: 'Not available',
      terms_agreed: true,
      is_active: true,
    });
    expect(detail.usage).toMatchObject({
      ai_prompts_used: 2,
      images_generated: 1,
      videos_generated: 1,
      prompt_generations: 0,
      workflows_created: 0,
      daily_usage: { image_generation: 0, premium_image_generation: 0 },
    });
    expect(detail.usage.daily_usage.last_reset).toMatch(/T00:00:00\.000Z$/);
    expect(detail.subscription).toMatchObject({ plan: 'starter', assigned_directly: true });

    expect((await call(full, 'GET', `/api/admin/users/${randomUUID()}`)).json()).toMatchObject({
      detail: 'User not found',
    });
    expect((await call(full, 'GET', '/api/admin/users/not-a-uuid')).statusCode).toBe(422);
  });

  it('deactivating ends the live session at once and refuses sign-in; reactivating restores it', async () => {
    const user = await createUser(t);
    const token = await tokenFor(t, user);
    expect((await call(token, 'GET', '/api/auth/me')).statusCode).toBe(200);

    const off = await call(full, 'PUT', `/api/admin/users/${user.id}`, { is_active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ user: { is_active: false } });
    expect((await call(token, 'GET', '/api/auth/me')).statusCode).toBe(401);
    const refused = await logIn(t, user);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ detail: AUTH_MESSAGES.accountDeactivated });
    expect(await lastAudit(user.id)).toMatchObject({
      action: 'user.updated',
      summary: { before: { is_active: true }, after: { is_active: false } },
    });

    await call(full, 'PUT', `/api/admin/users/${user.id}`, {
      is_active: true,
      full_name: '  New Name ',
      email_verified: false,
    });
    const [row] = await t.runtime.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ isActive: true, fullName: 'New Name', emailVerifiedAt: null });
    expect((await call(full, 'PUT', `/api/admin/users/${user.id}`, {})).json()).toEqual({
      code: anyCode,
      detail: `body: ${ADMIN_MESSAGES.nothingToChange}`,
    });
  });

  it('changes the plan at once from the typed value, with the spec message for anything else', async () => {
    const user = await createUser(t);
    const token = await tokenFor(t, user);
    const url = `/api/admin/users/${user.id}/update-subscription`;
    for (const bad of ['gold', '', '  ', 'pro plan']) {
      const refused = await call(manage, 'POST', url, { plan_id: bad });
      expect(refused.statusCode, bad).toBe(422);
      // The convention: a 422 names its field (api-conventions.md), then the spec's message.
      expect(refused.json()).toEqual({
        detail: `plan_id: ${ADMIN_MESSAGES.invalidPlan}`,
        code: anyCode,
      });
    }
    expect((await call(manage, 'POST', url, {})).json()).toEqual({
      code: anyCode,
      detail: `plan_id: ${ADMIN_MESSAGES.invalidPlan}`,
    });
    const changed = await call(manage, 'POST', url, { plan_id: '  GROWTH ' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ message: 'Subscription updated successfully!' });
    // The user's own view changes with no sign-out.
    const usage = await call(token, 'GET', '/api/subscription/usage');
    expect(usage.json()).toMatchObject({ subscription_plan: 'growth' });
    const detail = (
      await call(full, 'GET', `/api/admin/users/${user.id}`)
    ).json<AdminUserDetailResponse>();
    expect(detail.subscription).toMatchObject({
      plan: 'growth',
      status: 'active',
      assigned_directly: true,
    });
    expect(await lastAudit(user.id)).toMatchObject({
      action: 'user.plan_changed',
      summary: { before: { plan: 'starter' }, after: { plan: 'growth' } },
    });
  });

  it('grants and deducts credits through the ledger: once per Idempotency-Key, never below zero, in the user history', async () => {
    const user = await createUser(t);
    const url = `/api/admin/users/${user.id}/credits`;
    const key = { 'idempotency-key': `grant-${randomUUID()}` };
    const first = await call(full, 'POST', url, { amount: 12.3456, reason: 'Goodwill' }, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ message: 'Credits added', applied: true, balance: 12.3456 });
    const again = await call(full, 'POST', url, { amount: 12.3456, reason: 'Goodwill' }, key);
    expect(again.json()).toMatchObject({ applied: false, balance: 12.3456 });

    const tooMuch = await call(full, 'POST', url, { amount: -20, reason: 'Refund abuse' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json<{ detail: string }>().detail).toContain('cannot take it below zero');
    const deducted = await call(full, 'POST', url, { amount: -2.3456, reason: 'Correction' });
    expect(deducted.json()).toMatchObject({ message: 'Credits deducted', balance: 10 });

    for (const [body, detail] of [
      [{ amount: 0, reason: 'x' }, 'Amount cannot be zero'],
      [{ amount: 1.00001, reason: 'x' }, 'Amount may have at most 4 decimals'],
      [{ amount: 1, reason: '   ' }, 'A reason is required'],
      [{ amount: '5', reason: 'x' }, 'Amount must be a number'],
    ] as const) {
      const refused = await call(full, 'POST', url, body);
      expect(refused.statusCode).toBe(422);
      expect(refused.json<{ detail: string }>().detail).toContain(detail);
    }
    // The user sees both in their own history.
    const mine = (
      await call(await tokenFor(t, user), 'GET', '/api/credits/history')
    ).json<CreditHistoryResponse>();
    expect(mine.history.map((entry) => entry.amount)).toEqual([-2.3456, 12.3456]);
    expect(mine.history[1].description).toBe('Credits added by support: Goodwill');

    const history = await call(
      full,
      'GET',
      `/api/admin/users/${user.id}/credit-history?per_page=1`,
    );
    const page = history.json<AdminCreditHistoryResponse>();
    expect(page.transactions).toEqual([
      expect.objectContaining({ type: 'debit', amount: -2.3456, balance_after: 10 }),
    ]);
    expect(page.pagination).toEqual({
      page: 1,
      per_page: 1,
      total_pages: 2,
      total_transactions: 2,
      has_prev: false,
      has_next: true,
    });
    expect(await lastAudit(user.id)).toMatchObject({
      action: 'user.credits_deducted',
      summary: { amount: -2.3456, reason: 'Correction', balance_after: 10 },
    });
  });

  it('refuses an Idempotency-Key used again for another grant, and answers the same one as the first time', async () => {
    const user = await createUser(t);
    const url = `/api/admin/users/${user.id}/credits`;
    const grant = (body: object, key: string) =>
      call(full, 'POST', url, body, { 'idempotency-key': key });
    const balance = async () =>
      (await t.runtime.db.select().from(users).where(eq(users.id, user.id)))[0]?.creditsMicros;
    const reused = {
      detail: 'This Idempotency-Key was already used for a different request. Use a new key.',
      code: anyCode,
    };

    const key = `grant-${randomUUID()}`;
    const first = await grant({ amount: 5, reason: 'Goodwill' }, key);
    expect(first.json()).toEqual({ message: 'Credits added', applied: true, balance: 5 });
    await call(full, 'POST', url, { amount: 1, reason: 'Later' });
    expect(await balance()).toBe(6_000_000);

    for (const other of [
      { amount: 50, reason: 'Goodwill' },
      { amount: 5, reason: 'Another reason' },
      { amount: -100, reason: 'Goodwill' },
    ]) {
      const answer = await grant(other, key);
      expect(answer.statusCode, JSON.stringify(other)).toBe(422);
      expect(answer.json()).toEqual(reused);
    }
    expect(await balance()).toBe(6_000_000);

    const again = await grant({ amount: 5, reason: 'Goodwill' }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: 'Credits added', applied: false, balance: 5 });
    expect(await balance()).toBe(6_000_000);

    // Two bodies with one new key at the same moment: one is applied, the other refused.
    const raced = `grant-${randomUUID()}`;
    const answers = await Promise.all([
      grant({ amount: 2, reason: 'Race' }, raced),
      grant({ amount: 3, reason: 'Race' }, raced),
    ]);
    expect(answers.map((answer) => answer.statusCode).toSorted()).toEqual([200, 422]);
    const applied = answers
      .find((answer) => answer.statusCode === 200)
      ?.json<{ balance: number }>();
    expect(await balance()).toBe((applied?.balance ?? 0) * 1_000_000);
    const entries = await t.runtime.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, user.id));
    expect(entries).toHaveLength(3);
  });

  it('deletes a user: data and sessions go, ledger entries stay with the user cleared', async () => {
    const user = await createUser(t);
    const token = await tokenFor(t, user);
    await call(full, 'POST', `/api/admin/users/${user.id}/credits`, { amount: 3, reason: 'x' });
    const before = await t.runtime.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .where(isNull(ledgerEntries.userId));

    const deleted = await call(full, 'DELETE', `/api/admin/users/${user.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call(token, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect(await t.runtime.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    const after = await t.runtime.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .where(isNull(ledgerEntries.userId));
    expect(after[0].n).toBe(before[0].n + 1);
    const audit = await lastAudit(user.id);
    expect(audit).toMatchObject({ action: 'user.deleted' });
    expect(JSON.stringify(audit?.summary)).not.toContain(user.email);
    expect((await call(full, 'DELETE', `/api/admin/users/${user.id}`)).statusCode).toBe(404);
  });

  it('exports the filtered users as an .xlsx workbook, and records the export', async () => {
    const tag = randomUUID().slice(0, 8);
    for (let index = 0; index < 3; index += 1)
      await createUser(t, { email: `x${index}-${tag}@e.example` });
    const response = await call(
      full,
      'GET',
      `/api/admin/users/export/excel?search=${tag}&sort=email`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="users-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Users')!;
    expect(sheet.getRow(1).getCell(3).value).toBe('Email');
    expect([2, 3, 4].map((row) => sheet.getRow(row).getCell(3).value)).toEqual([
      `x0-${tag}@e.example`,
      `x1-${tag}@e.example`,
      `x2-${tag}@e.example`,
    ]);
    expect(sheet.getRow(2).getCell(9).value).toBe('Never');
    expect(sheet.rowCount).toBe(4);
    const [audit] = await t.runtime.db
      .select()
      .from(adminAuditLogs)
      .where(eq(adminAuditLogs.action, 'users.exported'))
      .orderBy(desc(adminAuditLogs.id))
      .limit(1);
    expect(audit?.summary).toMatchObject({ search: tag, rows: 3 });
  });

  it('counts the overview from the database', async () => {
    const before = (
      await call(full, 'GET', '/api/admin/analytics/overview')
    ).json<AdminOverviewResponse>();
    await createUser(t, { plan: 'enterprise' });
    const after = (
      await call(full, 'GET', '/api/admin/analytics/overview')
    ).json<AdminOverviewResponse>();
    expect(after.total_users).toBe(before.total_users + 1);
    expect(after.new_users_30d).toBe(before.new_users_30d + 1);
    expect(after.subscription_stats.enterprise).toBe(before.subscription_stats.enterprise + 1);
    expect(after.daily).toHaveLength(30);
    expect(after.daily.at(-1)!.signups).toBe(before.daily.at(-1)!.signups + 1);
  });
});
