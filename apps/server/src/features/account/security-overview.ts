import type { SecurityOverview } from '@atelier/contract';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { unusedRecoveryCodes } from '../../lib/auth/two-factor';

const RECENT_PASSWORD_DAYS = 180;

/** The score is the sum of the checks this account passes today; nothing in it is fixed. */
export async function securityOverview(db: Database, user: UserRow): Promise<SecurityOverview> {
  const passwordAgeDays = user.passwordChangedAt
    ? (Date.now() - user.passwordChangedAt.getTime()) / 86_400_000
    : Infinity;
  const checks = [
    {
      id: 'email_verified',
      label: 'Email address verified',
      ok: user.emailVerifiedAt !== null,
      points: 30,
    },
    {
      id: 'two_factor',
      label: 'Two-factor authentication on',
      ok: user.totpSecret !== null,
      points: 40,
    },
    {
      id: 'recent_password',
      label: `Password changed in the last ${RECENT_PASSWORD_DAYS} days`,
      ok: passwordAgeDays <= RECENT_PASSWORD_DAYS,
      points: 30,
    },
  ];
  return {
    score: checks.reduce((sum, check) => sum + (check.ok ? check.points : 0), 0),
    checks,
    email_verified: user.emailVerifiedAt !== null,
    two_factor_enabled: user.totpSecret !== null,
    password_changed_at: user.passwordChangedAt?.toISOString() ?? null,
    has_password: user.passwordHash !== null,
    recovery_codes_left: user.totpSecret ? await unusedRecoveryCodes(db, user.id) : 0,
  };
}
