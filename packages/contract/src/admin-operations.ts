import { z } from 'zod';
import { ADMIN_ROLES } from './admin';

/** Admin portal II (issue 19): system health, API keys, billing, security. */

export const ADMIN_OPERATION_MESSAGES = {
  keyNameRequired: 'Please enter a key name',
  keyRevoked: 'API key revoked successfully',
  keyRevokeFailed: 'Failed to revoke API key',
  keyNotFound: 'API key not found',
  keyRevokeConfirm: 'Are you sure you want to revoke this API key?',
  keyRateLimited: 'This API key made more than 100 calls in a minute. Please wait a moment.',
  keyCreated: 'API key created. Copy it now: it will not be shown again.',
} as const;

/** The spec's displayed limit made real: 100 calls a minute per key. */
export const API_KEY_CALLS_PER_MINUTE = 100;

/** GET /api/admin/system/health (view_system_health). */
export const AdminSystemHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  checked_at: z.string(),
  database: z.object({
    status: z.enum(['ok', 'failing']),
    latency_ms: z.number(),
    migrations_applied: z.number().int(),
    migrations_expected: z.number().int(),
  }),
  queues: z.array(
    z.object({
      name: z.string(),
      waiting: z.number().int(),
      active: z.number().int(),
      /** Seconds the oldest job due to run has waited; null when none waits. */
      oldest_waiting_seconds: z.number().nullable(),
    }),
  ),
  failed_jobs_24h: z.array(
    z.object({
      id: z.string(),
      queue: z.string(),
      failed_at: z.string(),
      error: z.string(),
    }),
  ),
  /** Open credit holds past their deadline: the sweep should leave none. */
  expired_holds: z.object({ count: z.number().int(), oldest_deadline: z.string().nullable() }),
  /** 5xx answers to signed-in requests in the last 24 hours, newest first (20 at most). */
  recent_errors: z.array(
    z.object({
      timestamp: z.string(),
      method: z.string(),
      path: z.string(),
      status: z.number().int(),
      duration_ms: z.number().int(),
    }),
  ),
  /** The operator's own AI servers (issue 36), each asked now; empty when none is configured. */
  ai_servers: z.array(
    z.object({
      /** Which kind of server: its API. */
      kind: z.enum(['comfyui', 'a1111', 'images', 'speech']),
      name: z.string(),
      url: z.string(),
      status: z.enum(['ok', 'failing']),
      latency_ms: z.number().nullable(),
      /** What went wrong when it is failing. */
      error: z.string().nullable(),
      /** The tools it serves now, e.g. "Image: free" (engines/choose-engines.ts). */
      serves: z.array(z.string()),
      /** What it offers: checkpoints or models, as it lists them. */
      offers: z.array(z.string()),
    }),
  ),
  storage: z.object({
    driver: z.enum(['local', 's3']),
    /** Bytes of generated and uploaded media the database knows of. */
    media_bytes: z.number(),
    media_files: z.number().int(),
  }),
  disk: z.object({ path: z.string(), free_bytes: z.number(), total_bytes: z.number() }),
  process: z.object({
    uptime_seconds: z.number(),
    version: z.string(),
    node: z.string(),
    rss_bytes: z.number(),
  }),
});
export type AdminSystemHealth = z.infer<typeof AdminSystemHealth>;

const AdminRoleSchema = z.enum(ADMIN_ROLES, {
  error: 'Role must be full_rights, manage or others',
});

/** POST /api/admin/api-keys/generate (manage_admins). */
export const AdminApiKeyGenerateBody = z.object({
  key_name: z
    .string({ error: ADMIN_OPERATION_MESSAGES.keyNameRequired })
    .trim()
    .min(1, { error: ADMIN_OPERATION_MESSAGES.keyNameRequired })
    .max(100, { error: 'Key name is too long' }),
  role: AdminRoleSchema.default('others'),
});
export type AdminApiKeyGenerateBody = z.input<typeof AdminApiKeyGenerateBody>;

