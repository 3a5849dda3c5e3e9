import {
  ADMIN_MESSAGES,
  ADMIN_PERMISSIONS,
  type AdminLoginResponse,
  type AdminRole,
  type AdminMfaSetupResponse,
} from '@atelier/contract';
import { count, eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createUser, tokenFor } from '../../../test/helpers/factories';
import { signedInAdmin } from '../../../test/helpers/admins';
import { spawnEntry } from '../../../test/helpers/processes';
import { insertLogBatches } from '../../../test/helpers/request-log';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { adminAuditLogs, admins } from '../../db/schema';
import { requireAdmin } from './admin-auth';
import { createAdmin, ensureFirstAdmin } from './create-admin';
import { anyCode } from '../../../test/helpers/error-code';

const PASSWORD = 'Staff-password-2026!';

describe('admin sign-in with mandatory MFA', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // A route that needs manage_admins, to check the guard's permission rule through HTTP.
    t.app.get(
      '/api/admin/probe/admins-only',
      {
        preHandler: requireAdmin(
          { db: t.runtime.db, config: t.config },
          { permission: 'manage_admins' },
        ),
      },
      async () => ({ ok: true }),
    );
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  let serial = 0;
  const newAdmin = async (role: 'full_rights' | 'manage' | 'others' = 'full_rights') => {
    serial += 1;
    return createAdmin(t.runtime.db, {
      email: `staff${serial}@example.com`,
      password: PASSWORD,
      role,
    });
  };
  const login = (email: string, extra: Record<string, string> = {}, password = PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: `  ${email.toUpperCase()} `, password, ...extra },
    });
  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), payload });
  const auditOf = (adminId: string | null, email: string) =>
    t.runtime.db
      .select()
      .from(adminAuditLogs)
      .where(adminId ? eq(adminAuditLogs.adminId, adminId) : eq(adminAuditLogs.adminEmail, email))
      .orderBy(adminAuditLogs.id);

  const enrolled = (role: AdminRole = 'full_rights') => signedInAdmin(t, role);

  it('enrols MFA on the first sign-in: the token serves only the setup until a code is confirmed', async () => {
    const admin = await newAdmin();
    const response = await login(admin.email);
    expect(response.statusCode).toBe(200);
    const body = response.json<AdminLoginResponse>();
    expect(body).toMatchObject({
      token_type: 'bearer',
      role: 'full_rights',
      permissions: [...ADMIN_PERMISSIONS],
      mfa_setup_required: true,
    });
    const me = await call('GET', '/api/admin/me', body.access_token);
    expect(me.statusCode).toBe(403);
    expect(me.json()).toEqual({
      detail: ADMIN_MESSAGES.mfaSetupRequired,
      code: anyCode,
    });

    const setup = await call('POST', '/api/admin/mfa/setup', body.access_token);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_url: url, qr_code: qr } = setup.json<AdminMfaSetupResponse>();
    expect(url).toContain(encodeURIComponent(admin.email));
    expect(qr).toMatch(/^data:image\/png;base64,/);
    const wrong = await call('POST', '/api/admin/mfa/confirm', body.access_token, {
      code: '000000',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: ADMIN_MESSAGES.invalidMfa, code: anyCode });

    const confirmed = await call('POST', '/api/admin/mfa/confirm', body.access_token, {
      code: await generate({ secret }),
    });
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.json<{ recovery_codes: string[] }>().recovery_codes;
    expect(new Set(codes).size).toBe(10);
    // The same session is a full one now.
    const after = await call('GET', '/api/admin/me', body.access_token);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({
      email: admin.email,
      role: 'full_rights',
      mfa_enabled: true,
    });
    expect((await call('POST', '/api/admin/mfa/setup', body.access_token)).statusCode).toBe(409);
    expect((await auditOf(admin.id, admin.email)).map((row) => row.action)).toEqual([
      'admin.created',
      'login',
      'mfa.enrolled',
    ]);
  });

  it('then asks for the code (400), refuses a wrong or replayed one (401), and takes a recovery code once', async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const { admin, secret, recovery } = await enrolled();
    const noCode = await login(admin.email);
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toEqual({ detail: ADMIN_MESSAGES.mfaRequired, code: anyCode });
    const wrong = await login(admin.email, { mfa_code: '123456' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: ADMIN_MESSAGES.invalidMfa, code: anyCode });
    // The code that confirmed enrolment is spent; the next 30-second step brings a fresh one.
    expect((await login(admin.email, { mfa_code: await generate({ secret }) })).statusCode).toBe(
      401,
    );
    vi.setSystemTime(start + 30_000);
    const code = await generate({ secret, epoch: Math.floor((start + 30_000) / 1000) });
    const ok = await login(admin.email, { mfa_code: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<AdminLoginResponse>().mfa_setup_required).toBeUndefined();
    expect((await login(admin.email, { mfa_code: code })).statusCode).toBe(401);

    vi.useRealTimers();
    const withRecovery = await login(admin.email, { mfa_code: recovery[0].toUpperCase() });
    expect(withRecovery.statusCode).toBe(200);
    expect((await login(admin.email, { mfa_code: recovery[0] })).statusCode).toBe(401);
  });

  it('refuses a wrong password without saying which part was wrong, and audits it', async () => {
    const admin = await newAdmin();
    const response = await login(admin.email, {}, 'Not-the-password-1');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      detail: ADMIN_MESSAGES.invalidCredentials,
      code: anyCode,
    });
    const unknown = await login('nobody@example.com');
    expect(unknown.json()).toEqual({
      detail: ADMIN_MESSAGES.invalidCredentials,
      code: anyCode,
    });
    expect((await auditOf(null, 'nobody@example.com')).map((row) => row.action)).toEqual([
      'login.failed',
    ]);
    const [failed] = (await auditOf(admin.id, admin.email)).filter(
      (r) => r.action === 'login.failed',
    );
    expect(failed).toMatchObject({ summary: { reason: 'password' }, ipAddress: '127.0.0.1' });
  });

  it('answers 429 after 5 failed attempts in an hour, even with the right password', async () => {
    const admin = await newAdmin();
    for (let i = 0; i < 5; i += 1) {
      expect((await login(admin.email, {}, `Wrong-password-${i}!`)).statusCode).toBe(401);
    }
    const locked = await login(admin.email);
    expect(locked.statusCode).toBe(429);
    expect(locked.json<{ detail: string }>().detail).toMatch(
      /^Too many failed sign-in attempts\. Please try again in (59|60) minutes\.$/,
    );
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(3500);
  });

  it('keeps user and admin tokens apart: each is 401 on the other side', async () => {
    const { token } = await enrolled();
    const user = await createUser(t);
    const userToken = await tokenFor(t, user);
    expect((await call('GET', '/api/admin/me', userToken)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/me', token)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/me', token)).statusCode).toBe(200);
  });

  it('checks the permission a route names on the server', async () => {
    const full = await enrolled('full_rights');
    const manager = await enrolled('manage');
    const other = await enrolled('others');
    expect((await call('GET', '/api/admin/probe/admins-only', full.token)).statusCode).toBe(200);
    for (const { token } of [manager, other]) {
      const refused = await call('GET', '/api/admin/probe/admins-only', token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        detail: ADMIN_MESSAGES.forbidden,
        code: anyCode,
      });
    }
    expect((await call('GET', '/api/admin/me', other.token)).json()).toMatchObject({
      role: 'others',
      permissions: ['view_analytics', 'view_content'],
    });
  });

  it('lists the staff and the audit log to those allowed, newest first, filtered and paged', async () => {
    const full = await enrolled('full_rights');
    const manager = await enrolled('manage');
    const other = await enrolled('others');
    const staff = await call('GET', '/api/admin/admins', full.token);
    expect(staff.statusCode).toBe(200);
    expect(
      staff
        .json<{ admins: Array<{ email: string }> }>()
        .admins.find((a) => a.email === other.admin.email),
    ).toMatchObject({ role: 'others', is_active: true, mfa_enabled: true });
    for (const { token } of [manager, other]) {
      expect((await call('GET', '/api/admin/admins', token)).statusCode).toBe(403);
      expect((await call('GET', '/api/admin/security/audit-logs', token)).statusCode).toBe(403);
    }

    const page = (query: string) =>
      call('GET', `/api/admin/security/audit-logs?${query}`, full.token).then((r) =>
        r.json<{
          logs: Array<{ action: string; admin_email: string }>;
          pagination: Record<string, unknown>;
        }>(),
      );
    const first = await page(`admin=${encodeURIComponent(other.admin.email)}&per_page=2`);
    expect(first.logs.map((log) => log.action)).toEqual(['mfa.enrolled', 'login']);
    expect(first.pagination).toEqual({
      page: 1,
      per_page: 2,
      total_pages: 2,
      total_logs: 3,
      has_prev: false,
      has_next: true,
    });
    // The API fuzzer's find: a NUL reached PostgreSQL and answered 500.
    const nul = await call('GET', '/api/admin/security/audit-logs?admin=%00', full.token);
    expect(nul.statusCode).toBe(422);
    const second = await page(`admin=${other.admin.id}&per_page=2&page=2`);
    expect(second.logs.map((log) => log.action)).toEqual(['admin.created']);
    const enrolments = await page(`action=mfa.enrolled&admin=${other.admin.id}`);
    expect(enrolments.logs).toHaveLength(1);
    expect(enrolments.logs[0]?.admin_email).toBe(other.admin.email);
  });

  it("shows a user's API requests to staff who may view users, newest first and paged", async () => {
    const full = await enrolled('full_rights');
    const other = await enrolled('others');
    const user = await createUser(t);
    const headers = bearer(await tokenFor(t, user));
    await t.app.inject({ url: '/api/auth/me?x=1', headers });
    await t.app.inject({ url: '/api/credits/balance', headers });
    const logsOf = (token: string, query = '') =>
      call('GET', `/api/admin/users/${user.id}/api-logs${query}`, token);
    let body: { logs: Array<{ method: string; path: string; status: number }>; pagination: object };
    const deadline = Date.now() + 5000;
    do {
      await new Promise((resolve) => setTimeout(resolve, 200));
      body = (await logsOf(full.token, '?per_page=1')).json();
    } while ((body.pagination as { total_logs: number }).total_logs < 2 && Date.now() < deadline);
    expect(body.logs).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api/credits/balance', status: 200 }),
    ]);
    expect(body.pagination).toMatchObject({
      page: 1,
      total_pages: 2,
      total_logs: 2,
      has_next: true,
    });
    expect((await logsOf(full.token, '?page=2')).json()).toMatchObject({ logs: [] });
    expect((await logsOf(other.token)).statusCode).toBe(403);
    const unknown = await call(
      'GET',
      '/api/admin/users/00000000-0000-4000-8000-000000000000/api-logs',
      full.token,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'User not found', code: anyCode });
  });

  it("pages a user's API requests in time order across the rows two processes wrote at once", async () => {
    const full = await enrolled('full_rights');
    const user = await createUser(t);
    const base = Date.now() - 60_000;
    const line = (second: number) => ({
      userId: user.id,
      method: 'GET',
      path: `/api/at/${second}`,
      status: 200,
      durationMs: 1,
      createdAt: new Date(base + second * 1000),
    });
    // Two processes' rows over the same seconds, a later row and an older one.
    await insertLogBatches(t.runtime.db, [
      [0, 2, 4, 6, 8].map(line),
      [1, 3, 5, 7, 9].map(line),
      [20, 21].map(line),
      [-100].map(line),
    ]);
    const seen: string[] = [];
    for (let page = 1; page <= 5; page += 1) {
      const body = (
        await call(
          'GET',
          `/api/admin/users/${user.id}/api-logs?per_page=3&page=${page}`,
          full.token,
        )
      ).json<{ logs: Array<{ path: string }>; pagination: { total_logs: number } }>();
      expect(body.pagination.total_logs).toBe(13);
      seen.push(...body.logs.map((log) => log.path));
    }
    expect(seen).toEqual(
      [21, 20, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, -100].map((second) => `/api/at/${second}`),
    );
  });

  it('ends the session at logout, and a deactivated admin is out at once', async () => {
    const first = await enrolled();
    expect((await call('POST', '/api/admin/logout', first.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/me', first.token)).statusCode).toBe(401);

    const second = await enrolled();
    await t.runtime.db
      .update(admins)
      .set({ isActive: false })
      .where(eq(admins.id, second.admin.id));
    expect((await call('GET', '/api/admin/me', second.token)).statusCode).toBe(401);
    const refused = await login(second.admin.email, { mfa_code: '123456' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: ADMIN_MESSAGES.deactivated,
      code: anyCode,
    });
  });

  it('keeps the audit log append-only in the database itself', async () => {
    const admin = await newAdmin();
    /** PostgreSQL's own refusal, under the query builder's wrapping error. */
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.runtime.db.execute(statement).then(
        () => 'allowed',
        (error: { cause?: { message?: string } }) => error.cause?.message ?? 'refused',
      );
    expect(
      await refusal(
        sql`UPDATE admin_audit_logs SET action = 'nothing' WHERE admin_id = ${admin.id}`,
      ),
    ).toBe('admin_audit_logs is append-only: UPDATE is not allowed');
    expect(await refusal(sql`DELETE FROM admin_audit_logs WHERE admin_id = ${admin.id}`)).toBe(
      'admin_audit_logs is append-only: DELETE is not allowed',
    );
    expect(await refusal(sql`TRUNCATE admin_audit_logs`)).toBe(
      'admin_audit_logs is append-only: TRUNCATE is not allowed',
    );
    expect((await auditOf(admin.id, admin.email)).map((row) => row.action)).toEqual([
      'admin.created',
    ]);
  });

  it('creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD only while there is none', async () => {
    const empty = await createTestApp({
      env: { ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'Bootstrap-password-1!' },
    });
    try {
      const created = await empty.runtime.db.select().from(admins);
      expect(created.map((a) => [a.email, a.role])).toEqual([['boss@example.com', 'full_rights']]);
      await ensureFirstAdmin(
        empty.runtime.db,
        { ADMIN_EMAIL: 'second@example.com', ADMIN_PASSWORD: 'Another-password-1!' },
        { info: () => undefined },
      );
      const [row] = await empty.runtime.db.select({ n: count() }).from(admins);
      expect(row?.n).toBe(1);
    } finally {
      await empty.close();
    }
  });

  it('creates an admin from the command line, and explains its usage', async () => {
    const env = { DATABASE_URL: t.runtime.database.url, DATA_DIR: '/tmp', LOG_LEVEL: 'warn' };
    const args = [
      'create',
      '--email',
      'CLI@example.com',
      '--password',
      PASSWORD,
      '--role',
      'manage',
    ];
    const created = spawnEntry('src/admin-cli.ts', env, { args });
    expect(await created.exited, created.output()).toBe(0);
    expect(created.output()).toContain('Admin cli@example.com created (manage)');
    const [row] = await t.runtime.db
      .select()
      .from(admins)
      .where(eq(admins.email, 'cli@example.com'));
    expect(row?.role).toBe('manage');
    const again = spawnEntry('src/admin-cli.ts', env, { args });
    expect(await again.exited).toBe(1);
    expect(again.output()).toContain('An admin with this email already exists.');
    const usage = spawnEntry('src/admin-cli.ts', env, { args: ['create'] });
    expect(await usage.exited).toBe(2);
    expect(usage.output()).toContain(
      'Usage: npm run admin -- create --email EMAIL --password PASSWORD',
    );
  });

  it('refuses a short or common staff password, a bad role and a second account for one email', async () => {
    const db = t.runtime.db;
    await expect(createAdmin(db, { email: 'a@example.com', password: 'short' })).rejects.toThrow(
      'at least 12 characters',
    );
    await expect(
      createAdmin(db, { email: 'b@example.com', password: PASSWORD, role: 'boss' as 'manage' }),
    ).rejects.toThrow('The role must be one of full_rights, manage, others.');
    await createAdmin(db, { email: 'c@example.com', password: PASSWORD });
    await expect(createAdmin(db, { email: ' C@example.com', password: PASSWORD })).rejects.toThrow(
      'An admin with this email already exists.',
    );
  });
});
