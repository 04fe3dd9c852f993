CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL,
	"last_duration_ms" integer,
	"last_error" text,
	"run_count" integer DEFAULT 0 NOT NULL
);
