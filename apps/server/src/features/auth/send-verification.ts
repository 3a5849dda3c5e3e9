import type { AppDeps } from '../../app-deps';
import type { UserRow } from '../../db/schema';
import { queueMail } from '../../jobs/mail';
import { verificationEmail } from '../../lib/auth/account-emails';
import { issueToken } from '../../lib/auth/emailed-tokens';
import { languageOf } from '../../lib/language';
import { brandOf } from './brand';

/** Issues a fresh verification link and emails it, in the account's language. */
export async function sendVerification(deps: AppDeps, user: UserRow): Promise<void> {
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
