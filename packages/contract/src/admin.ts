import { z } from 'zod';
import { PLAN_IDS } from './plans';

export const ADMIN_ROLES = ['full_rights', 'manage', 'others'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_PERMISSIONS = [
  'view_analytics',
  'view_users',
  'manage_billing',
  'manage_features',
  'manage_security',
  'view_content',
  'view_system_health',
  'manage_admins',
] as const;
export type AdminPermission = (typeof ADMIN_PERMISSIONS)[number];

/** Issue 18's presets: full_rights has all; manage all but the two that govern staff. */
export const ROLE_PERMISSIONS: Record<AdminRole, readonly AdminPermission[]> = {
  full_rights: ADMIN_PERMISSIONS,
  manage: ADMIN_PERMISSIONS.filter(
    (permission) => permission !== 'manage_admins' && permission !== 'manage_security',
  ),
  others: ['view_analytics', 'view_content'],
};

/** Spec part 2, section 6: a permission another one also satisfies. */
const SATISFIED_BY: Partial<Record<AdminPermission, AdminPermission>> = {
  manage_billing: 'view_analytics',
  manage_features: 'view_system_health',
  manage_security: 'manage_admins',
};

/** Whether a role may do what `permission` guards (its own list, or the spec's "satisfied by"). */
export function roleHasPermission(role: AdminRole, permission: AdminPermission): boolean {
  const granted = ROLE_PERMISSIONS[role];
  const alternative = SATISFIED_BY[permission];
  return granted.includes(permission) || (alternative ? granted.includes(alternative) : false);
}

export const ADMIN_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  mfaRequired: 'MFA code required',
  invalidMfa: 'Invalid MFA code',
  mfaSetupRequired: 'MFA setup required',
  mfaAlreadyEnrolled: 'MFA is already set up for this account',
  mfaNotStarted: 'Start the MFA setup first',
  deactivated: 'This admin account is deactivated.',
  notAuthenticated: 'Not authenticated',
  sessionExpired: 'Your admin session has expired. Please sign in again.',
  forbidden: 'You do not have permission to do this.',
  tooManyAttempts: (minutes: number) =>
    `Too many failed sign-in attempts. Please try again in ${minutes} minutes.`,
  loginFailed: 'Login failed. Please try again.',
  enterMfa: 'Please enter your MFA code.',
  invalidPlan: 'Invalid plan. Please enter: starter, pro, growth, or enterprise',
  subscriptionUpdated: 'Subscription updated successfully!',
  userNotFound: 'User not found',
  userDeleted: 'User deleted',
  userUpdated: 'User updated',
  nothingToChange: 'Nothing to change',
  creditsGranted: 'Credits added',
  creditsDeducted: 'Credits deducted',
  lastFullRights: 'The last full_rights admin cannot be removed or demoted.',
  notYourself: 'You cannot change your own role or deactivate yourself.',
  adminExists: 'An admin with this email already exists',
  inviteSent: 'Invitation sent',
  inviteInvalid: 'This invitation link is invalid or has expired.',
  adminNotFound: 'Admin not found',
} as const;

/** POST /api/admin/login (spec: email and password required; the MFA code only if given). */
export const AdminLoginBody = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, { error: 'Email is required' })
    .max(254, { error: 'Email is too long' }),
  password: z
    .string()
    .trim()
    .min(1, { error: 'Password is required' })
    .max(256, { error: 'Password is too long' }),
  mfa_code: z.string().trim().max(32).optional(),
});
export type AdminLoginBody = z.input<typeof AdminLoginBody>;

export const AdminLoginResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  role: z.enum(ADMIN_ROLES),
  permissions: z.array(z.enum(ADMIN_PERMISSIONS)),
  expires_at: z.string(),
  /** Present and true until the admin has enrolled MFA: the token then serves the setup only. */
  mfa_setup_required: z.boolean().optional(),
});
export type AdminLoginResponse = z.infer<typeof AdminLoginResponse>;

/** GET /api/admin/me (spec: Admin = full_name, role, permissions). */
export const AdminMe = z.object({
  id: z.string(),
  full_name: z.string(),
  email: z.string(),
  role: z.enum(ADMIN_ROLES),
  permissions: z.array(z.enum(ADMIN_PERMISSIONS)),
  mfa_enabled: z.boolean(),
});
export type AdminMe = z.infer<typeof AdminMe>;

