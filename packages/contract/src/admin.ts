import { z } from 'zod';

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

/** Spec part 2, section 3: the admin lists' paging (logs count `total_logs`). */
export const AdminPagination = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total_pages: z.number().int(),
  total_logs: z.number().int(),
  has_prev: z.boolean(),
  has_next: z.boolean(),
});
export type AdminPagination = z.infer<typeof AdminPagination>;

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
export const AdminsResponse = z.object({ admins: z.array(AdminAccount) });
export type AdminsResponse = z.infer<typeof AdminsResponse>;
