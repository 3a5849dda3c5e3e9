import {
  ADMIN_MESSAGES,
  type AdminLoginResponse,
  type AdminRole,
  type AdminLoginBody,
} from '@atelier/contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { admins, adminSessions } from '../../db/schema';
import { verifyPassword } from '../../lib/auth/passwords';
import { AppError } from '../../lib/errors';
import { admitAttempt, type ThrottleRule } from '../../lib/throttle';
import type { ClientInfo } from '../auth/client-info';
import { throwIfLimited } from '../auth/throttles';
import { ADMIN_SESSION_MS, permissionsOf, signAdminToken } from './admin-auth';
import { checkAdminSecondFactor } from './admin-mfa';
import { recordAudit } from './audit-log';

/** Spec part 2, section 9 shows "5 login attempts per hour" for admins; here it is enforced. */
export const ADMIN_LOGIN_FAILURES: ThrottleRule = { max: 5, windowSeconds: 60 * 60 };
const throttleKey = (email: string) => `admin-login:${email}`;

interface Deps {
  db: Database;
  config: { jwtSecret: string };
}

/**
 * POST /api/admin/login. Password, then MFA: an enrolled admin needs a code (400 without one,
 * 401 for a wrong one); one who has not enrolled gets a session that serves the MFA setup only.
 * Failed passwords and codes count towards the hourly limit, and every attempt is audited.
 */
export async function adminLogin(
  deps: Deps,
  body: z.output<typeof AdminLoginBody>,
  client: ClientInfo & { userAgent: string | null },
): Promise<AdminLoginResponse> {
  const { email, password, mfa_code: code } = body;
  // Counted before the password is checked, so parallel guesses cannot share the last slot;
  // withdrawn unless the attempt fails.
  const key = throttleKey(email);
  const attempt = await admitAttempt(deps.db, [[key, ADMIN_LOGIN_FAILURES]], [key]);
  throwIfLimited(attempt.state, ADMIN_MESSAGES.tooManyAttempts);
  const [admin] = await deps.db.select().from(admins).where(eq(admins.email, email));
  const fail = async (reason: string, message: string, status: 'UNAUTHORIZED' | 'FORBIDDEN') => {
    await recordAudit(deps.db, {
      adminId: admin?.id ?? null,
      adminEmail: email,
      action: 'login.failed',
      summary: { reason },
      ip: client.ip,
    });
    return new AppError(status, message);
  };

  if (!(await verifyPassword(admin?.passwordHash ?? null, password)) || !admin) {
    throw await fail('password', ADMIN_MESSAGES.invalidCredentials, 'UNAUTHORIZED');
  }
  if (!admin.isActive) throw await fail('deactivated', ADMIN_MESSAGES.deactivated, 'FORBIDDEN');

  const enrolled = admin.totpSecret !== null;
  if (enrolled) {
    if (!code) {
      await attempt.withdraw();
      throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.mfaRequired);
    }
    if (!(await checkAdminSecondFactor(deps.db, admin, code))) {
      throw await fail('mfa', ADMIN_MESSAGES.invalidMfa, 'UNAUTHORIZED');
    }
  }

  await attempt.withdraw();
  const expiresAt = new Date(Date.now() + ADMIN_SESSION_MS);
  const [session] = await deps.db
    .insert(adminSessions)
    .values({
      adminId: admin.id,
      mfaVerified: enrolled,
      ipAddress: client.ip,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
      expiresAt,
    })
    .returning({ id: adminSessions.id });
  await deps.db
    .update(admins)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(admins.id, admin.id));
  await recordAudit(deps.db, {
    adminId: admin.id,
    adminEmail: admin.email,
    action: 'login',
    target: session.id,
    summary: { mfa: enrolled ? 'verified' : 'setup required' },
    ip: client.ip,
  });
  const role = admin.role as AdminRole;
  return {
    access_token: await signAdminToken(deps.config.jwtSecret, {
      adminId: admin.id,
      sessionId: session.id,
      expiresAt,
    }),
    token_type: 'bearer',
    role,
    permissions: permissionsOf(role),
    expires_at: expiresAt.toISOString(),
    ...(enrolled ? {} : { mfa_setup_required: true }),
  };
}
