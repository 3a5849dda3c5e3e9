import { ROLE_PERMISSIONS } from '@atelier/contract';
import type {
  AdminApiKey,
  AdminBillingOverview,
  AdminContentTemplate,
  AdminEngagement,
  AdminGatingResponse,
  AdminMe,
  AdminOverviewResponse,
  AdminPerformance,
  AdminRole,
  AdminSecurityOverview,
  AdminSystemHealth,
  AdminTimeRange,
  AdminTraffic,
  AdminTransaction,
  AdminTransactionsResponse,
  AdminUserDetailResponse,
  AdminUserRow,
  PromptTemplate,
  WorkflowTemplate,
} from '@atelier/contract';
import { storeAdminSession } from '../features/admin/admin-session';
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

export function makeSystemHealth(overrides: Partial<AdminSystemHealth> = {}): AdminSystemHealth {
  return {
    status: 'ok',
    checked_at: '2025-06-01T12:00:00.000Z',
    database: { status: 'ok', latency_ms: 3, migrations_applied: 16, migrations_expected: 16 },
    queues: [
      { name: 'generation', waiting: 4, active: 2, oldest_waiting_seconds: 200 },
      { name: 'mail', waiting: 0, active: 0, oldest_waiting_seconds: null },
    ],
    failed_jobs_24h: [
      {
        id: 'job-1',
        queue: 'generation',
        failed_at: '2025-06-01T11:00:00.000Z',
        error: 'Engine timed out after 120 s',
      },
    ],
    expired_holds: { count: 0, oldest_deadline: null },
    recent_errors: [
      {
        timestamp: '2025-06-01T11:30:00.000Z',
        method: 'POST',
        path: '/api/generate/image',
        status: 502,
        duration_ms: 1234,
      },
    ],
    ai_servers: [
      {
        kind: 'a1111',
        name: 'The AUTOMATIC1111 server',
        url: 'http://gpu-box:7860',
        status: 'ok',
        latency_ms: 12.5,
        error: null,
        serves: ['Image: free', 'Image: ultra'],
        offers: ['sd_xl_base_1.0.safetensors [31e35c80fc]'],
      },
    ],
    storage: { driver: 'local', media_bytes: 1.5 * 1024 ** 3, media_files: 321 },
    disk: { path: '/var/lib/atelier', free_bytes: 40 * 1024 ** 3, total_bytes: 100 * 1024 ** 3 },
    process: {
      uptime_seconds: 7500,
      version: '1.4.0',
      node: 'v22.11.0',
      rss_bytes: 256 * 1024 ** 2,
    },
    ...overrides,
  };
}

export function makeApiKey(overrides: Partial<AdminApiKey> = {}): AdminApiKey {
  return {
    id: 'key-1',
    name: 'Reporting script',
    role: 'others',
    status: 'active',
    key_prefix: 'atk_ab12cd34',
    usage_count: 42,
    last_used_at: null,
    created_at: '2025-05-01T09:00:00.000Z',
    created_by: 'grace@example.com',
    ...overrides,
  };
}

export function makeBillingOverview(): AdminBillingOverview {
  return {
    mrr: 1234.5,
    churn_rate: 0.125,
    arpu: 23.75,
    active_subscriptions: 52,
    paying_users_30d: 40,
    revenue_30d: [
      { gateway: 'razorpay', currency: 'INR', amount: 41_500 },
      { gateway: 'paypal', currency: 'USD', amount: 450 },
    ],
    credits_sold_30d: 875.5,
    trial_conversion_rate: null,
    active_trials: null,
    expiring_trials: null,
    notes: ['The product has no trials: every plan is paid from its first day.'],
  };
}

export function makeTransaction(overrides: Partial<AdminTransaction> = {}): AdminTransaction {
  return {
    id: '9b2f4c1d-0000-4000-8000-000000000001',
    user_email: 'ada@example.com',
    item: 'Pro plan (monthly)',
    kind: 'subscription',
    amount: 29.99,
    currency: 'USD',
    status: 'success',
    date: '2025-06-01T10:00:00.000Z',
    gateway: 'paypal',
    gateway_reference: 'PAYID-123',
    ...overrides,
  };
}

