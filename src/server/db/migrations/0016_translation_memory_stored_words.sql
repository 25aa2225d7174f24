-- Each original's memory words kept with the row, distinct and sorted: a lookup scores every
-- candidate by the words it shares, and normalising each candidate's text again (unaccent,
-- punctuation) was most of a lookup's time. Saves get cheaper too: the word index reads the
-- column instead of normalising the text a second time.
CREATE OR REPLACE FUNCTION cb_memory_word_set(text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT coalesce(array_agg(DISTINCT w ORDER BY w), '{}') FROM unnest(public.cb_memory_words($1)) w $$;
--> statement-breakpoint
ALTER TABLE "project_blocks" ADD COLUMN "memory_words" text[] GENERATED ALWAYS AS (cb_memory_word_set("original_text")) STORED;
--> statement-breakpoint
DROP INDEX "project_blocks_memory_words_idx";
--> statement-breakpoint
CREATE INDEX "project_blocks_memory_words_idx" ON "project_blocks" USING gin ("memory_words") WITH (gin_pending_list_limit = 256);
