import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';
import { users } from './users';

/**
 * A team (issue 37, ADR 028): a shared workspace with one credit wallet. Its balance is kept here
 * as a user's is on `users`, changed only by lib/ledger.ts; its owner is the one member with the
 * role `owner`.
 */
export const teams = pgTable(
  'teams',
  {
    id: idColumn(),
    name: text('name').notNull(),
    creditsMicros: bigint('credits_micros', { mode: 'number' }).notNull().default(0),
    /**
     * The team's paid plan, bought like a personal one; it lapses at `plan_ends_at` (read as no
     * plan after it) unless renewed. Its members get its daily limits while working in the team.
     */
    planId: text('plan_id'),
    planCycle: text('plan_cycle'),
    planEndsAt: timestamp('plan_ends_at', { withTimezone: true }),
    planCancelledAt: timestamp('plan_cancelled_at', { withTimezone: true }),
    planGateway: text('plan_gateway'),
    createdAt: createdAtColumn(),
  },
  (table) => [check('teams_credits_not_negative', sql`${table.creditsMicros} >= 0`)],
);

/**
 * A member of a team and what they may spend from its wallet: a cap per UTC day and per UTC
 * month (null: none). Removing a member deletes the row; their past charges keep their user id.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** owner, admin or member */
    role: text('role').notNull(),
    dailyCapMicros: bigint('daily_cap_micros', { mode: 'number' }),
    monthlyCapMicros: bigint('monthly_cap_micros', { mode: 'number' }),
    /**
     * What the member has held or spent from the wallet on `spent_day` (UTC) and in the month
     * starting `spent_month`; kept by the ledger in the statement that holds or closes, so caps
     * hold under concurrency. A count from an earlier day or month reads as 0.
     */
    spentDay: date('spent_day', { mode: 'string' }),
    spentDayMicros: bigint('spent_day_micros', { mode: 'number' }).notNull().default(0),
    spentMonth: date('spent_month', { mode: 'string' }),
    spentMonthMicros: bigint('spent_month_micros', { mode: 'number' }).notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.userId] }),
    index('team_members_user_idx').on(table.userId),
    // One owner per team, enforced by the database.
    uniqueIndex('team_members_one_owner')
      .on(table.teamId)
      .where(sql`role = 'owner'`),
  ],
);

/** An emailed invitation: its link works once, for 7 days, for the address it names. */
export const teamInvites = pgTable(
  'team_invites',
  {
    id: idColumn(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** Lower-cased, as accounts' addresses are. */
    email: text('email').notNull(),
    /** admin or member */
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('team_invites_token_key').on(table.tokenHash),
    index('team_invites_team_idx').on(table.teamId, table.createdAt),
  ],
);

/** Every change to a team, newest last: who did what to whom. Append-only. */
export const teamActivity = pgTable(
  'team_activity',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. team.created, invite.sent, member.joined, member.updated, member.removed */
    action: text('action').notNull(),
    /** The member or invitation it is about. */
    subject: text('subject'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAtColumn(),
  },
  (table) => [index('team_activity_team_idx').on(table.teamId, table.id)],
);

export type TeamRow = typeof teams.$inferSelect;
export type TeamMemberRow = typeof teamMembers.$inferSelect;
export type TeamInviteRow = typeof teamInvites.$inferSelect;