export function transactionsPage(
  transactions: AdminTransaction[],
  page = 1,
  totalPages = 1,
): AdminTransactionsResponse {
  return {
    transactions,
    pagination: {
      ...pageInfo(page, totalPages),
      total_transactions: totalPages <= 1 ? transactions.length : totalPages * 20,
    },
  };
}

export function makeSecurityOverview(
  overrides: Partial<AdminSecurityOverview> = {},
): AdminSecurityOverview {
  return {
    failed_sign_ins_24h: { users: 7, staff: 2 },
    throttled: [{ key: 'ip:203.0.113.5', failures: 6 }],
    two_factor_share: 0.375,
    active_sessions: 18,
    staff_without_mfa: [{ id: 'admin-2', email: 'alan@example.com' }],
    recent_audit: [
      {
        timestamp: '2025-06-01T10:00:00.000Z',
        admin_email: 'grace@example.com',
        action: 'api_key.created',
        target: 'key-1',
      },
    ],
    ...overrides,
  };
}

export function makeTraffic(range: AdminTimeRange = '30d'): AdminTraffic {
  return {
    time_range: range,
    bucket: 'day',
    points: [
      { period: '2025-06-01', signups: 2, active_users: 10, requests: 1200 },
      { period: '2025-06-02', signups: 5, active_users: 14, requests: 2345 },
    ],
  };
}

export function makePerformance(range: AdminTimeRange = '30d'): AdminPerformance {
  return {
    time_range: range,
    bucket: 'day',
    latency: [
      {
        period: '2025-06-01',
        requests: 1200,
        p50_ms: 42.5,
        p95_ms: 180,
        p99_ms: 340.4,
        error_rate: 0.0025,
      },
      { period: '2025-06-02', requests: 2345, p50_ms: 38, p95_ms: 210, p99_ms: 512, error_rate: 0 },
    ],
    generation: [
      {
        tool: 'image',
        jobs: 40,
        succeeded: 36,
        failed: 4,
        success_rate: 0.9,
        mean_duration_seconds: 12.5,
      },
      {
        tool: 'product_video_ad',
        jobs: 2,
        succeeded: 0,
        failed: 2,
        success_rate: 0,
        mean_duration_seconds: null,
      },
    ],
  };
}

export function makeEngagement(): AdminEngagement {
  return {
    feature_use_by_plan: [
      { plan: 'pro', feature: 'image', uses: 30 },
      { plan: 'starter', feature: 'image', uses: 12 },
      { plan: 'starter', feature: 'workflow', uses: 3 },
    ],
    cohorts: [
      { week: '2025-05-19', size: 4, retention: [1, 0.5, 0.25] },
      { week: '2025-05-26', size: 0, retention: [0, 0] },
      { week: '2025-06-02', size: 10, retention: [0.6] },
    ],
    top_tools: [
      { tool: 'image', uses: 42 },
      { tool: 'text', uses: 7 },
    ],
  };
}

const catalogueLimits = {
  starter: {
    ai_prompts: 10,
    workflows: 2,
    ai_recommendations: 5,
    image_concepts: 5,
    video_concepts: 0,
  },
  pro: {
    ai_prompts: 50,
    workflows: 10,
    ai_recommendations: 25,
    image_concepts: 25,
    video_concepts: 5,
  },
  growth: {
    ai_prompts: 200,
    workflows: 50,
    ai_recommendations: 100,
    image_concepts: 100,
    video_concepts: 25,
  },
  enterprise: {
    ai_prompts: -1,
    workflows: -1,
    ai_recommendations: -1,
    image_concepts: -1,
    video_concepts: -1,
  },
};

