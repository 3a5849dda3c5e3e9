import { ROLE_PERMISSIONS } from '@atelier/contract';
import type {
  AdminMe,
  AdminOverviewResponse,
  AdminRole,
  AdminUserDetailResponse,
  AdminUserRow,
} from '@atelier/contract';
import { setAdminToken } from '../lib/api-client';
import { mockApi } from './mock-api';
import type { MockRoutes } from './mock-api';

export const ADMIN_TOKEN = 'admin-test-token';

export function makeAdminMe(role: AdminRole = 'full_rights', overrides: Partial<AdminMe> = {}) {
  return {
    id: 'admin-1',
    full_name: 'Grace Hopper',
    email: 'grace@example.com',
    role,
    permissions: [...ROLE_PERMISSIONS[role]],
    mfa_enabled: true,
    ...overrides,
  } satisfies AdminMe;
}

export function makeUserRow(overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id: '6f1c2a9e-0000-4000-8000-000000000001',
    full_name: 'Ada Lovelace',
    email: 'ada@example.com',
    role: 'user',
    is_active: true,
    email_verified: true,
    last_login: null,
    created_at: '2025-01-01T00:00:00.000Z',
    subscription_plan: 'starter',
    credits: 12.3456,
    registration_ip: null,
    registration_device: null,
    terms_agreed: true,
    ...overrides,
  };
}

const dailyUsage = {
  image_generation: 3,
  premium_image_generation: 1,
  last_reset: '2025-06-01T00:00:00.000Z',
};

export function makeUserDetail(
  overrides: {
    user?: Partial<AdminUserDetailResponse['user']>;
    subscription?: Partial<AdminUserDetailResponse['subscription']>;
  } = {},
): AdminUserDetailResponse {
  return {
    user: {
      id: '6f1c2a9e-0000-4000-8000-000000000001',
      email: 'ada@example.com',
      full_name: 'Ada Lovelace',
      created_at: '2025-01-01T00:00:00.000Z',
      last_login: '2025-06-01T10:00:00.000Z',
      subscription_plan: 'pro',
      subscription_status: 'active',
      credits: 42.5,
      image_credits: 42.5,
      is_active: true,
      email_verified: true,
      two_factor_enabled: false,
      registration_ip: '203.0.113.9',
      registration_location: 'Lisbon, Portugal',
      registration_device: 'Firefox on Linux',
      terms_agreed: true,
      daily_usage: dailyUsage,
      ...overrides.user,
    },
    usage: {
      ai_prompts_used: 17,
      images_generated: 8,
      videos_generated: 2,
      audio_generated: 0,
      prompt_generations: 5,
      workflows_created: 3,
      daily_usage: dailyUsage,
    },
    subscription: {
      plan: 'pro',
      status: 'active',
      assigned_directly: true,
      start_date: null,
      end_date: null,
      billing_cycle: null,
      payment_gateway: null,
      ...overrides.subscription,
    },
  };
}

export function makeOverview(): AdminOverviewResponse {
  return {
    total_users: 120,
    active_users_30d: 45,
    new_users_30d: 12,
    subscription_stats: { starter: 100, pro: 15, growth: 4, enterprise: 1 },
    current_month_usage: { ai_prompts: 900, images: 300, videos: 20, audio: 7, workflows: 11 },
    revenue_30d: [{ currency: 'USD', amount: 349.9 }],
    daily: [
      { date: '2025-06-01', signups: 2, revenue: [] },
      { date: '2025-06-02', signups: 5, revenue: [{ currency: 'USD', amount: 11.49 }] },
    ],
  };
}

export function pageInfo(page: number, totalPages: number) {
  return {
    page,
    per_page: 20,
    total_pages: totalPages,
    has_prev: page > 1,
    has_next: page < totalPages,
  };
}

/** A stored admin session and an API that knows the admin: the state after an admin sign-in. */
export function signInAsAdmin(me: AdminMe = makeAdminMe(), routes: MockRoutes = {}) {
  setAdminToken(ADMIN_TOKEN);
  localStorage.setItem('admin_role', me.role);
  localStorage.setItem('admin_permissions', JSON.stringify(me.permissions));
  return mockApi({
    'GET /api/admin/me': { body: me },
    'GET /api/admin/analytics/overview': { body: makeOverview() },
    'GET /api/admin/users': { body: { users: [makeUserRow()], total: 1 } },
    'GET /api/admin/security/audit-logs': {
      body: { logs: [], pagination: { ...pageInfo(1, 0), total_logs: 0 } },
    },
    'GET /api/admin/admins': { body: { admins: [] } },
    ...routes,
  });
}

/** A fetch call's address, whatever shape it was passed in. */
export function urlOf(input: RequestInfo | URL): URL {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(href, 'http://localhost');
}

/** The query of each request to one path, in order ("GET /api/admin/users"). */
export function requestQueries(fetchMock: ReturnType<typeof mockApi>, key: string) {
  const [method, path] = key.split(' ');
  return fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && urlOf(input).pathname === path)
    .map(([input]) => urlOf(input).searchParams);
}
