-- Accents do not matter to search ("resume" finds "résumé"). unaccent() is only STABLE, so an
-- IMMUTABLE wrapper with the dictionary named in full can feed a generated column; a server
-- without the extension gets the same function as the identity, and search still works.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS unaccent;
  EXECUTE format(
    'CREATE OR REPLACE FUNCTION search_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS %L',
    format('SELECT %I.unaccent(%L::regdictionary, $1)',
      (SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'unaccent'),
      (SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'unaccent') || '.unaccent'));
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'unaccent is not available (%): search compares accents as written', SQLERRM;
  CREATE OR REPLACE FUNCTION search_unaccent(text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS 'SELECT $1';
END $$;
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"source" text NOT NULL,
	"ref" text NOT NULL,
	"owner_id" uuid,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"url" text NOT NULL,
	"image_url" text,
	"digest" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', search_unaccent(title)), 'A') || setweight(to_tsvector('english', search_unaccent(body)), 'B')) STORED NOT NULL,
	"title_key" text GENERATED ALWAYS AS (lower(search_unaccent(title))) STORED NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_documents_source_ref_pk" PRIMARY KEY("source","ref")
);
--> statement-breakpoint
CREATE TABLE "search_index_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"public_revision" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_owner_revisions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_owner_revisions" ADD CONSTRAINT "search_owner_revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_public_vector_idx" ON "search_documents" USING gin ("search_vector") WHERE owner_id IS NULL;--> statement-breakpoint
CREATE INDEX "search_documents_owner_idx" ON "search_documents" USING btree ("owner_id");
--> statement-breakpoint
INSERT INTO "search_index_state" ("id", "public_revision") VALUES (1, 0);
--> statement-breakpoint
-- Typo tolerance ("promt craftr") compares trigrams of the title; without pg_trgm it is off and
-- the server says so in its log (features/search).
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS search_documents_public_title_trgm
    ON search_documents USING gin (title_key gin_trgm_ops) WHERE owner_id IS NULL;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available (%): search has no typo tolerance', SQLERRM;
END $$;
