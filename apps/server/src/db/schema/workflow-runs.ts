import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { WorkflowGraph } from '@atelier/contract';
import { createdAtColumn, idColumn, ownerColumn } from './columns';
import { teams } from './teams';
import { workflows } from './workflows';

/**
 * A workflow's runnable graph (issue 49), beside its guided steps. `version` rises at each save;
 * a run keeps the graph it started with, so editing never changes a run under way.
 */
export const workflowGraphs = pgTable('workflow_graphs', {
  workflowId: uuid('workflow_id')
    .primaryKey()
    .references(() => workflows.id, { onDelete: 'cascade' }),
  graph: jsonb('graph').$type<WorkflowGraph>().notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A step's outputs as kept: text, or a stored file's key (signed into a URL when read). */
export type StepValue = { text: string } | { key: string; contentType: string };
export type StoredStepOutputs = Record<string, StepValue | StepValue[]>;

/**
 * One run of a graph. The estimate is held at once (`hold_id`); each step's generation job takes
 * its own hold out of it and settles at its real price; what is left is released when the run
 * ends. `revision` rises at every change, so an event stream can resume from Last-Event-ID.
 */
export const workflowRuns = pgTable(
  'workflow_runs',
  {
    id: idColumn(),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    userId: ownerColumn(),
    teamId: uuid('team_id').references(() => teams.id),
    /** queued, running, succeeded, failed or cancelled */
    status: text('status').notNull().default('queued'),
    /** manual, schedule or inbound */
    trigger: text('trigger').notNull().default('manual'),
    inputs: jsonb('inputs').$type<Record<string, string | number>>().notNull(),
    graph: jsonb('graph').$type<WorkflowGraph>().notNull(),
    version: integer('version').notNull(),
    estimateMicros: bigint('estimate_micros', { mode: 'number' }).notNull(),
    chargedMicros: bigint('charged_micros', { mode: 'number' }).notNull().default(0),
    holdId: uuid('hold_id'),
    /** Steps working at once, by the payer's plan when the run started. */
    parallel: integer('parallel').notNull(),
    error: text('error'),
    revision: integer('revision').notNull().default(1),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: createdAtColumn(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('workflow_runs_idempotency')
      .on(table.userId, table.idempotencyKey)
      .where(sql`idempotency_key IS NOT NULL`),
    index('workflow_runs_workflow_created').on(table.workflowId, table.createdAt),
    index('workflow_runs_unfinished')
      .on(table.status)
      .where(sql`status IN ('queued', 'running')`),
  ],
);

/**
 * A node of a run. A node run once per item has one row for the node (item -1, its outputs the
 * lists) and one per item, made when its list is known.
 */
export const workflowRunSteps = pgTable(
  'workflow_run_steps',
  {
    id: idColumn(),
    runId: uuid('run_id')
      .notNull()
      .references(() => workflowRuns.id, { onDelete: 'cascade' }),
    nodeId: text('node_id').notNull(),
    item: integer('item').notNull().default(-1),
    tool: text('tool').notNull(),
    /** waiting, running, succeeded, failed, cancelled or skipped */
    status: text('status').notNull().default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    outputs: jsonb('outputs')
      .$type<StoredStepOutputs>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    creditsMicros: bigint('credits_micros', { mode: 'number' }).notNull().default(0),
    error: text('error'),
    /** The generation job of the current attempt; every attempt's in `job_ids`. */
    jobId: uuid('job_id'),
    jobIds: jsonb('job_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** A step waiting to try again after a passing failure starts no sooner than this. */
    retryAt: timestamp('retry_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('workflow_run_steps_node').on(table.runId, table.nodeId, table.item),
    index('workflow_run_steps_job')
      .on(table.jobId)
      .where(sql`job_id IS NOT NULL`),
  ],
);

export type WorkflowGraphRow = typeof workflowGraphs.$inferSelect;
export type WorkflowRunRow = typeof workflowRuns.$inferSelect;
export type WorkflowRunStepRow = typeof workflowRunSteps.$inferSelect;

/**
 * A workflow's schedule (issue 49): a cron expression in a time zone, at most hourly, with the
 * inputs each run gets. The minute's sweep starts the runs that are due, each once: `next_due_at`
 * moves on in the same guarded update that claims it.
 */
export const workflowSchedules = pgTable(
  'workflow_schedules',
  {
    workflowId: uuid('workflow_id')
      .primaryKey()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    userId: ownerColumn(),
    cron: text('cron').notNull(),
    timezone: text('timezone').notNull(),
    inputs: jsonb('inputs').$type<Record<string, string | number>>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    nextDueAt: timestamp('next_due_at', { withTimezone: true }).notNull(),
    lastFiredAt: timestamp('last_fired_at', { withTimezone: true }),
    lastRunId: uuid('last_run_id'),
    /** Why the last due time started nothing (the estimate not covered, the plan below Growth). */
    lastSkippedAt: timestamp('last_skipped_at', { withTimezone: true }),
    lastSkipReason: text('last_skip_reason'),
    skipped: integer('skipped').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('workflow_schedules_due')
      .on(table.nextDueAt)
      .where(sql`enabled`),
  ],
);

/**
 * A workflow's inbound URL (issue 49): `/api/hooks/workflows/<token>` starts a run when a POST is
 * signed with the secret as Standard Webhooks sign theirs. The secret is kept as issued, since
 * each call's signature is checked with it (as a webhook endpoint's is), and shown once.
 */
export const workflowTriggers = pgTable('workflow_triggers', {
  workflowId: uuid('workflow_id')
    .primaryKey()
    .references(() => workflows.id, { onDelete: 'cascade' }),
  userId: ownerColumn(),
  token: text('token').notNull().unique(),
  secret: text('secret').notNull(),
  createdAt: createdAtColumn(),
});

export type WorkflowScheduleRow = typeof workflowSchedules.$inferSelect;
export type WorkflowTriggerRow = typeof workflowTriggers.$inferSelect;