export const AdminMfaSetupResponse = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  qr_code: z.string().describe('A PNG data URL of the otpauth URL'),
});
export type AdminMfaSetupResponse = z.infer<typeof AdminMfaSetupResponse>;

export const AdminMfaConfirmBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'Enter the 6-digit code from your app' }),
});

export const AdminMfaConfirmResponse = z.object({
  message: z.string(),
  recovery_codes: z.array(z.string()),
});
export type AdminMfaConfirmResponse = z.infer<typeof AdminMfaConfirmResponse>;

const PageInfo = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total_pages: z.number().int(),
  has_prev: z.boolean(),
  has_next: z.boolean(),
});
export type AdminPageInfo = z.infer<typeof PageInfo>;

/** Spec part 2, section 3: the admin lists' paging (logs count `total_logs`). */
export const AdminPagination = PageInfo.extend({ total_logs: z.number().int() });
export type AdminPagination = z.infer<typeof AdminPagination>;

/** The credit history's paging counts `total_transactions` (spec part 2, section 3). */
export const AdminCreditPagination = PageInfo.extend({ total_transactions: z.number().int() });

/** The paging of an admin list (page size 20 in the UI). */
export const AdminPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const AdminUserParams = z.object({ id: z.uuid({ message: 'User not found' }) });

/** Spec: API log = id, timestamp, method, path, status, duration_ms, ip. */
export const ApiLogEntry = z.object({
  id: z.number().int(),
  timestamp: z.string(),
  method: z.string(),
  path: z.string(),
  status: z.number().int(),
  duration_ms: z.number().int(),
  ip: z.string().nullable(),
  /** Issue 34: the personal API key the request was made with; null for a session. */
  api_key: z.object({ id: z.string(), name: z.string(), prefix: z.string() }).nullable(),
});
export const ApiLogsResponse = z.object({
  logs: z.array(ApiLogEntry),
  pagination: AdminPagination,
});
export type ApiLogsResponse = z.infer<typeof ApiLogsResponse>;

export const AuditLogQuery = AdminPageQuery.extend({
  action: z.string().trim().max(64).optional(),
  /** An admin's id or email. */
  admin: z.string().trim().max(254).optional(),
});

export const AuditLogEntry = z.object({
  id: z.number().int(),
  timestamp: z.string(),
  admin_id: z.string().nullable(),
  admin_email: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  summary: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
});

export const AuditLogsResponse = z.object({
  logs: z.array(AuditLogEntry),
  pagination: AdminPagination,
});
export type AuditLogsResponse = z.infer<typeof AuditLogsResponse>;

/** GET /api/admin/admins: the staff, for whoever holds manage_admins. */
export const AdminAccount = z.object({
  id: z.string(),
  full_name: z.string(),
  email: z.string(),
  role: z.enum(ADMIN_ROLES),
  is_active: z.boolean(),
  mfa_enabled: z.boolean(),
  last_login: z.string().nullable(),
  created_at: z.string(),
});
export type AdminAccount = z.infer<typeof AdminAccount>;
export const AdminsResponse = z.object({ admins: z.array(AdminAccount) });
export type AdminsResponse = z.infer<typeof AdminsResponse>;

/** How staff list users; `search` matches email and name (prefix or substring, any case). */
export const ADMIN_USER_SORTS = [
  'newest',
  'oldest',
  'last_login',
  'email',
  'name',
  'credits',
] as const;

const UserFilters = z.object({
  search: z.string().trim().max(254, { error: 'Search is too long' }).optional(),
  plan: z.enum(PLAN_IDS).optional(),
  status: z.enum(['active', 'inactive']).optional(),
  sort: z.enum(ADMIN_USER_SORTS).default('newest'),
});
/** GET /api/admin/users/export/excel: the list's filters, every matching row. */
export const AdminUserFilters = UserFilters;
export type AdminUserFilters = z.input<typeof UserFilters>;

