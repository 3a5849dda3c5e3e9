import { AUTH_MESSAGES } from '@atelier/contract';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { users } from '../../db/schema';
import { sendVerification } from './send-verification';
import type { ClientInfo } from './client-info';
import { throttleEmailRequest } from './throttles';

/** The same answer whether or not the address has an account, so it reveals nothing. */
export async function resendVerification(deps: AppDeps, email: string, client: ClientInfo) {
  await throttleEmailRequest(deps.db, 'verify', email, client.ip);

  const [user] = await deps.db.select().from(users).where(eq(users.email, email));
  if (user && !user.emailVerifiedAt) {
    await sendVerification(deps, user);
  }
  return { message: AUTH_MESSAGES.resendSuccess };
}
