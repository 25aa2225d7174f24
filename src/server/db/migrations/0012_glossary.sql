CREATE TABLE "glossary_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"project_id" uuid,
	"term" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"do_not_translate" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "glossary_terms_term_not_blank" CHECK (length(btrim("glossary_terms"."term")) > 0)
);
--> statement-breakpoint
ALTER TABLE "glossary_terms" ADD CONSTRAINT "glossary_terms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glossary_terms" ADD CONSTRAINT "glossary_terms_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "glossary_terms_user_term_idx" ON "glossary_terms" USING btree ("user_id",lower("term")) WHERE "glossary_terms"."project_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "glossary_terms_project_term_idx" ON "glossary_terms" USING btree ("project_id",lower("term")) WHERE "glossary_terms"."project_id" is not null;