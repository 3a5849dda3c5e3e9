import {
  ADMIN_MESSAGES,
  type AdminMfaConfirmResponse,
  type AdminMfaSetupResponse,
} from '@atelier/contract';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminRecoveryCodes, admins, adminSessions, type AdminRow } from '../../db/schema';
import {
  checkCodeAgainst,
  enrolmentDetails,
  hashRecoveryCode,
  isValidTotp,
  newRecoveryCodes,
  newTotpSecret,
} from '../../lib/auth/two-factor';
import { AppError } from '../../lib/errors';
import type { AdminPrincipal } from './admin-principal';
import { recordAudit } from './audit-log';

/** An admin's second factor at sign-in: an authenticator code once, or a recovery code once. */
export function checkAdminSecondFactor(
  db: Database,
  admin: AdminRow,
  code: string,
): Promise<boolean> {
  return checkCodeAgainst(admin, code, {
    async claimStep(step) {
      const claimed = await db
        .update(admins)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(admins.id, admin.id),
            or(isNull(admins.totpLastStep), lt(admins.totpLastStep, step)),
          ),
        )
        .returning({ id: admins.id });
      return claimed.length > 0;
    },
    async spendRecoveryCode(hash) {
      const used = await db
        .update(adminRecoveryCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(adminRecoveryCodes.adminId, admin.id),
            eq(adminRecoveryCodes.codeHash, hash),
            isNull(adminRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: adminRecoveryCodes.id });
      return used.length > 0;
    },
  });
}

/** POST /api/admin/mfa/setup: a new secret to scan, active once a code from it is confirmed. */
export async function startAdminMfa(
  deps: { db: Database; config: { BRAND_NAME: string } },
  principal: AdminPrincipal,
): Promise<AdminMfaSetupResponse> {
  if (principal.admin.totpSecret) {
    throw new AppError('CONFLICT', ADMIN_MESSAGES.mfaAlreadyEnrolled);
  }
  const secret = newTotpSecret();
  await deps.db
    .update(admins)
    .set({ totpPendingSecret: secret })
    .where(eq(admins.id, principal.admin.id));
  return enrolmentDetails(secret, `${deps.config.BRAND_NAME} Admin`, principal.admin.email);
}

/**
 * POST /api/admin/mfa/confirm: a code from the new secret turns MFA on, this session becomes a
 * full one, and ten single-use recovery codes are shown once.
 */
export async function confirmAdminMfa(
  db: Database,
  principal: AdminPrincipal,
  code: string,
  ip: string | null,
): Promise<AdminMfaConfirmResponse> {
  const admin = principal.admin;
  if (admin.totpSecret) throw new AppError('CONFLICT', ADMIN_MESSAGES.mfaAlreadyEnrolled);
  const secret = admin.totpPendingSecret;
  if (!secret) throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.mfaNotStarted);
  const totp = await isValidTotp(secret, code);
  if (!totp.valid) throw new AppError('UNAUTHORIZED', ADMIN_MESSAGES.invalidMfa);
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await tx
      .update(admins)
      .set({
        totpSecret: secret,
        totpPendingSecret: null,
        totpLastStep: totp.step,
        mfaEnrolledAt: sql`now()`,
      })
      .where(eq(admins.id, admin.id));
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, admin.id));
    await tx
      .insert(adminRecoveryCodes)
      .values(codes.map((c) => ({ adminId: admin.id, codeHash: hashRecoveryCode(c) })));
    await tx
      .update(adminSessions)
      .set({ mfaVerified: true })
      .where(eq(adminSessions.id, principal.sessionId));
  });
  await recordAudit(db, {
    adminId: admin.id,
    adminEmail: admin.email,
    action: 'mfa.enrolled',
    target: admin.id,
    ip,
  });
  return { message: 'MFA is on. Keep these recovery codes somewhere safe.', recovery_codes: codes };
}
