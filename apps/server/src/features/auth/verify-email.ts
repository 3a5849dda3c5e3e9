import { AUTH_MESSAGES } from '@atelier/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { users } from '../../db/schema';
import { consumeToken } from '../../lib/auth/emailed-tokens';
import { createSession } from '../../lib/auth/sessions';
import { AppError, isAppError } from '../../lib/errors';
import type { ClientInfo } from './client-info';

/**
 * Marks the email verified and signs the user in with a new session. When the user already holds
 * three sessions the email is still verified, and the answer says so without a token.
 */
export async function verifyEmail(deps: AppDeps, token: string, client: ClientInfo) {
  const userId = await consumeToken(deps.db, token, 'verify_email');
  if (!userId) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.invalidVerificationToken);
  await deps.db
    .update(users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
  try {
    const session = await createSession(
      { db: deps.db, jwtSecret: deps.config.jwtSecret },
      { userId, rememberMe: false, ipAddress: client.ip, deviceInfo: client.device },
    );
    return {
      message: AUTH_MESSAGES.verified,
      access_token: session.access_token,
      token_type: 'bearer' as const,
    };
  } catch (error) {
    if (isAppError(error) && error.statusCode === 429)
      return { message: AUTH_MESSAGES.verifiedSignInLimit };
    throw error;
  }
}
