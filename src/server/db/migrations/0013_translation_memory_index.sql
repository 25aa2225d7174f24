-- The translation memory compares originals by a key: lower case, no accents, punctuation and
-- runs of spaces made one space. unaccent is called with its dictionary named, which makes the
-- key immutable, as an index expression must be. Only ASCII and common typographic punctuation
-- is removed: letters of any script stay, so texts in other alphabets never collapse to "".
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cb_memory_key(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT btrim(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, $1)), '[[:space:][:punct:]¿¡«»“”‘’…–—。、！？]+', ' ', 'g')) $$;
--> statement-breakpoint
-- Fuzzy matches: originals like a text, by their trigrams. A small pending list, as for the search
-- index: the embedded database has no autovacuum, and every lookup scans the list.
CREATE INDEX "project_blocks_memory_idx" ON "project_blocks" USING gin (cb_memory_key("original_text") gin_trgm_ops) WITH (gin_pending_list_limit = 256);
--> statement-breakpoint
-- 100% matches by key: a hash, since a long original's key would not fit a btree entry.
CREATE INDEX "project_blocks_memory_exact_idx" ON "project_blocks" USING btree (md5(cb_memory_key("original_text")));
