import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';

/** Staff accounts: apart from users (own table, own tokens), with a role and mandatory MFA. */
export const admins = pgTable('admins', {
  id: idColumn(),
  email: text('email').notNull().unique(),
  fullName: text('full_name').notNull(),
  /** Null for an invited admin until they set one. */
  passwordHash: text('password_hash'),
  role: text('role').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  totpSecret: text('totp_secret'),
  /** A secret handed out by MFA setup, active once a code from it is confirmed. */
  totpPendingSecret: text('totp_pending_secret'),
  totpLastStep: integer('totp_last_step'),
  mfaEnrolledAt: timestamp('mfa_enrolled_at', { withTimezone: true }),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  createdAt: createdAtColumn(),
});

export type AdminRow = typeof admins.$inferSelect;

export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: idColumn(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('admin_recovery_codes_admin_idx').on(table.adminId)],
);

/** One row per admin sign-in (8 hours); before MFA enrolment it serves the setup only. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: idColumn(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    mfaVerified: boolean('mfa_verified').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAtColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('admin_sessions_admin_idx').on(table.adminId)],
);

/**
 * Every staff action, appended and never changed: a trigger refuses UPDATE, DELETE and TRUNCATE
 * (migration 0012). No foreign key, so the record outlives what it names.
 */
export const adminAuditLogs = pgTable(
  'admin_audit_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    adminId: uuid('admin_id'),
    adminEmail: text('admin_email').notNull(),
    action: text('action').notNull(),
    target: text('target'),
    /** What changed: before and after, or the attempt's details. */
    summary: jsonb('summary')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    ipAddress: text('ip_address'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('admin_audit_logs_created_idx').on(table.createdAt.desc()),
    index('admin_audit_logs_admin_idx').on(table.adminId, table.createdAt.desc()),
  ],
);

/** An invitation to the portal: its link sets the invited admin's password once (48 hours). */
export const adminInvites = pgTable(
  'admin_invites',
  {
    id: idColumn(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [index('admin_invites_admin_idx').on(table.adminId)],
);

/**
 * Keys for automating the admin API (issue 19): stored as SHA-256 hashes, shown once; each acts
 * with its role's permissions, counts its calls and is limited per minute (window_*).
 */
export const adminApiKeys = pgTable(
  'admin_api_keys',
  {
    id: idColumn(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    /** The key's first characters, for telling keys apart in the list. */
    keyPrefix: text('key_prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdBy: uuid('created_by').references(() => admins.id, { onDelete: 'set null' }),
    createdByEmail: text('created_by_email').notNull(),
    usageCount: bigint('usage_count', { mode: 'number' }).notNull().default(0),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    windowCount: integer('window_count').notNull().default(0),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [index('admin_api_keys_created_idx').on(table.createdAt)],
);

export type AdminApiKeyRow = typeof adminApiKeys.$inferSelect;

/**
 * Daily limits staff set for a plan (issue 19, Features tab). Only the changed figures are stored:
 * a plan and feature with no row keeps the catalogue's (the spec's) limit.
 */
export const planLimits = pgTable(
  'plan_limits',
  {
    plan: text('plan').notNull(),
    feature: text('feature').notNull(),
    /** -1 is unlimited, 0 takes the feature out of the plan. */
    dailyLimit: integer('daily_limit').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').notNull(),
  },
  (table) => [primaryKey({ columns: [table.plan, table.feature] })],
);

/**
 * Staff curation of the prompt and workflow template catalogues (issue 19, Content tab): a template
 * staff wrote, or a catalogue template staff edited or disabled. The catalogues in the code are
 * the rest.
 */
export const contentTemplates = pgTable(
  'content_templates',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    /** The whole template as users receive it (PromptTemplate or WorkflowTemplateDefinition). */
    definition: jsonb('definition').notNull(),
    active: boolean('active').notNull().default(true),
    /** `catalogue` for an override of a template in the code, `staff` for a new one. */
    source: text('source').notNull(),
    updatedBy: text('updated_by').notNull(),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.id] })],
);

export type ContentTemplateRow = typeof contentTemplates.$inferSelect;
