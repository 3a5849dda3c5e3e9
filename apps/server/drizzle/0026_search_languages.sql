-- Translated help articles are search documents of their own (issue 35), stemmed as their
-- language is. search_config names the text-search configuration of an interface language; its
-- CASE holds only constants, so it is as immutable as the generated column needs. Not STRICT:
-- PostgreSQL inlines a SQL function's CASE only when the function is not strict, and a call that
-- is not inlined runs once per row (it halved the search benchmark's throughput).
CREATE OR REPLACE FUNCTION search_config(text) RETURNS regconfig
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT CASE $1
      WHEN 'es' THEN 'pg_catalog.spanish'::regconfig
      WHEN 'fr' THEN 'pg_catalog.french'::regconfig
      WHEN 'de' THEN 'pg_catalog.german'::regconfig
      WHEN 'it' THEN 'pg_catalog.italian'::regconfig
      WHEN 'pt' THEN 'pg_catalog.portuguese'::regconfig
      ELSE 'pg_catalog.english'::regconfig
    END
  $$;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(search_config(language), search_unaccent(title)), 'A') || setweight(to_tsvector(search_config(language), search_unaccent(body)), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_documents_public_vector_idx" ON "search_documents" USING gin ("search_vector") WHERE owner_id IS NULL;
