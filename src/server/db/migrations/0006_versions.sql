CREATE TABLE "content_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid,
	"client_task_id" uuid,
	"version" integer NOT NULL,
	"content" text NOT NULL,
	"parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"origin" text NOT NULL,
	"restored_from" integer,
	"input" jsonb,
	"generation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_versions_one_owner" CHECK (("content_versions"."task_id" IS NULL) <> ("content_versions"."client_task_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_client_task_id_client_tasks_id_fk" FOREIGN KEY ("client_task_id") REFERENCES "public"."client_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_task_version_idx" ON "content_versions" USING btree ("task_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_client_task_version_idx" ON "content_versions" USING btree ("client_task_id","version");--> statement-breakpoint
CREATE INDEX "content_versions_generation_idx" ON "content_versions" USING btree ("generation_id");