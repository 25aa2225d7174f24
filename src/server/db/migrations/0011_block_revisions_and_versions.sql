CREATE TABLE "block_revisions" (
	"project_id" uuid NOT NULL,
	"block_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"type" text NOT NULL,
	"original_text" text DEFAULT '' NOT NULL,
	"translation" text,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expansion" text DEFAULT '' NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "block_revisions_project_id_block_id_version_pk" PRIMARY KEY("project_id","block_id","version")
);
--> statement-breakpoint
CREATE TABLE "project_versions" (
	"project_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"author_id" text,
	"label" text,
	"blocks_count" integer NOT NULL,
	"block_order" uuid[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_versions_project_id_version_pk" PRIMARY KEY("project_id","version")
);
--> statement-breakpoint
ALTER TABLE "project_blocks" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "block_revisions" ADD CONSTRAINT "block_revisions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_versions" ADD CONSTRAINT "project_versions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_versions" ADD CONSTRAINT "project_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Existing translations belong to the project's translation language.
UPDATE "project_blocks" b SET "translations" = jsonb_build_object(p."translation_language", b."translation")
FROM "projects" p
WHERE p."id" = b."project_id" AND p."translation_language" IS NOT NULL AND b."translation" IS NOT NULL;--> statement-breakpoint
-- Every existing project starts its history at its current version.
INSERT INTO "project_versions" ("project_id", "version", "author_id", "label", "blocks_count", "block_order", "created_at", "updated_at")
SELECT p."id", p."version", p."user_id", 'created',
  (SELECT count(*) FROM "project_blocks" b WHERE b."project_id" = p."id")::int,
  coalesce((SELECT array_agg(b."id" ORDER BY b."position") FROM "project_blocks" b WHERE b."project_id" = p."id"), '{}'::uuid[]),
  p."updated_at", p."updated_at"
FROM "projects" p;--> statement-breakpoint
INSERT INTO "block_revisions" ("project_id", "block_id", "version", "type", "original_text", "translation", "translations", "expansion", "metadata")
SELECT b."project_id", b."id", p."version", b."type", b."original_text", b."translation", b."translations", b."expansion", b."metadata"
FROM "project_blocks" b JOIN "projects" p ON p."id" = b."project_id";
