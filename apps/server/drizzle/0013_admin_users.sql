CREATE TABLE "admin_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_invites_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(email || ' ' || full_name)) STORED;--> statement-breakpoint
ALTER TABLE "admin_invites" ADD CONSTRAINT "admin_invites_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_invites_admin_idx" ON "admin_invites" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");
--> statement-breakpoint
-- Staff search users by any part of their email or name (issue 18, ADR 017). A narrow b-tree of
-- the search text lets PostgreSQL count broad matches from the index alone, without reading the
-- wide user rows.
CREATE INDEX "users_search_text_idx" ON "users" ("search_text") INCLUDE ("subscription_plan", "is_active");
--> statement-breakpoint
-- A trigram index answers selective terms at once, where the server has pg_trgm (the embedded
-- PostgreSQL does). Without it the same search works from the b-tree above.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS users_search_trgm ON users USING gin (search_text gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available (%): admin user search uses the b-tree alone', SQLERRM;
END $$;
