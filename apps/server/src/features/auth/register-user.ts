import { AUTH_MESSAGES, type RegisterBody } from '@atelier/contract';
import type { AppDeps } from '../../app-deps';
import { users } from '../../db/schema';
import { queueMail } from '../../jobs/mail';
import { verificationEmail } from '../../lib/auth/account-emails';
import { issueToken } from '../../lib/auth/emailed-tokens';
import { assertPasswordNotCommon, hashPassword } from '../../lib/auth/passwords';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { brandOf } from './brand';
import type { ClientInfo } from './client-info';

/** Creates a starter account with no credits and emails a verification link; no session yet. */
export async function registerUser(
  deps: AppDeps,
  input: Required<RegisterBody>,
  client: ClientInfo,
): Promise<{ message: string; email: string; email_verification_required: true }> {
  assertPasswordNotCommon(input.password);
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  const [user] = await deps.db
    .insert(users)
    .values({
      email: input.email,
      fullName: input.full_name,
      passwordHash,
      passwordChangedAt: now,
      termsAgreed: true,
      registrationIp: client.ip,
      registrationDevice: client.device,
    })
    .returning()
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', AUTH_MESSAGES.emailTaken);
      throw error;
    });
  if (!user) throw new Error('user was not created');

  const token = await issueToken(deps.db, user.id, 'verify_email');
  await queueMail(
    { db: deps.db, boss: deps.queue.boss },
    verificationEmail(brandOf(deps.config), user.email, user.fullName, token),
  );
  return {
    message: AUTH_MESSAGES.registered,
    email: user.email,
    email_verification_required: true,
  };
}
