import { ADMIN_MESSAGES, type AdminAccountResponse, type AdminInviteBody } from '@atelier/contract';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { adminInvites, admins } from '../../db/schema';
import { queueMail } from '../../jobs/mail';
import { emailLayout } from '../../lib/auth/account-emails';
import { emailText } from '../../lib/email-text';
import { hashToken } from '../../lib/auth/emailed-tokens';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { brandOf } from '../auth/brand';
import { auditBy, type Actor } from './audit-log';
import { toAdminAccount } from './list-admins';

/** An invitation link works once, for two days. */
export const INVITE_LIFETIME_MS = 48 * 60 * 60 * 1000;

/**
 * POST /api/admin/admins: a staff account without a password, and a mail with a link that sets
 * one (/admin/accept-invite); MFA enrolment follows at the first sign-in, as for every admin.
 */
export async function inviteAdmin(
  deps: Pick<AppDeps, 'db' | 'config' | 'queue'>,
  actor: Actor,
  body: z.output<typeof AdminInviteBody>,
): Promise<AdminAccountResponse> {
  const token = randomBytes(32).toString('base64url');
  const admin = await deps.db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(admins)
        .values({ email: body.email, fullName: body.full_name, role: body.role })
        .returning();
      if (!created) throw new Error('the admin was not created');
      await tx.insert(adminInvites).values({
        adminId: created.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + INVITE_LIFETIME_MS),
      });
      await auditBy(tx, actor, 'admin.invited', created.id, {
        email: body.email,
        role: body.role,
      });
      return created;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', ADMIN_MESSAGES.adminExists);
      throw error;
    });
  const brand = brandOf(deps.config);
  const url = `${brand.publicUrl.replace(/\/$/, '')}/admin/accept-invite?token=${token}`;
  await queueMail(
    { db: deps.db, boss: deps.queue.boss },
    {
      to: body.email,
      subject: `You are invited to the ${brand.brandName} admin portal`,
      // Staff work in English: the admin portal is not translated (ADR 026).
      ...emailLayout(
        brand,
        emailText('en'),
        [
          `Hello ${body.full_name},`,
          `${actor.adminEmail} invited you to the ${brand.brandName} admin portal as ${body.role}.`,
          'Choose a password with the link below (it works once, for 48 hours). At your first sign-in you will set up an authenticator app.',
        ],
        { label: 'Set your password', url },
      ),
    },
  );
  return { message: ADMIN_MESSAGES.inviteSent, admin: toAdminAccount(admin) };
}
