-- Issue 37: a team may hold a plan bought like a personal one (teams.plan_*), a payment order may
-- be for a team (paid by its user), and a workflow may be shared with a team.
ALTER TABLE "payment_orders" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "plan_id" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "plan_cycle" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "plan_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "plan_cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "plan_gateway" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workflows_team_idx" ON "workflows" USING btree ("team_id") WHERE team_id IS NOT NULL;