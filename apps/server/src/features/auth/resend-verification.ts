import { AUTH_MESSAGES } from '@atelier/contract';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { users } from '../../db/schema';
import { queueMail } from '../../jobs/mail';
import { verificationEmail } from '../../lib/auth/account-emails';
import { issueToken } from '../../lib/auth/emailed-tokens';
import { languageOf } from '../../lib/language';
import { brandOf } from './brand';
import type { ClientInfo } from './client-info';
import { throttleEmailRequest } from './throttles';

/** The same answer whether or not the address has an account, so it reveals nothing. */
export async function resendVerification(deps: AppDeps, email: string, client: ClientInfo) {
  await throttleEmailRequest(deps.db, 'verify', email, client.ip);

  const [user] = await deps.db.select().from(users).where(eq(users.email, email));
  if (user && !user.emailVerifiedAt) {
    const token = await issueToken(deps.db, user.id, 'verify_email');
    await queueMail(
      { db: deps.db, boss: deps.queue.boss },
      verificationEmail(
        brandOf(deps.config),
        user.email,
        user.fullName,
        token,
        languageOf(user.preferences),
      ),
    );
  }
  return { message: AUTH_MESSAGES.resendSuccess };
}
