import {
  ADMIN_MESSAGES,
  type AdminAccountResponse,
  type AdminUpdateAdminBody,
} from '@atelier/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { admins, adminSessions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { auditBy, type Actor } from './audit-log';
import { toAdminAccount } from './list-admins';

/**
 * PUT /api/admin/admins/{id}: role and active. No one changes their own; the last active
 * full_rights admin cannot be demoted or deactivated (the rows are locked while counting, so two
 * staff doing it at once cannot both succeed). A deactivated admin's sessions end at once.
 */
export async function updateAdmin(
  db: Database,
  actor: Actor,
  adminId: string,
  body: z.output<typeof AdminUpdateAdminBody>,
): Promise<AdminAccountResponse> {
  if (adminId === actor.adminId) throw new AppError('FORBIDDEN', ADMIN_MESSAGES.notYourself);
  const updated = await db.transaction(async (tx) => {
    const { rows: fullRights } = await tx.execute<{ id: string }>(
      sql`SELECT id FROM admins WHERE role = 'full_rights' AND is_active FOR UPDATE`,
    );
    const [before] = await tx.select().from(admins).where(eq(admins.id, adminId));
    if (!before) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.adminNotFound);
    const role = body.role ?? before.role;
    const isActive = body.is_active ?? before.isActive;
    const losesFullRights =
      before.role === 'full_rights' && before.isActive && (role !== 'full_rights' || !isActive);
    if (losesFullRights && fullRights.every((row) => row.id === adminId)) {
      throw new AppError('CONFLICT', ADMIN_MESSAGES.lastFullRights);
    }
    const [after] = await tx
      .update(admins)
      .set({ role, isActive })
      .where(eq(admins.id, adminId))
      .returning();
    if (!after) throw new Error('the admin row vanished inside its transaction');
    if (!isActive) {
      await tx
        .update(adminSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(adminSessions.adminId, adminId), isNull(adminSessions.revokedAt)));
    }
    await auditBy(tx, actor, 'admin.updated', adminId, {
      email: before.email,
      before: { role: before.role, is_active: before.isActive },
      after: { role, is_active: isActive },
    });
    return after;
  });
  return { message: 'Admin updated', admin: toAdminAccount(updated) };
}
