import { AUTH_MESSAGES } from '@atelier/contract';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { recoveryCodes, users, type UserRow } from '../../db/schema';
import { verifyPassword } from '../../lib/auth/passwords';
import {
  checkSecondFactor,
  enrolmentDetails,
  isValidTotp,
  issueRecoveryCodes,
  newTotpSecret,
} from '../../lib/auth/two-factor';
import { AppError } from '../../lib/errors';

async function freshUser(deps: AppDeps, userId: string): Promise<UserRow> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_FOUND', 'Account not found');
  return user;
}

/** A new secret waits, unused, until a code from it proves the authenticator app has it. */
export async function startTwoFactorSetup(deps: AppDeps, userId: string) {
  const user = await freshUser(deps, userId);
  if (user.totpSecret) throw new AppError('CONFLICT', AUTH_MESSAGES.twoFactorAlreadyEnabled);
  const secret = newTotpSecret();
  await deps.db.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, userId));
  return enrolmentDetails(secret, deps.config.BRAND_NAME, user.email);
}

export async function enableTwoFactor(deps: AppDeps, userId: string, code: string) {
  const user = await freshUser(deps, userId);
  if (user.totpSecret) throw new AppError('CONFLICT', AUTH_MESSAGES.twoFactorAlreadyEnabled);
  if (!user.totpPendingSecret) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.twoFactorNotStarted);
  const totp = await isValidTotp(user.totpPendingSecret, code.replace(/\s+/g, ''));
  if (!totp.valid) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.invalidTwoFactorCode);
  await deps.db
    .update(users)
    .set({
      totpSecret: user.totpPendingSecret,
      totpPendingSecret: null,
      totpLastStep: totp.step,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  const recoveryCodes = await issueRecoveryCodes(deps.db, userId);
  return { message: AUTH_MESSAGES.twoFactorEnabled, recovery_codes: recoveryCodes };
}

export async function disableTwoFactor(
  deps: AppDeps,
  userId: string,
  input: { password: string; code: string },
) {
  const user = await freshUser(deps, userId);
  if (user.passwordHash && !(await verifyPassword(user.passwordHash, input.password))) {
    throw new AppError('BAD_REQUEST', AUTH_MESSAGES.passwordIncorrect);
  }
  if (!user.totpSecret || !(await checkSecondFactor(deps.db, user, input.code))) {
    throw new AppError('BAD_REQUEST', AUTH_MESSAGES.invalidTwoFactorCode);
  }
  await deps.db
    .update(users)
    .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await deps.db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  return { message: AUTH_MESSAGES.twoFactorDisabled };
}
