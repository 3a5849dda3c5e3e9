import { AUTH_MESSAGES } from '@atelier/contract';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { users } from '../../db/schema';
import { assertPasswordNotCommon, hashPassword, verifyPassword } from '../../lib/auth/passwords';
import { revokeAllSessions } from '../../lib/auth/sessions';
import { AppError } from '../../lib/errors';

/** Checks the current password against the stored one (never the cached copy), then signs out the other devices. */
export async function changePassword(
  deps: AppDeps,
  principal: { userId: string; sessionId: string },
  input: { current_password: string; new_password: string },
) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, principal.userId));
  if (!user || !(await verifyPassword(user.passwordHash, input.current_password))) {
    throw new AppError('BAD_REQUEST', AUTH_MESSAGES.passwordIncorrect);
  }
  assertPasswordNotCommon(input.new_password);
  const now = new Date();
  await deps.db
    .update(users)
    .set({
      passwordHash: await hashPassword(input.new_password),
      passwordChangedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, user.id));
  await revokeAllSessions(deps, user.id, principal.sessionId);
  return { message: AUTH_MESSAGES.passwordChanged };
}
