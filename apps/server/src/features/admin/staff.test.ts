import {
  ADMIN_MESSAGES,
  type AdminAccountResponse,
  type AdminLoginResponse,
} from '@atelier/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../../test/helpers/admins';
import { bearer } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { adminAuditLogs, mailMessages } from '../../db/schema';

describe('admin: staff accounts', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signedInAdmin(t, 'full_rights');
  });
  afterAll(() => t.close());

  const call = (token: string, method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, headers: bearer(token), payload });
  const invite = (token: string, email: string, role = 'manage') =>
    call(token, 'POST', '/api/admin/admins', { email, full_name: 'New Staff', role });

  it('invites by email: the link sets a password once, then sign-in asks for MFA set-up', async () => {
    const email = `invited-${Date.now()}@example.com`;
    const response = await invite(owner.token, `  ${email.toUpperCase()} `);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<AdminAccountResponse>().admin).toMatchObject({
      email,
      role: 'manage',
      mfa_enabled: false,
    });
    const [mail] = await t.runtime.db.select().from(mailMessages).where(eq(mailMessages.to, email));
    const token = /accept-invite\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    expect(mail?.text).toContain(owner.email);

    // Before the password is set, no sign-in works.
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email, password: 'Chosen-password-2026' },
    });
    expect(early.statusCode).toBe(401);

    const accept = (password: string, value = token) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/invitations/accept',
        payload: { token: value, password },
      });
    expect((await accept('short')).statusCode).toBe(422);
    expect((await accept('Chosen-password-2026', 'wrong')).json()).toMatchObject({
      detail: ADMIN_MESSAGES.inviteInvalid,
    });
    expect((await accept('Chosen-password-2026')).statusCode).toBe(200);
    expect((await accept('Another-password-2026')).json()).toMatchObject({
      detail: ADMIN_MESSAGES.inviteInvalid,
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email, password: 'Chosen-password-2026' },
    });
    expect(login.json<AdminLoginResponse>()).toMatchObject({
      role: 'manage',
      mfa_setup_required: true,
    });

    expect((await invite(owner.token, email)).json()).toMatchObject({
      detail: ADMIN_MESSAGES.adminExists,
    });
  });

  it("changes roles and active state; never one's own, never the last full_rights admin", async () => {
    const other = await signedInAdmin(t, 'manage');
    expect((await invite(other.token, 'nope@example.com')).statusCode).toBe(403);

    const promote = await call(owner.token, 'PUT', `/api/admin/admins/${other.id}`, {
      role: 'full_rights',
    });
    expect(promote.json<AdminAccountResponse>().admin.role).toBe('full_rights');
    expect(
      (await call(owner.token, 'PUT', `/api/admin/admins/${owner.id}`, { role: 'others' })).json(),
    ).toMatchObject({ detail: ADMIN_MESSAGES.notYourself });

    // Deactivation ends that admin's session at once.
    const third = await signedInAdmin(t, 'others');
    const off = await call(owner.token, 'PUT', `/api/admin/admins/${third.id}`, {
      is_active: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: bearer(third.token),
    });
    expect(me.statusCode).toBe(401);

    // Two full_rights admins demoting each other at the same moment: the rows are locked while
    // counting, so one wins and the portal keeps a full_rights admin.
    const otherToken = other.token;
    const answers = await Promise.all([
      call(otherToken, 'PUT', `/api/admin/admins/${owner.id}`, { role: 'manage' }),
      call(owner.token, 'PUT', `/api/admin/admins/${other.id}`, { role: 'manage' }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const refused = answers.find((answer) => answer.statusCode !== 200)!;
    if (refused.statusCode === 409) {
      expect(refused.json()).toMatchObject({ detail: ADMIN_MESSAGES.lastFullRights });
    }
    const { rows } = await t.runtime.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM admins WHERE role = 'full_rights' AND is_active AND id IN (${owner.id}, ${other.id})`,
    );
    expect(rows[0]?.n).toBe(1);

    const [audit] = await t.runtime.db
      .select()
      .from(adminAuditLogs)
      .where(eq(adminAuditLogs.target, other.id))
      .orderBy(desc(adminAuditLogs.id))
      .limit(1);
    expect(audit).toMatchObject({ action: 'admin.updated', adminId: owner.id });
  });
});
