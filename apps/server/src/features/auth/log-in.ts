import { AUTH_MESSAGES, type LoginBody } from '@atelier/contract';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { users, type UserRow } from '../../db/schema';
import { verifyPassword } from '../../lib/auth/passwords';
import { createSession } from '../../lib/auth/sessions';
import { checkSecondFactor } from '../../lib/auth/two-factor';
import { AppError } from '../../lib/errors';
import { clearThrottle, type Attempt } from '../../lib/throttle';
import type { ClientInfo } from './client-info';
import {
  admitAccountAttempt,
  LOGIN_RULES,
  loginKeys,
  loginThrottleMessage,
  throwIfLimited,
} from './throttles';

/**
 * Checks the password (the same 401 for an unknown email and a wrong password), then the email's
 * verification, then the second factor, then opens a session within the three-session cap.
 */
export async function logIn(
  deps: AppDeps,
  input: Required<Omit<LoginBody, 'totp_code'>> & { totp_code?: string },
  client: ClientInfo,
) {
  const { user, attempt } = await checkCredentials(deps, input.email, input.password, client);
  // The attempt stays counted as a failure only when the second factor is wrong.
  if (!user.emailVerifiedAt) {
    await attempt.withdraw();
    throw new AppError('FORBIDDEN', AUTH_MESSAGES.emailNotVerified);
  }
  if (user.totpSecret) {
    if (!input.totp_code) {
      await attempt.withdraw();
      throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.twoFactorRequired, {
        two_factor_required: true,
      });
    }
    if (!(await checkSecondFactor(deps.db, user, input.totp_code))) {
      throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.invalidTwoFactorCode, {
        two_factor_required: true,
      });
    }
  }
  await attempt.withdraw();

  const session = await createSession(
    { db: deps.db, jwtSecret: deps.config.jwtSecret },
    {
      userId: user.id,
      rememberMe: input.remember_me,
      ipAddress: client.ip,
      deviceInfo: client.device,
    },
  );
  // A success ends this address's part in the account's failures (others' remain counted).
  await clearThrottle(deps.db, loginKeys(user.email, client.ip).pair);
  return session;
}

/**
 * The account for this email and password, counting failures per account and per address: the
 * attempt is counted before the password is checked, so parallel guesses cannot all pass the last
 * free slot. A right password answers the attempt, for the caller to withdraw once it succeeds.
 */
export async function checkCredentials(
  deps: AppDeps,
  email: string,
  password: string,
  client: ClientInfo,
): Promise<{ user: UserRow; attempt: Attempt }> {
  const attempt = await admitAccountAttempt(deps.db, loginKeys(email, client.ip), LOGIN_RULES);
  throwIfLimited(attempt.state, loginThrottleMessage);
  const [user] = await deps.db.select().from(users).where(eq(users.email, email));
  if (!(await verifyPassword(user?.passwordHash ?? null, password)) || !user) {
    throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.invalidCredentials);
  }
  return { user, attempt };
}
