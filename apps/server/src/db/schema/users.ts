import type { Preferences } from '@atelier/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const DEFAULT_PREFERENCES: Preferences = {
  email_notifications: true,
  push_notifications: false,
  marketing_emails: false,
  analytics_tracking: true,
  theme: 'auto',
  language: 'en',
};

export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** Always stored trimmed and lower-cased. */
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    /** argon2id; null for accounts made through an OAuth provider that never set one. */
    passwordHash: text('password_hash'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    subscriptionPlan: text('subscription_plan').notNull().default('starter'),
    /** monthly, yearly or one_time for a paid plan; null on starter. */
    subscriptionCycle: text('subscription_cycle'),
    /** A paid plan's access ends here (no auto-renew); then the plan returns to starter. */
    subscriptionEndsAt: timestamp('subscription_ends_at', { withTimezone: true }),
    subscriptionCancelledAt: timestamp('subscription_cancelled_at', { withTimezone: true }),
    /** When the "ends in 3 days" email went for the current period; cleared by a new purchase. */
    subscriptionRemindedAt: timestamp('subscription_reminded_at', { withTimezone: true }),
    /** The gateway that paid for the current period. */
    subscriptionGateway: text('subscription_gateway'),
    role: text('role').notNull().default('user'),
    /** False once staff deactivate the account: every session ends and sign-in is refused. */
    isActive: boolean('is_active').notNull().default(true),
    /** Integer micro-credits (1 credit = 1,000,000); only the ledger changes it. */
    creditsMicros: bigint('credits_micros', { mode: 'number' })
      .notNull()
      .default(sql`0`),
    phoneNumber: text('phone_number'),
    /** Storage key of the profile picture. */
    profilePictureKey: text('profile_picture_key'),
    preferences: jsonb('preferences').$type<Preferences>().notNull().default(DEFAULT_PREFERENCES),
    /** Base32 TOTP secret once two-factor is on; the pending one while set-up is in progress. */
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    /** The last TOTP time step accepted, so a code cannot be replayed. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    termsAgreed: boolean('terms_agreed').notNull().default(false),
    registrationIp: text('registration_ip'),
    registrationDevice: text('registration_device'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What staff search (email and name, lower-cased), kept by PostgreSQL. Its own indexes (a
     * trigram index for selective terms, a narrow b-tree an index-only count can read) are in
     * migration 0013; ADR 017.
     */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(email || ' ' || full_name)`),
  },
  (table) => [
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    // The admin user list pages newest first.
    index('users_created_idx').on(table.createdAt),
    // The ledger never lets a balance go below zero; the database refuses it as well.
    check('users_credits_non_negative', sql`${table.creditsMicros} >= 0`),
  ],
);

export type UserRow = typeof users.$inferSelect;
