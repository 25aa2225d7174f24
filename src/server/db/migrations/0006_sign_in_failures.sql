CREATE TABLE "sign_in_failures" (
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_failures_email_ip_pk" PRIMARY KEY("email","ip")
);
--> statement-breakpoint
CREATE INDEX "sign_in_failures_window_idx" ON "sign_in_failures" USING btree ("window_start");