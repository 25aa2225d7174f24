-- Search across projects: accents and case do not matter (unaccent runs before the stemmer) and
-- word forms of both languages match (one vector stemmed as Portuguese, one as English).
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION cb_search_pt (COPY = pg_catalog.portuguese);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION cb_search_pt ALTER MAPPING FOR hword, hword_part, word WITH unaccent, portuguese_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION cb_search_en (COPY = pg_catalog.english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION cb_search_en ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
--> statement-breakpoint
-- Stored, so ranking reads the vector instead of parsing every matching block again.
ALTER TABLE "project_blocks" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  to_tsvector('cb_search_pt'::regconfig, "original_text" || E'\n' || coalesce("translation", '') || E'\n' || "expansion")
  || to_tsvector('cb_search_en'::regconfig, "original_text" || E'\n' || coalesce("translation", '') || E'\n' || "expansion")
) STORED;
--> statement-breakpoint
-- A small pending list: the embedded database has no autovacuum to merge it into the index, so
-- inserts merge it once it reaches 256 kB; every search scans it, so it must stay short. (Without
-- a pending list at all, saving 1,000 blocks takes several times longer.)
CREATE INDEX "project_blocks_search_idx" ON "project_blocks" USING gin ("search_vector") WITH (gin_pending_list_limit = 256);
