-- Issue 49: workflows that run. A workflow's runnable graph, its runs and their steps; a generation
-- job made by a step names its run, so the job's end moves the run on.
CREATE TABLE "workflow_graphs" (
	"workflow_id" uuid PRIMARY KEY NOT NULL,
	"graph" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_run_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"node_id" text NOT NULL,
	"item" integer DEFAULT -1 NOT NULL,
	"tool" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"outputs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"credits_micros" bigint DEFAULT 0 NOT NULL,
	"error" text,
	"job_id" uuid,
	"job_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"retry_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "workflow_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workflow_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"team_id" uuid,
	"status" text DEFAULT 'queued' NOT NULL,
	"trigger" text DEFAULT 'manual' NOT NULL,
	"inputs" jsonb NOT NULL,
	"graph" jsonb NOT NULL,
	"version" integer NOT NULL,
	"estimate_micros" bigint NOT NULL,
	"charged_micros" bigint DEFAULT 0 NOT NULL,
	"hold_id" uuid,
	"parallel" integer NOT NULL,
	"error" text,
	"revision" integer DEFAULT 1 NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "workflow_run_id" uuid;--> statement-breakpoint
ALTER TABLE "workflow_graphs" ADD CONSTRAINT "workflow_graphs_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_run_steps" ADD CONSTRAINT "workflow_run_steps_run_id_workflow_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."workflow_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_runs" ADD CONSTRAINT "workflow_runs_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_runs" ADD CONSTRAINT "workflow_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_runs" ADD CONSTRAINT "workflow_runs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_run_steps_node" ON "workflow_run_steps" USING btree ("run_id","node_id","item");--> statement-breakpoint
CREATE INDEX "workflow_run_steps_job" ON "workflow_run_steps" USING btree ("job_id") WHERE job_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_runs_idempotency" ON "workflow_runs" USING btree ("user_id","idempotency_key") WHERE idempotency_key IS NOT NULL;--> statement-breakpoint
CREATE INDEX "workflow_runs_workflow_created" ON "workflow_runs" USING btree ("workflow_id","created_at");--> statement-breakpoint
CREATE INDEX "workflow_runs_unfinished" ON "workflow_runs" USING btree ("status") WHERE status IN ('queued', 'running');