ALTER TABLE "jobs" DROP CONSTRAINT "jobs_status_check";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "saving" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "usage" jsonb;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('queued', 'running', 'done', 'failed', 'cancelled'));