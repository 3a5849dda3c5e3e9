CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"key_prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"requests_day" date,
	"requests_today" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_user_idx" ON "api_keys" USING btree ("user_id","created_at");--> statement-breakpoint
-- Each API process caches the keys it has checked (lib/auth/principal-cache.ts); this tells every
-- process at commit when a key was revoked or removed, so it is refused at once everywhere.
CREATE FUNCTION atelier_notify_api_key_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('atelier_api_key_changed', OLD.key_hash);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER api_keys_changed
  AFTER UPDATE OF revoked_at, expires_at, user_id, key_hash OR DELETE ON api_keys
  FOR EACH ROW EXECUTE FUNCTION atelier_notify_api_key_change();
