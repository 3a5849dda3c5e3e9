import { bearer, createUser, grantCredits, tokenFor } from './factories';
import type { TestApp } from './test-app';

/**
 * The calls an HTTP-surface test makes, against the app `app()` answers (a getter, since suites
 * build their app in `beforeAll`).
 */
export function apiClient(app: () => TestApp) {
  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    app().app.inject({ method: 'POST', url, headers, payload });
  const get = (url: string, headers: Record<string, string> = {}) =>
    app().app.inject({ method: 'GET', url, headers });
  return {
    post,
    get,
    /** A new verified user, signed in, with `credits` granted through the ledger. */
    signedIn: async (credits = 0, options: { plan?: string } = {}) => {
      const t = app();
      const user = await createUser(t, { plan: options.plan });
      if (credits > 0) await grantCredits(t, user.id, credits);
      return { user, headers: bearer(await tokenFor(t, user)) };
    },
    balance: async (headers: Record<string, string>) =>
      (await get('/api/credits/balance', headers)).json<{ credits: number }>().credits,
  };
}
