import { AUTH_MESSAGES } from '@atelier/contract';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { users } from '../../db/schema';
import { consumeToken, peekToken, retireTokens } from '../../lib/auth/emailed-tokens';
import { assertPasswordNotCommon, hashPassword } from '../../lib/auth/passwords';
import { revokeAllSessions } from '../../lib/auth/sessions';
import { AppError } from '../../lib/errors';

/** Shows whose password a reset link changes (masked), without using the link up. */
export async function checkResetToken(deps: AppDeps, token: string) {
  const userId = await peekToken(deps.db, token, 'reset_password');
  const [user] = userId ? await deps.db.select().from(users).where(eq(users.id, userId)) : [];
  if (!user) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.resetTokenInvalid);
  return { valid: true as const, email: maskEmail(user.email) };
}

/**
 * Sets the new password and ends every session. Following a reset link proves the inbox is the
 * user's, so an unverified email counts as verified from here on.
 */
export async function resetPassword(deps: AppDeps, token: string, newPassword: string) {
  assertPasswordNotCommon(newPassword);
  const passwordHash = await hashPassword(newPassword);
  const userId = await consumeToken(deps.db, token, 'reset_password');
  if (!userId) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.resetTokenInvalid);
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  const now = new Date();
  await deps.db
    .update(users)
    .set({
      passwordHash,
      passwordChangedAt: now,
      emailVerifiedAt: user?.emailVerifiedAt ?? now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  await retireTokens(deps.db, userId, 'reset_password');
  await revokeAllSessions(deps, userId);
  return { message: AUTH_MESSAGES.passwordReset };
}

export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}${'*'.repeat(Math.max(3, local.length - 1))}@${domain}`;
}
