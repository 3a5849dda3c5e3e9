import { AUTH_MESSAGES, type ForgotPasswordResponse } from '@atelier/contract';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { users } from '../../db/schema';
import { queueMail } from '../../jobs/mail';
import { resetEmail } from '../../lib/auth/account-emails';
import { issueToken } from '../../lib/auth/emailed-tokens';
import { languageOf } from '../../lib/language';
import { brandOf } from './brand';
import type { ClientInfo } from './client-info';
import { throttleEmailRequest } from './throttles';

/** Emails a one-hour reset link when the account exists; the answer is the same either way. */
export async function requestPasswordReset(
  deps: AppDeps,
  email: string,
  client: ClientInfo,
): Promise<ForgotPasswordResponse> {
  await throttleEmailRequest(deps.db, 'reset', email, client.ip);

  const [user] = await deps.db.select().from(users).where(eq(users.email, email));
  if (user) {
    const token = await issueToken(deps.db, user.id, 'reset_password');
    await queueMail(
      { db: deps.db, boss: deps.queue.boss },
      resetEmail(
        brandOf(deps.config),
        user.email,
        user.fullName,
        token,
        languageOf(user.preferences),
      ),
    );
  }
  return {
    message: AUTH_MESSAGES.forgotSuccess,
    delivery: {
      sender: deps.config.MAIL_FROM,
      delivery_time: 'Usually within a minute or two.',
      check_spam: 'If it has not arrived, look in your spam or junk folder.',
      troubleshooting: [
        `Add ${deps.config.MAIL_FROM} to your contacts so the email is not filtered.`,
        'Check that the address you typed is the one you signed up with.',
        'The link expires in 1 hour and works once; ask for another if it has expired.',
        `Still nothing? Write to ${deps.config.SUPPORT_EMAIL}.`,
      ],
    },
  };
}
