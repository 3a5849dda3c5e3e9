import type { AdminLoginResponse, AdminMfaSetupResponse, AdminRole } from '@atelier/contract';
import { randomBytes } from 'node:crypto';
import { generate } from 'otplib';
import { createAdmin } from '../../src/features/admin/create-admin';
import { bearer } from './factories';
import type { TestApp } from './test-app';

export const ADMIN_PASSWORD = 'Staff-password-2026!';

/** A new admin of `role` who signed in and enrolled MFA: their id, email and full token. */
export async function signedInAdmin(t: TestApp, role: AdminRole = 'full_rights') {
  const admin = await createAdmin(t.runtime.db, {
    email: `staff-${randomBytes(4).toString('hex')}@example.com`,
    password: ADMIN_PASSWORD,
    role,
  });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email: admin.email, password: ADMIN_PASSWORD },
  });
  const { access_token: token } = login.json<AdminLoginResponse>();
  const setup = await t.app.inject({
    method: 'POST',
    url: '/api/admin/mfa/setup',
    headers: bearer(token),
  });
  const { secret } = setup.json<AdminMfaSetupResponse>();
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/admin/mfa/confirm',
    headers: bearer(token),
    payload: { code: await generate({ secret }) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`MFA enrolment failed: ${confirmed.body}`);
  const { recovery_codes: recovery } = confirmed.json<{ recovery_codes: string[] }>();
  return { id: admin.id, email: admin.email, admin, secret, token, recovery };
}
