import { AUTH_MESSAGES } from '@atelier/contract';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import {
  apiRequestDays,
  apiRequestLogBatches,
  generationJobs,
  mediaInputs,
  users,
  type UserRow,
} from '../../db/schema';
import { verifyPassword } from '../../lib/auth/passwords';
import { AppError } from '../../lib/errors';
import { handOverTeams } from '../teams/hand-over-teams';

/**
 * Deletes the account; its sessions, tokens, linked providers and generations go with it (foreign
 * keys cascade), and so do its request log, its stored files and the media it gave the tools.
 * Records that must outlive it (the credit ledger) reference the user with ON DELETE SET NULL.
 */
export async function deleteAccount(deps: AppDeps, userId: string, password: string | undefined) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_FOUND', 'Account not found');
  if (user.passwordHash && !(await verifyPassword(user.passwordHash, password ?? ''))) {
    throw new AppError('BAD_REQUEST', AUTH_MESSAGES.passwordIncorrect);
  }
  await removeAccount(deps, user);
  return { message: AUTH_MESSAGES.accountDeleted };
}

/**
 * Removes an account and everything of the person's (the user's own deletion and staff's). The
 * ledger and payments keep their rows with the user cleared, for the books.
 */
export async function removeAccount(
  deps: Pick<AppDeps, 'db' | 'principals' | 'requestLog' | 'storage'>,
  user: UserRow,
): Promise<void> {
  const userId = user.id;
  const files = await deps.db
    .select({ outputs: generationJobs.outputs })
    .from(generationJobs)
    .where(eq(generationJobs.userId, userId));
  const inputs = await deps.db
    .select({ key: mediaInputs.key })
    .from(mediaInputs)
    .where(eq(mediaInputs.userId, userId));
  await deps.db.transaction(async (tx) => {
    // The request log has no foreign key (see its schema): its rows go here, with the account.
    await tx.delete(apiRequestLogBatches).where(eq(apiRequestLogBatches.userId, userId));
    await tx.delete(apiRequestDays).where(eq(apiRequestDays.userId, userId));
    // Teams the person owns go to another member rather than being left without an owner.
    await handOverTeams(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
  });
  deps.principals.forgetUser(userId);
  deps.requestLog?.forgetUser(userId);
  if (user.profilePictureKey) await deps.storage.remove(user.profilePictureKey);
  // The generations' rows went with the user; their files go now.
  for (const { outputs } of files) {
    for (const output of outputs) await deps.storage.remove(output.key);
  }
  // So do the files the user gave the tools.
  for (const { key } of inputs) await deps.storage.remove(key);
}
