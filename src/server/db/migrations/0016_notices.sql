CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"client_id" uuid,
	"item_id" uuid,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_tasks" ADD COLUMN "internal_review_submitted_by" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "internal_review_submitted_by" text;--> statement-breakpoint
ALTER TABLE "review_link_items" ADD COLUMN "sent_by" text;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_workspace_id_user_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_client_id_agency_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."agency_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notices_user_workspace_created_idx" ON "notices" USING btree ("user_id","workspace_id","created_at");--> statement-breakpoint
ALTER TABLE "client_tasks" ADD CONSTRAINT "client_tasks_internal_review_submitted_by_user_id_fk" FOREIGN KEY ("internal_review_submitted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_internal_review_submitted_by_user_id_fk" FOREIGN KEY ("internal_review_submitted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_link_items" ADD CONSTRAINT "review_link_items_sent_by_user_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint

-- backfill
-- The answers' notices so far belonged to the workspace (shared by everyone in it): each becomes a notice
-- addressed to the workspace's founding account, whose user id is the workspace id, so a creator's bell
-- shows exactly what it showed before. The old table is dropped only after the copy (its DROP was moved
-- here from the generated statements above).
INSERT INTO "notices" ("id", "workspace_id", "user_id", "kind", "client_id", "item_id", "payload", "read_at", "created_at")
SELECT n."id", n."user_id", n."user_id", 'client_answer', l."client_id", n."item_id",
  jsonb_build_object('itemTitle', n."item_title", 'clientName', n."client_name", 'linkId', n."link_id", 'state', n."state",
    'approverName', n."approver_name", 'comment', n."comment"),
  n."read_at", n."created_at"
FROM "approval_notices" n LEFT JOIN "review_links" l ON l."id" = n."link_id";--> statement-breakpoint
DROP TABLE "approval_notices" CASCADE;--> statement-breakpoint
-- Who sent each item still on a link: the activity log recorded every send (with the same instant as the
-- link's row) since authors were kept; older rows stay null and the answer goes to the author or the Dono.
UPDATE "review_link_items" i SET "sent_by" = (
  SELECT a."actor_user_id" FROM "activity_log" a
  WHERE a."action" = 'approval_sent' AND a."item_id" = coalesce(i."task_id", i."client_task_id")
    AND a."created_at" <= i."added_at"
  ORDER BY a."created_at" DESC LIMIT 1
);
