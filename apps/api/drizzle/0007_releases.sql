CREATE TABLE "release_app" (
	"app" varchar(32) PRIMARY KEY NOT NULL,
	"current" varchar(96),
	"previous" varchar(96),
	"revision" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "release_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"app" varchar(32) NOT NULL,
	"action" varchar(16) NOT NULL,
	"version" varchar(96),
	"from_version" varchar(96),
	"actor" varchar(64) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "release_version" (
	"app" varchar(32) NOT NULL,
	"version" varchar(96) NOT NULL,
	"content_hash" varchar(64) NOT NULL,
	"commit" varchar(40) DEFAULT '' NOT NULL,
	"built_at" timestamp with time zone NOT NULL,
	"web_entry" text NOT NULL,
	"node_entry" text,
	"shared" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "release_version_app_version_pk" PRIMARY KEY("app","version")
);
--> statement-breakpoint
CREATE INDEX "release_audit_app_idx" ON "release_audit" USING btree ("app","at");