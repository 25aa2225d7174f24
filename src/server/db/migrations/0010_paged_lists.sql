DROP INDEX "project_activities_created_idx";--> statement-breakpoint
DROP INDEX "projects_user_updated_idx";--> statement-breakpoint
DROP INDEX "projects_public_updated_idx";--> statement-breakpoint
CREATE INDEX "projects_user_niche_updated_idx" ON "projects" USING btree ("user_id","niche","updated_at","id");--> statement-breakpoint
CREATE INDEX "project_activities_created_idx" ON "project_activities" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "projects_user_updated_idx" ON "projects" USING btree ("user_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "projects_public_updated_idx" ON "projects" USING btree ("updated_at","id") WHERE "projects"."is_public";