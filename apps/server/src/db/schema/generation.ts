import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, ownerColumn } from './columns';
import { teams } from './teams';

/** A file a job produced, as kept in storage (URLs are signed when the job is read). */
export interface StoredOutput {
  key: string;
  contentType: string;
  bytes: number;
  width?: number;
  height?: number;
  duration?: number;
  fps?: number;
}

/**
 * Every generation is one row: what was asked, what it costs, the credits held for it, how far it
 * got and what it made. Workers claim a queued row, heartbeat while running, and finish it as
 * succeeded (hold settled) or failed (hold released); the sweep retries or fails rows whose
 * worker went silent (features/generation/recover-stalled-jobs.ts).
 */
export const generationJobs = pgTable(
  'generation_jobs',
  {
    /** Chosen by the server before the hold is taken, so the hold can name it. */
    id: uuid('id').primaryKey(),
    userId: ownerColumn(),
    /** image, video, text, prompt or analysis */
    kind: text('kind').notNull(),
    /** image.free, image.ultra, video.ultra_pro, text.chat, prompt.builder, analysis.output ... */
    tool: text('tool').notNull(),
    tier: text('tier'),
    prompt: text('prompt').notNull(),
    /** The validated request, as the tool reads it (and as My creations re-runs it). */
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    /** queued, running, succeeded, failed or canceled */
    status: text('status').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    progressMessage: text('progress_message'),
    costMicros: bigint('cost_micros', { mode: 'number' }).notNull().default(0),
    holdId: uuid('hold_id'),
    /** The team whose wallet paid, when made in a team's workspace (issue 37). */
    teamId: uuid('team_id').references(() => teams.id),
    /** The workflow run whose step made it (issue 49): its end moves the run on. */
    workflowRunId: uuid('workflow_run_id'),
    /** local or provider */
    engine: text('engine'),
    model: text('model'),
    outputs: jsonb('outputs')
      .$type<StoredOutput[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** What the tool made besides files (text, an analysis) and the balance after settling. */
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: text('error'),
    errorStatus: integer('error_status'),
    /** The provider's id for the work (a Replicate prediction), so a retry resumes it. */
    providerRef: text('provider_ref'),
    attempts: integer('attempts').notNull().default(0),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: createdAtColumn(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('generation_jobs_idempotency')
      .on(table.userId, table.idempotencyKey)
      .where(sql`idempotency_key IS NOT NULL`),
    index('generation_jobs_user_created').on(table.userId, table.createdAt),
    index('generation_jobs_unfinished')
      .on(table.status, table.heartbeatAt)
      .where(sql`status IN ('queued', 'running')`),
  ],
);

export type GenerationJobRow = typeof generationJobs.$inferSelect;
