import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Database } from '../../db/client';
import { recoveryCodes, users, type UserRow } from '../../db/schema';

export const RECOVERY_CODE_COUNT = 10;

export function newTotpSecret(): string {
  return generateSecret();
}

export async function enrolmentDetails(secret: string, issuer: string, email: string) {
  const otpauthUrl = generateURI({ issuer, label: email, secret });
  const qrCode = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 });
  return { secret, otpauth_url: otpauthUrl, qr_code: qrCode };
}

/** A 6-digit code for `secret` at this moment, within one 30 s step either way. */
export async function isValidTotp(secret: string, code: string, afterStep?: number | null) {
  if (!/^\d{6}$/.test(code)) return { valid: false as const };
  const result = await verify({
    secret,
    token: code,
    epochTolerance: 30,
    ...(afterStep ? { afterTimeStep: afterStep } : {}),
  });
  // The functional API also covers HOTP; a TOTP result always carries its time step.
  return result.valid && 'timeStep' in result
    ? { valid: true as const, step: result.timeStep }
    : { valid: false as const };
}

/** Where an account keeps its second factor: claiming a time step, spending a recovery code. */
export interface SecondFactorStore {
  /** Records `step` as used unless it (or a later one) already was; answers whether it did. */
  claimStep(step: number): Promise<boolean>;
  /** Marks the unused recovery code with this hash as used; answers whether there was one. */
  spendRecoveryCode(hash: string): Promise<boolean>;
}

/**
 * A second factor: an authenticator code (each accepted once, so a code seen over someone's
 * shoulder cannot be replayed) or an unused recovery code. Users and admins keep theirs in their
 * own tables (`store`).
 */
export async function checkCodeAgainst(
  account: { totpSecret: string | null; totpLastStep: number | null },
  code: string,
  store: SecondFactorStore,
): Promise<boolean> {
  const normalised = code.replace(/\s+/g, '').toLowerCase();
  if (!account.totpSecret) return false;
  if (/^\d{6}$/.test(normalised)) {
    const totp = await isValidTotp(account.totpSecret, normalised, account.totpLastStep);
    return totp.valid && store.claimStep(totp.step);
  }
  return store.spendRecoveryCode(hashRecoveryCode(normalised));
}

/** A user's second factor (two-factor on), from the users and recovery_codes tables. */
export function checkSecondFactor(db: Database, user: UserRow, code: string): Promise<boolean> {
  return checkCodeAgainst(user, code, {
    async claimStep(step) {
      const claimed = await db
        .update(users)
        .set({ totpLastStep: step })
        .where(
          and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))),
        )
        .returning({ id: users.id });
      return claimed.length > 0;
    },
    async spendRecoveryCode(hash) {
      const used = await db
        .update(recoveryCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(recoveryCodes.userId, user.id),
            eq(recoveryCodes.codeHash, hash),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      return used.length > 0;
    },
  });
}

/** Ten fresh codes replace any earlier ones; the caller shows them once. */
export async function issueRecoveryCodes(db: Database, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code.replace('-', '')) })));
  return codes;
}

export async function unusedRecoveryCodes(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Ten codes such as `3f9a2-c41d0`, shown once; only their hashes are kept. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = randomBytes(5).toString('hex');
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
}

/** Codes are compared without their dash, in lower case. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.replace('-', '')).digest('hex');
}
