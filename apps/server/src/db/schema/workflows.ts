import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, ownerColumn } from './columns';
import { teams } from './teams';

/**
 * A user's plan for an AI project (spec part 2, "Workflow"): made from the create form, a template
 * or an import. Its progress is not stored: it is the share of its steps that are completed.
 */
export const workflows = pgTable(
  'workflows',
  {
    id: idColumn(),
    userId: ownerColumn(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    /** active or completed (all steps done) */
    status: text('status').notNull().default('active'),
    /** beginner, intermediate or advanced */
    difficulty: text('difficulty').notNull(),
    estimatedTimeline: text('estimated_timeline').notNull(),
    timelinePreference: text('timeline_preference').notNull().default('standard'),
    kra: text('kra').notNull().default(''),
    kpi: text('kpi').notNull().default(''),
    targetAudience: text('target_audience').notNull().default(''),
    aiTools: jsonb('ai_tools')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    tags: jsonb('tags')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    templateId: text('template_id'),
    /** The team it is shared with, read-only to its members (issue 37). */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('workflows_user_created').on(table.userId, table.createdAt),
    index('workflows_team_idx')
      .on(table.teamId)
      .where(sql`team_id IS NOT NULL`),
  ],
);

export const workflowSteps = pgTable(
  'workflow_steps',
  {
    id: idColumn(),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    stepNumber: integer('step_number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    estimatedDuration: text('estimated_duration').notNull(),
    recommendedTools: jsonb('recommended_tools').$type<string[]>().notNull(),
    deliverables: jsonb('deliverables').$type<string[]>().notNull(),
    /** pending, in_progress, completed or blocked */
    status: text('status').notNull().default('pending'),
  },
  (table) => [index('workflow_steps_workflow').on(table.workflowId, table.stepNumber)],
);

export type WorkflowRow = typeof workflows.$inferSelect;
export type WorkflowStepRow = typeof workflowSteps.$inferSelect;

/**
 * A read-only public link to one workflow (spec: "Share link expires in 30 days"). Only a hash of
 * the link's token is kept, like a password: the database alone cannot open a shared workflow.
 */
export const workflowShares = pgTable(
  'workflow_shares',
  {
    id: idColumn(),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index('workflow_shares_workflow').on(table.workflowId)],
);

/**
 * One row per user with workflows, bumped in the same transaction as every change to them, so a
 * process can tell in one indexed read whether its cached `GET /api/workflows` answer still holds.
 */
export const workflowRevisions = pgTable('workflow_revisions', {
  userId: ownerColumn().primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull().default(1),
});