/** Spec: API key = id, name, status, usage, created_at; the key itself as its prefix only. */
export const AdminApiKey = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(ADMIN_ROLES),
  status: z.enum(['active', 'revoked']),
  key_prefix: z.string(),
  usage_count: z.number().int(),
  last_used_at: z.string().nullable(),
  created_at: z.string(),
  created_by: z.string(),
});
export type AdminApiKey = z.infer<typeof AdminApiKey>;

export const AdminApiKeysResponse = z.object({ api_keys: z.array(AdminApiKey) });
export type AdminApiKeysResponse = z.infer<typeof AdminApiKeysResponse>;

export const AdminApiKeyCreatedResponse = z.object({
  message: z.string(),
  /** The whole key, this once. */
  key: z.string(),
  api_key: AdminApiKey,
});
export type AdminApiKeyCreatedResponse = z.infer<typeof AdminApiKeyCreatedResponse>;

const Money = z.object({ currency: z.string(), amount: z.number() });

/** GET /api/admin/billing/overview (manage_billing). */
export const AdminBillingOverview = z.object({
  /** Active paid subscriptions' monthly value in USD (yearly ÷ 12; one-time plans count by their term). */
  mrr: z.number(),
  /** Subscriptions that ended unrenewed in the last 30 days ÷ those active 30 days ago. */
  churn_rate: z.number(),
  /** Paid revenue of 30 days in USD ÷ paying users in those days; 0 when nobody paid. */
  arpu: z.number(),
  active_subscriptions: z.number().int(),
  paying_users_30d: z.number().int(),
  revenue_30d: z.array(Money.extend({ gateway: z.string() })),
  credits_sold_30d: z.number(),
  /** The product has no trials: null, with `notes` saying so. */
  trial_conversion_rate: z.null(),
  active_trials: z.null(),
  expiring_trials: z.null(),
  notes: z.array(z.string()),
});
export type AdminBillingOverview = z.infer<typeof AdminBillingOverview>;

export const ADMIN_TRANSACTION_STATUSES = ['success', 'pending', 'failed'] as const;

/** GET /api/admin/billing/transactions?page&status&gateway&from&to. */
export const AdminTransactionsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(ADMIN_TRANSACTION_STATUSES).optional(),
  gateway: z.enum(['razorpay', 'paypal', 'sandbox']).optional(),
  from: z.iso.date({ error: 'from must be a date (YYYY-MM-DD)' }).optional(),
  to: z.iso.date({ error: 'to must be a date (YYYY-MM-DD)' }).optional(),
});
export type AdminTransactionsQuery = z.input<typeof AdminTransactionsQuery>;

/** Spec: Transaction row. */
export const AdminTransaction = z.object({
  id: z.string(),
  user_email: z.string().nullable(),
  item: z.string(),
  kind: z.enum(['credits', 'subscription']),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(ADMIN_TRANSACTION_STATUSES),
  date: z.string(),
  gateway: z.string(),
  gateway_reference: z.string().nullable(),
});
export type AdminTransaction = z.infer<typeof AdminTransaction>;

export const AdminTransactionsResponse = z.object({
  transactions: z.array(AdminTransaction),
  pagination: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total_pages: z.number().int(),
    total_transactions: z.number().int(),
    has_prev: z.boolean(),
    has_next: z.boolean(),
  }),
});
export type AdminTransactionsResponse = z.infer<typeof AdminTransactionsResponse>;

/** GET /api/admin/security/overview (manage_security). */
export const AdminSecurityOverview = z.object({
  failed_sign_ins_24h: z.object({ users: z.number().int(), staff: z.number().int() }),
  /** Addresses or accounts the sign-in throttle is holding back now. */
  throttled: z.array(z.object({ key: z.string(), failures: z.number().int() })),
  two_factor_share: z.number(),
  active_sessions: z.number().int(),
  staff_without_mfa: z.array(z.object({ id: z.string(), email: z.string() })),
  recent_audit: z.array(
    z.object({
      timestamp: z.string(),
      admin_email: z.string(),
      action: z.string(),
      target: z.string().nullable(),
    }),
  ),
});
export type AdminSecurityOverview = z.infer<typeof AdminSecurityOverview>;