/** The four plans at the catalogue's limits, but Pro's AI Prompts raised to 80 by grace. */
export function makeGating(): AdminGatingResponse {
  return {
    features: [
      { key: 'ai_prompts', name: 'AI Prompts' },
      { key: 'workflows', name: 'Workflows' },
      { key: 'ai_recommendations', name: 'AI Recommendations' },
      { key: 'image_concepts', name: 'Image Concepts' },
      { key: 'video_concepts', name: 'Video Concepts' },
    ],
    plans: (['starter', 'pro', 'growth', 'enterprise'] as const).map((plan) => ({
      plan,
      name: plan.charAt(0).toUpperCase() + plan.slice(1),
      limits: plan === 'pro' ? { ...catalogueLimits.pro, ai_prompts: 80 } : catalogueLimits[plan],
      defaults: catalogueLimits[plan],
      updated_at: plan === 'pro' ? '2025-06-01T10:00:00.000Z' : null,
      updated_by: plan === 'pro' ? 'grace@example.com' : null,
    })),
  };
}

/** How a template stands in the curation, apart from its content. */
type TemplateStanding = Partial<Pick<AdminContentTemplate, 'active' | 'source' | 'edited'>>;

export function makePromptTemplate(
  overrides: Partial<PromptTemplate> = {},
  standing: TemplateStanding = {},
): AdminContentTemplate {
  const prompt: PromptTemplate = {
    id: 'blog-post-outline',
    title: 'Blog post outline',
    description: 'An outline for a post on a topic.',
    category: 'Writing',
    variables: ['topic'],
    template: 'Outline a blog post about [topic].',
    ...overrides,
  };
  return {
    kind: 'prompt',
    id: prompt.id,
    title: prompt.title,
    category: prompt.category,
    active: true,
    source: 'catalogue',
    edited: false,
    updated_at: null,
    updated_by: null,
    prompt,
    workflow: null,
    ...standing,
  };
}

export function makeWorkflowTemplate(
  overrides: Partial<WorkflowTemplate> = {},
  standing: TemplateStanding = {},
): AdminContentTemplate {
  const workflow: WorkflowTemplate = {
    id: 'content-calendar',
    name: 'Content calendar',
    description: 'Plan a month of posts.',
    category: 'content_creation',
    difficulty: 'intermediate',
    duration: '2-3 weeks',
    phases: [
      {
        title: 'Research',
        description: 'Find the topics.',
        estimated_duration: '1 week',
        deliverables: ['Topic list', 'Keyword map'],
        recommended_tools: ['ChatGPT', 'Ahrefs'],
      },
    ],
    ai_tools: ['ChatGPT', 'Ahrefs'],
    kra: 'Reach',
    kpi: 'Posts a week',
    tags: ['content', 'planning'],
    ...overrides,
  };
  return {
    kind: 'workflow',
    id: workflow.id,
    title: workflow.name,
    category: workflow.category,
    active: true,
    source: 'catalogue',
    edited: false,
    updated_at: null,
    updated_by: null,
    prompt: null,
    workflow,
    ...standing,
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
  storeAdminSession({ access_token: ADMIN_TOKEN, role: me.role, permissions: me.permissions });
  return mockApi({
    'GET /api/admin/me': { body: me },
    'GET /api/admin/analytics/overview': { body: makeOverview() },
    'GET /api/admin/users': { body: { users: [makeUserRow()], total: 1 } },
    'GET /api/admin/security/audit-logs': {
      body: { logs: [], pagination: { ...pageInfo(1, 0), total_logs: 0 } },
    },
    'GET /api/admin/admins': { body: { admins: [] } },
    'GET /api/admin/security/overview': { body: makeSecurityOverview() },
    'GET /api/admin/api-keys': { body: { api_keys: [makeApiKey()] } },
    'GET /api/admin/billing/overview': { body: makeBillingOverview() },
    'GET /api/admin/billing/transactions': { body: transactionsPage([makeTransaction()]) },
    'GET /api/admin/system/health': { body: makeSystemHealth() },
    'GET /api/admin/analytics/traffic': { body: makeTraffic() },
    'GET /api/admin/analytics/performance': { body: makePerformance() },
    'GET /api/admin/analytics/engagement': { body: makeEngagement() },
    'GET /api/admin/features/gating': { body: makeGating() },
    'GET /api/admin/content/templates': { body: { templates: [makePromptTemplate()] } },
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
