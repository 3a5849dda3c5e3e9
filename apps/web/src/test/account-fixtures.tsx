import type { ActiveSession, SecurityOverview, SessionsResponse } from '@atelier/contract';
import { APP_ROUTES } from '../app/routes';
import type { AppRoute } from '../app/route-table';
import type { MockRoutes } from './mock-api';

export function makeSession(overrides: Partial<ActiveSession> = {}): ActiveSession {
  return {
    session_id: '00000000-0000-4000-8000-000000000001',
    device_info: 'Chrome on macOS',
    ip_address: '203.0.113.7',
    created_at: '2025-01-01T09:00:00.000Z',
    last_activity: new Date(Date.now() - 5 * 60_000).toISOString(),
    expires_at: '2099-01-01T00:00:00.000Z',
    is_current: true,
    ...overrides,
  };
}

export function makeSessions(sessions: ActiveSession[] = [makeSession()]): SessionsResponse {
  return { active_sessions: sessions, max_sessions: 3 };
}

export function makeSecurityOverview(overrides: Partial<SecurityOverview> = {}): SecurityOverview {
  return {
    score: 60,
    checks: [
      { id: 'email_verified', label: 'Email address verified', ok: true, points: 20 },
      { id: 'password', label: 'Password set', ok: true, points: 40 },
      { id: 'two_factor', label: 'Two-factor authentication on', ok: false, points: 40 },
    ],
    email_verified: true,
    two_factor_enabled: false,
    password_changed_at: '2025-03-01T12:00:00.000Z',
    has_password: true,
    recovery_codes_left: 0,
    ...overrides,
  };
}

/** What the account pages read on load, so a test lists only the calls it is about. */
export function accountApi(routes: MockRoutes = {}): MockRoutes {
  return {
    'GET /api/auth/sessions': { body: makeSessions() },
    'GET /api/auth/security': { body: makeSecurityOverview() },
    ...routes,
  };
}

/**
 * The real table with stand-ins for pages a test only lands on (the landing page, /login), so
 * it checks where the app went without depending on those pages.
 */
export function withLandingStubs(table: readonly AppRoute[] = APP_ROUTES): AppRoute[] {
  const stub = (name: string) => () => Promise.resolve({ default: () => <h1>{name}</h1> });
  return [
    { path: '/', access: 'public', layout: 'bare', page: stub('Landing stand-in') },
    { path: '/login', access: 'public', layout: 'bare', page: stub('Login stand-in') },
    ...table.filter((route) => route.path !== '/' && route.path !== '/login'),
  ];
}
