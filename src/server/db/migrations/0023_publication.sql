CREATE TABLE "publication_reminders" (
	"task_id" uuid NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"late" boolean DEFAULT false NOT NULL,
	CONSTRAINT "publication_reminders_task_id_due_at_pk" PRIMARY KEY("task_id","due_at")
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "publication_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "published_channel" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "published_url" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "not_published_reason" text;--> statement-breakpoint
ALTER TABLE "publication_reminders" ADD CONSTRAINT "publication_reminders_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publication_reminders_waiting_idx" ON "publication_reminders" USING btree ("due_at") WHERE "publication_reminders"."sent_at" is null;