import { AUTH_MESSAGES } from '@atelier/contract';
import type { AppDeps } from '../../app-deps';
import { revokeAllSessions } from '../../lib/auth/sessions';
import type { ClientInfo } from './client-info';
import { checkCredentials } from './log-in';

/** Frees the session slots of an account from a device that cannot sign in because they are full. */
export async function logOutEverywhereWithPassword(
  deps: AppDeps,
  input: { email: string; password: string },
  client: ClientInfo,
) {
  const { user, attempt } = await checkCredentials(deps, input.email, input.password, client);
  await attempt.withdraw();
  await revokeAllSessions(deps, user.id);
  return { message: AUTH_MESSAGES.loggedOutAllDevices };
}
