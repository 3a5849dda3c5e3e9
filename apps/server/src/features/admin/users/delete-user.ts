import { ADMIN_MESSAGES } from '@atelier/contract';
import type { AppDeps } from '../../../app-deps';
import { removeAccount } from '../../account/delete-account';
import { auditBy, type Actor } from '../audit-log';
import { findUser } from './find-user';

/**
 * DELETE /api/admin/users/{id}: the person's data, media and sessions go, as when they delete the
 * account themselves; ledger entries and payments stay for the books with the user cleared.
 */
export async function deleteUser(
  deps: Pick<AppDeps, 'db' | 'principals' | 'requestLog' | 'storage'>,
  actor: Actor,
  userId: string,
) {
  const user = await findUser(deps.db, userId);
  await removeAccount(deps, user);
  // The record names the account by id only: the person's email goes with their data.
  await auditBy(deps.db, actor, 'user.deleted', userId, {
    plan: user.subscriptionPlan,
    credits_micros: user.creditsMicros,
  });
  return { message: ADMIN_MESSAGES.userDeleted };
}
