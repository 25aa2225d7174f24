-- Fuzzy memory matches by shared words instead of trigrams: at 100,000 pairs a trigram lookup read
-- long posting lists for every common three-letter piece (about a second); a match must share
-- most of a text's words, so looking up its longest (rarest) words finds every candidate quickly.
CREATE OR REPLACE FUNCTION cb_memory_words(text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT string_to_array(public.cb_memory_key($1), ' ') $$;
--> statement-breakpoint
DROP INDEX "project_blocks_memory_idx";
--> statement-breakpoint
CREATE INDEX "project_blocks_memory_words_idx" ON "project_blocks" USING gin (cb_memory_words("original_text")) WITH (gin_pending_list_limit = 256);
