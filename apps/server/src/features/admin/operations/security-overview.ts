import type { AdminSecurityOverview } from '@atelier/contract';
import type { Database } from '../../../db/client';
import { LOGIN_RULES } from '../../auth/throttles';
import { ADMIN_LOGIN_FAILURES } from '../admin-login';

/**
 * GET /api/admin/security/overview: failed sign-ins of a day (users from the sign-in throttle's
 * events, staff from the audit log), who the throttle holds back now, two-factor take-up, live
 * sessions, staff without MFA (enrolment is forced at sign-in, so only never-signed-in accounts),
 * and the newest audit entries.
 */
export async function securityOverview(db: Database): Promise<AdminSecurityOverview> {
  const pool = db.$client;
  const [failures, throttled, users, staff, audit] = await Promise.all([
    pool.query<{ users: number; staff: number }>(`
      SELECT
        (SELECT count(*) FROM throttle_events
          WHERE key LIKE 'login:account:%' AND occurred_at > now() - interval '24 hours')::int AS users,
        (SELECT count(*) FROM admin_audit_logs
          WHERE action = 'login.failed' AND created_at > now() - interval '24 hours')::int AS staff`),
    pool.query<{ key: string; failures: number }>(
      `SELECT key, count(*)::int AS failures FROM throttle_events
       WHERE (key LIKE 'login:account:%' AND occurred_at > now() - make_interval(secs => $1::int))
          OR (key LIKE 'login:ip:%' AND occurred_at > now() - make_interval(secs => $3::int))
          OR (key LIKE 'admin-login:%' AND occurred_at > now() - make_interval(secs => $5::int))
       GROUP BY key
       HAVING count(*) >= CASE
         WHEN key LIKE 'login:account:%' THEN $2::int WHEN key LIKE 'login:ip:%' THEN $4::int ELSE $6::int END
       ORDER BY failures DESC LIMIT 50`,
      [
        LOGIN_RULES.account.windowSeconds,
        LOGIN_RULES.account.max,
        LOGIN_RULES.address.windowSeconds,
        LOGIN_RULES.address.max,
        ADMIN_LOGIN_FAILURES.windowSeconds,
        ADMIN_LOGIN_FAILURES.max,
      ],
    ),
    pool.query<{ total: number; two_factor: number; sessions: number }>(`
      SELECT (SELECT count(*) FROM users)::int AS total,
        (SELECT count(*) FROM users WHERE totp_secret IS NOT NULL)::int AS two_factor,
        (SELECT count(*) FROM sessions WHERE revoked_at IS NULL AND expires_at > now())::int AS sessions`),
    pool.query<{ id: string; email: string }>(
      `SELECT id, email FROM admins WHERE is_active AND totp_secret IS NULL ORDER BY created_at`,
    ),
    pool.query<{ created_at: Date; admin_email: string; action: string; target: string | null }>(
      `SELECT created_at, admin_email, action, target FROM admin_audit_logs ORDER BY id DESC LIMIT 10`,
    ),
  ]);
  const counts = users.rows[0] ?? { total: 0, two_factor: 0, sessions: 0 };
  return {
    failed_sign_ins_24h: failures.rows[0] ?? { users: 0, staff: 0 },
    throttled: throttled.rows,
    two_factor_share:
      counts.total === 0 ? 0 : Math.round((counts.two_factor / counts.total) * 10_000) / 10_000,
    active_sessions: counts.sessions,
    staff_without_mfa: staff.rows,
    recent_audit: audit.rows.map((row) => ({
      timestamp: row.created_at.toISOString(),
      admin_email: row.admin_email,
      action: row.action,
      target: row.target,
    })),
  };
}
