import { AUTH_MESSAGES, type RegisterBody } from '@atelier/contract';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { DEFAULT_PREFERENCES, users } from '../../db/schema';
import { queueMail } from '../../jobs/mail';
import { accountExistsEmail } from '../../lib/auth/account-emails';
import { languageFromHeader, languageOf } from '../../lib/language';
import { assertPasswordNotCommon, hashPassword } from '../../lib/auth/passwords';
import { isUniqueViolation } from '../../lib/db-errors';
import { brandOf } from './brand';
import { sendVerification } from './send-verification';
import type { ClientInfo } from './client-info';
import { mayEmailQuietly } from './throttles';

/**
 * Creates a starter account with no credits and emails a verification link; no session yet.
 * An address that already has an account gets the same answer, so sign-up cannot be used to
 * learn who is a customer (ASVS 5.0, 6.3.8): its owner is emailed instead, a fresh verification
 * link if the account was never verified, otherwise a note that the account exists. Those emails
 * count against the address's hourly email limit, and over it nothing is sent, still silently.
 */
export async function registerUser(
  deps: AppDeps,
  input: RegisterBody,
  client: ClientInfo,
  /** The request's Accept-Language: the account's first language when the body names none. */
  acceptLanguage?: string,
): Promise<{ message: string; email: string; email_verification_required: true }> {
  assertPasswordNotCommon(input.password);
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  const [user] = await deps.db
    .insert(users)
    .values({
      email: input.email,
      fullName: input.full_name,
      passwordHash,
      passwordChangedAt: now,
      termsAgreed: true,
      preferences: {
        ...DEFAULT_PREFERENCES,
        language: input.language ?? languageFromHeader(acceptLanguage),
      },
      registrationIp: client.ip,
      registrationDevice: client.device,
    })
    .returning()
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return [];
      throw error;
    });

  if (user) {
    await sendVerification(deps, user);
  } else {
    await tellOwner(deps, input.email, client);
  }
  return {
    message: AUTH_MESSAGES.registered,
    email: input.email,
    email_verification_required: true,
  };
}

async function tellOwner(deps: AppDeps, email: string, client: ClientInfo): Promise<void> {
  const [owner] = await deps.db.select().from(users).where(eq(users.email, email));
  if (!owner || !(await mayEmailQuietly(deps.db, 'verify', email, client.ip))) return;
  if (!owner.emailVerifiedAt) {
    await sendVerification(deps, owner);
    return;
  }
  await queueMail(
    { db: deps.db, boss: deps.queue.boss },
    accountExistsEmail(
      brandOf(deps.config),
      owner.email,
      owner.fullName,
      languageOf(owner.preferences),
    ),
  );
}
