import { ADMIN_MESSAGES, type AdminAcceptInviteBody } from '@atelier/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { adminInvites, admins } from '../../db/schema';
import { assertPasswordNotCommon, hashPassword } from '../../lib/auth/passwords';
import { hashToken } from '../../lib/auth/emailed-tokens';
import { AppError } from '../../lib/errors';
import { recordAudit } from './audit-log';

/** POST /api/admin/invitations/accept: the invited admin's password, once, from the mailed link. */
export async function acceptInvite(
  db: Database,
  body: z.output<typeof AdminAcceptInviteBody>,
  ip: string | null,
) {
  assertPasswordNotCommon(body.password.trim());
  const passwordHash = await hashPassword(body.password.trim());
  await db.transaction(async (tx) => {
    const [invite] = await tx
      .update(adminInvites)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(adminInvites.tokenHash, hashToken(body.token)),
          isNull(adminInvites.usedAt),
          gt(adminInvites.expiresAt, sql`now()`),
        ),
      )
      .returning({ adminId: adminInvites.adminId });
    if (!invite) throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.inviteInvalid);
    const [admin] = await tx
      .update(admins)
      .set({ passwordHash })
      .where(and(eq(admins.id, invite.adminId), isNull(admins.passwordHash)))
      .returning();
    if (!admin) throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.inviteInvalid);
    await recordAudit(tx, {
      adminId: admin.id,
      adminEmail: admin.email,
      action: 'admin.invite_accepted',
      target: admin.id,
      ip,
    });
  });
  return { message: 'Your password is set. Sign in to set up MFA.' };
}