/** GET /api/admin/users?skip&limit&search&plan&status&sort (page size 20 in the UI). */
export const AdminUsersQuery = UserFilters.extend({
  skip: z.coerce.number().int().min(0).max(10_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminUsersQuery = z.input<typeof AdminUsersQuery>;

/** Spec: Admin user row, with the plan, credits and verification staff look for first. */
export const AdminUserRow = z.object({
  id: z.string(),
  full_name: z.string(),
  email: z.string(),
  role: z.string(),
  is_active: z.boolean(),
  email_verified: z.boolean(),
  last_login: z.string().nullable(),
  created_at: z.string(),
  subscription_plan: z.enum(PLAN_IDS),
  credits: z.number(),
  registration_ip: z.string().nullable(),
  registration_device: z.string().nullable(),
  terms_agreed: z.boolean(),
});
export type AdminUserRow = z.infer<typeof AdminUserRow>;

export const AdminUsersResponse = z.object({
  users: z.array(AdminUserRow),
  total: z.number().int(),
});
export type AdminUsersResponse = z.infer<typeof AdminUsersResponse>;

const DailyUsage = z.object({
  image_generation: z.number().int(),
  premium_image_generation: z.number().int(),
  /** When today's counters began (UTC midnight). */
  last_reset: z.string(),
});

/** GET /api/admin/users/{id}: spec part 2 section 3 "Admin detail view", usage, subscription. */
export const AdminUserDetailResponse = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    full_name: z.string(),
    created_at: z.string(),
    last_login: z.string().nullable(),
    subscription_plan: z.enum(PLAN_IDS),
    subscription_status: z.enum(['active', 'cancelled', 'free']),
    credits: z.number(),
    image_credits: z.number(),
    is_active: z.boolean(),
    email_verified: z.boolean(),
    two_factor_enabled: z.boolean(),
    /** 'Not available' when unknown, as the spec shows it. */
    registration_ip: z.string(),
    registration_location: z.string(),
    registration_device: z.string(),
    terms_agreed: z.boolean(),
    daily_usage: DailyUsage,
  }),
  usage: z.object({
    ai_prompts_used: z.number().int(),
    images_generated: z.number().int(),
    videos_generated: z.number().int(),
    audio_generated: z.number().int(),
    prompt_generations: z.number().int(),
    workflows_created: z.number().int(),
    daily_usage: DailyUsage,
  }),
  subscription: z.object({
    plan: z.enum(PLAN_IDS),
    status: z.enum(['active', 'cancelled', 'free']),
    /** True when no payment stands behind the plan (staff assigned it, or it is the free plan). */
    assigned_directly: z.boolean(),
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
    billing_cycle: z.string().nullable(),
    payment_gateway: z.string().nullable(),
  }),
});
export type AdminUserDetailResponse = z.infer<typeof AdminUserDetailResponse>;

/** PUT /api/admin/users/{id}: any of the three; deactivating ends every session at once. */
export const AdminUpdateUserBody = z
  .object({
    full_name: z
      .string()
      .trim()
      .min(1, { error: 'Full name is required' })
      .max(100, { error: 'Full name is too long' })
      .optional(),
    is_active: z.boolean().optional(),
    email_verified: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: ADMIN_MESSAGES.nothingToChange,
  })
  .meta({ minProperties: 1 });
export type AdminUpdateUserBody = z.input<typeof AdminUpdateUserBody>;

export const AdminUserChangedResponse = z.object({ message: z.string(), user: AdminUserRow });
export type AdminUserChangedResponse = z.infer<typeof AdminUserChangedResponse>;

/** POST /api/admin/users/{id}/update-subscription: the typed plan, trimmed and lower-cased. */
export const AdminUpdateSubscriptionBody = z.object({
  plan_id: z
    .string({ error: ADMIN_MESSAGES.invalidPlan })
    .trim()
    .toLowerCase()
    .pipe(z.enum(PLAN_IDS, { error: ADMIN_MESSAGES.invalidPlan })),
});
export type AdminUpdateSubscriptionBody = z.input<typeof AdminUpdateSubscriptionBody>;

export const AdminSubscriptionChangedResponse = z.object({
  message: z.string(),
  subscription_plan: z.enum(PLAN_IDS),
});
export type AdminSubscriptionChangedResponse = z.infer<typeof AdminSubscriptionChangedResponse>;

/** The spec's plan prompt, checked in the browser before it is sent. */
export function parseAdminPlan(value: string): (typeof PLAN_IDS)[number] | null {
  const result = AdminUpdateSubscriptionBody.safeParse({ plan_id: value });
  return result.success ? result.data.plan_id : null;
}

