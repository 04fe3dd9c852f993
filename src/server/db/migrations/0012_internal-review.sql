CREATE TABLE "workspace_settings" (
	"workspace_id" text PRIMARY KEY NOT NULL,
	"internal_review" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_tasks" ADD COLUMN "internal_review" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_tasks" ADD COLUMN "internal_review_comment" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "internal_review" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "internal_review_comment" text;--> statement-breakpoint
ALTER TABLE "workspace_settings" ADD CONSTRAINT "workspace_settings_workspace_id_user_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;