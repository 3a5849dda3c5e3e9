import {
  ADMIN_MESSAGES,
  type AdminUpdateUserBody,
  type AdminUserChangedResponse,
} from '@atelier/contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../../app-deps';
import { users } from '../../../db/schema';
import { revokeAllSessions } from '../../../lib/auth/sessions';
import { auditBy, type Actor } from '../audit-log';
import { toAdminUserRow } from './admin-user-row';
import { findUser } from './find-user';

/**
 * PUT /api/admin/users/{id}: name, active, verified. The change and its audit entry commit
 * together; deactivating then ends every session at once (login refuses the account from now on).
 */
export async function updateUser(
  deps: Pick<AppDeps, 'db' | 'principals'>,
  actor: Actor,
  userId: string,
  body: z.output<typeof AdminUpdateUserBody>,
): Promise<AdminUserChangedResponse> {
  const updated = await deps.db.transaction(async (tx) => {
    const before = await findUser(tx, userId);
    const [after] = await tx
      .update(users)
      .set({
        fullName: body.full_name,
        isActive: body.is_active,
        emailVerifiedAt:
          body.email_verified === undefined
            ? undefined
            : body.email_verified
              ? (before.emailVerifiedAt ?? new Date())
              : null,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId))
      .returning();
    if (!after) throw new Error('the user row vanished inside its transaction');
    await auditBy(tx, actor, 'user.updated', userId, {
      email: before.email,
      before: {
        full_name: before.fullName,
        is_active: before.isActive,
        email_verified: before.emailVerifiedAt !== null,
      },
      after: {
        full_name: after.fullName,
        is_active: after.isActive,
        email_verified: after.emailVerifiedAt !== null,
      },
    });
    return after;
  });
  if (!updated.isActive) await revokeAllSessions(deps, userId);
  return { message: ADMIN_MESSAGES.userUpdated, user: toAdminUserRow(updated) };
}