/** Spec part 2, section 9: analytics ranges of 7, 30, 90 days and 12 months. */
export const ADMIN_TIME_RANGES = ['7d', '30d', '90d', '12m'] as const;
export type AdminTimeRange = (typeof ADMIN_TIME_RANGES)[number];

export const AdminTimeRangeQuery = z.object({
  time_range: z
    .enum(ADMIN_TIME_RANGES, { error: 'time_range must be 7d, 30d, 90d or 12m' })
    .default('30d'),
});

const Bucket = z.enum(['day', 'month']);

/** GET /api/admin/analytics/traffic?time_range (view_analytics): per day, or per month for 12m. */
export const AdminTraffic = z.object({
  time_range: z.enum(ADMIN_TIME_RANGES),
  bucket: Bucket,
  points: z.array(
    z.object({
      period: z.string(),
      signups: z.number().int(),
      /** Users with a signed-in request or a sign-in in the period. */
      active_users: z.number().int(),
      requests: z.number().int(),
    }),
  ),
});
export type AdminTraffic = z.infer<typeof AdminTraffic>;

/** GET /api/admin/analytics/performance?time_range (view_analytics). */
export const AdminPerformance = z.object({
  time_range: z.enum(ADMIN_TIME_RANGES),
  bucket: Bucket,
  /** From the request log (signed-in API requests). */
  latency: z.array(
    z.object({
      period: z.string(),
      requests: z.number().int(),
      p50_ms: z.number(),
      p95_ms: z.number(),
      p99_ms: z.number(),
      /** Share of 5xx answers. */
      error_rate: z.number(),
    }),
  ),
  /** From the generation jobs finished in the range, per tool. */
  generation: z.array(
    z.object({
      tool: z.string(),
      jobs: z.number().int(),
      succeeded: z.number().int(),
      failed: z.number().int(),
      success_rate: z.number(),
      mean_duration_seconds: z.number().nullable(),
    }),
  ),
});
export type AdminPerformance = z.infer<typeof AdminPerformance>;

/** GET /api/admin/analytics/engagement (view_analytics): the last 30 days and 8 weekly cohorts. */
export const AdminEngagement = z.object({
  feature_use_by_plan: z.array(
    z.object({ plan: z.string(), feature: z.string(), uses: z.number().int() }),
  ),
  /** Users who signed up in each of the last 8 weeks (UTC, from Monday), and the share active each week since. */
  cohorts: z.array(
    z.object({ week: z.string(), size: z.number().int(), retention: z.array(z.number()) }),
  ),
  top_tools: z.array(z.object({ tool: z.string(), uses: z.number().int() })),
});
export type AdminEngagement = z.infer<typeof AdminEngagement>;

export const ADMIN_REPORT_TYPES = ['users', 'revenue', 'usage', 'credits', 'audit'] as const;
export const ADMIN_REPORT_FORMATS = ['csv', 'pdf', 'excel'] as const;

/** POST /api/admin/reports/export (view_analytics): a file; the last 30 days unless from/to say. */
export const AdminReportBody = z
  .object({
    report_type: z.enum(ADMIN_REPORT_TYPES, {
      error: 'report_type must be users, revenue, usage, credits or audit',
    }),
    format: z.enum(ADMIN_REPORT_FORMATS, { error: 'format must be csv, pdf or excel' }),
    from: z.iso.date({ error: 'from must be a date (YYYY-MM-DD)' }).optional(),
    to: z.iso.date({ error: 'to must be a date (YYYY-MM-DD)' }).optional(),
  })
  .refine((body) => !body.from || !body.to || body.from <= body.to, {
    error: 'from must not be after to',
  });
export type AdminReportBody = z.input<typeof AdminReportBody>;
