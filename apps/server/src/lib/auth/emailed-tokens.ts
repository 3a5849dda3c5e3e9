import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authTokens } from '../../db/schema';

export type TokenPurpose = 'verify_email' | 'reset_password';

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A fresh 256-bit token; only its hash is stored. */
export async function issueToken(
  db: Database,
  userId: string,
  purpose: TokenPurpose,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(authTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

const usable = (token: string, purpose: TokenPurpose) =>
  and(
    eq(authTokens.tokenHash, hashToken(token)),
    eq(authTokens.purpose, purpose),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, sql`now()`),
  );

/** The user a token belongs to, if it is still usable, without using it up. */
export async function peekToken(db: Database, token: string, purpose: TokenPurpose) {
  const [row] = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(usable(token, purpose));
  return row?.userId ?? null;
}

/** Uses a token up, atomically: of two requests racing with the same token, one wins. */
export async function consumeToken(
  db: Database,
  token: string,
  purpose: TokenPurpose,
): Promise<string | null> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(usable(token, purpose))
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}

/** Retires every other outstanding token of a purpose, e.g. older reset links after a reset. */
export async function retireTokens(
  db: Database,
  userId: string,
  purpose: TokenPurpose,
): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
      ),
    );
}
