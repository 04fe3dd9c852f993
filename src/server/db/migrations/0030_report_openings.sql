CREATE TABLE "report_openings" (
	"hash" text PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
