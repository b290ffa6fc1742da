CREATE TABLE "job_lease" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL
);
