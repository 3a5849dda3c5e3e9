import { AUTH_MESSAGES } from '@atelier/contract';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app';
import { users } from '../../db/schema';
import { verifyPassword } from '../../lib/auth/passwords';
import { AppError } from '../../lib/errors';

/**
 * Deletes the account; its sessions, tokens and linked providers go with it (foreign keys cascade).
 * Records that must outlive it (the credit ledger) reference the user with ON DELETE SET NULL.
 */
export async function deleteAccount(deps: AppDeps, userId: string, password: string | undefined) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_FOUND', 'Account not found');
  if (user.passwordHash && !(await verifyPassword(user.passwordHash, password ?? ''))) {
    throw new AppError('BAD_REQUEST', AUTH_MESSAGES.passwordIncorrect);
  }
  await deps.db.delete(users).where(eq(users.id, userId));
  deps.principals.forgetUser(userId);
  if (user.profilePictureKey) await deps.storage.remove(user.profilePictureKey);
  return { message: AUTH_MESSAGES.accountDeleted };
}
