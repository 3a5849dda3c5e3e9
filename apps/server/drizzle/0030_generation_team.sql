-- A generation made in a team's workspace names the team whose wallet paid (issue 37, ADR 028).
ALTER TABLE "generation_jobs" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD CONSTRAINT "generation_jobs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;