/** POST /api/admin/users/{id}/credits: positive grants, negative deducts (never below zero). */
export const AdminCreditsBody = z.object({
  amount: z
    .number({ error: 'Amount must be a number' })
    .refine((value) => value !== 0, { error: 'Amount cannot be zero' })
    .meta({ not: { enum: [0] }, minimum: -100_000, maximum: 100_000, multipleOf: 0.0001 })
    .refine((value) => Math.abs(value) <= 100_000, {
      error: 'Amount must be at most 100000 credits',
    })
    .refine((value) => Math.abs(value * 10_000 - Math.round(value * 10_000)) < 1e-6, {
      error: 'Amount may have at most 4 decimals',
    }),
  reason: z
    .string()
    .trim()
    .min(1, { error: 'A reason is required' })
    .max(500, { error: 'Reason is too long' }),
});
export type AdminCreditsBody = z.input<typeof AdminCreditsBody>;

export const AdminCreditsResponse = z.object({
  message: z.string(),
  /** False when the Idempotency-Key was seen before: nothing changed the second time. */
  applied: z.boolean(),
  balance: z.number(),
});
export type AdminCreditsResponse = z.infer<typeof AdminCreditsResponse>;

/** Spec: Admin credit transaction (amounts with 4 decimals in the UI). */
export const AdminCreditTransaction = z.object({
  timestamp: z.string(),
  type: z.enum(['credit', 'debit']),
  amount: z.number(),
  description: z.string(),
  balance_after: z.number(),
});
export const AdminCreditHistoryResponse = z.object({
  transactions: z.array(AdminCreditTransaction),
  pagination: AdminCreditPagination,
});
export type AdminCreditHistoryResponse = z.infer<typeof AdminCreditHistoryResponse>;

/** GET /api/admin/analytics/overview: the Dashboard Overview's figures, from real data. */
export const AdminOverviewResponse = z.object({
  total_users: z.number().int(),
  active_users_30d: z.number().int(),
  new_users_30d: z.number().int(),
  subscription_stats: z.record(z.enum(PLAN_IDS), z.number().int()),
  current_month_usage: z.object({
    ai_prompts: z.number().int(),
    images: z.number().int(),
    videos: z.number().int(),
    audio: z.number().int(),
    workflows: z.number().int(),
  }),
  /** Paid orders of the last 30 days, per currency (amounts in major units). */
  revenue_30d: z.array(z.object({ currency: z.string(), amount: z.number() })),
  /** One row per UTC day of the last 30, oldest first. */
  daily: z.array(
    z.object({
      date: z.string(),
      signups: z.number().int(),
      revenue: z.array(z.object({ currency: z.string(), amount: z.number() })),
    }),
  ),
});
export type AdminOverviewResponse = z.infer<typeof AdminOverviewResponse>;

const AdminRoleSchema = z.enum(ADMIN_ROLES, {
  error: 'Role must be full_rights, manage or others',
});

/** POST /api/admin/admins: invites by email (a set-password link goes by mail). */
export const AdminInviteBody = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, { error: 'Email is too long' })
    .pipe(z.email({ error: 'Enter a valid email address' })),
  full_name: z
    .string()
    .trim()
    .min(1, { error: 'Full name is required' })
    .max(100, { error: 'Full name is too long' }),
  role: AdminRoleSchema,
});
export type AdminInviteBody = z.input<typeof AdminInviteBody>;

/** PUT /api/admin/admins/{id}. */
export const AdminUpdateAdminBody = z
  .object({ role: AdminRoleSchema.optional(), is_active: z.boolean().optional() })
  .refine((body) => body.role !== undefined || body.is_active !== undefined, {
    error: ADMIN_MESSAGES.nothingToChange,
  })
  .meta({ minProperties: 1 });
export type AdminUpdateAdminBody = z.input<typeof AdminUpdateAdminBody>;

export const AdminAccountResponse = z.object({ message: z.string(), admin: AdminAccount });
export type AdminAccountResponse = z.infer<typeof AdminAccountResponse>;

/** POST /api/admin/invitations/accept: the invited admin sets a password, then signs in. */
export const AdminAcceptInviteBody = z.object({
  token: z.string().trim().min(1, { error: ADMIN_MESSAGES.inviteInvalid }).max(200),
  password: z
    .string()
    .min(12, { error: 'Password must be at least 12 characters long.' })
    .max(256, { error: 'Password is too long' }),
});
export type AdminAcceptInviteBody = z.input<typeof AdminAcceptInviteBody>;
