-- Titles copied into activities and comment mentions outlived the project's privacy: activities
-- now name the project by id only, and mentions keep only the project id ('@[](id)').
ALTER TABLE "project_activities" DROP COLUMN "content";--> statement-breakpoint
UPDATE "project_comments" SET "content" = regexp_replace("content", '@\[[^]\n]{0,200}\]\(([0-9a-fA-F-]{36})\)', '@[](\1)', 'g') WHERE "content" LIKE '%@[%';
