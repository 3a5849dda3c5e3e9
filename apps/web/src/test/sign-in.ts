import type { CurrentUser } from '@atelier/contract';
import { setToken } from '../lib/api-client';
import { makeUser } from './fixtures';
import { mockApi } from './mock-api';
import type { MockRoutes } from './mock-api';

/** A stored token plus an API that knows the user: the state after a real sign-in. */
export function signInAs(user: CurrentUser = makeUser(), routes: MockRoutes = {}) {
  setToken('test-token');
  return mockApi({
    'GET /api/auth/me': { body: user },
    'POST /api/init-data': { body: { success: true } },
    'POST /api/auth/media-cookie': { status: 204 },
    ...routes,
  });
}
