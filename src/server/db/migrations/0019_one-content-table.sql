ALTER TABLE "tasks" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_client_id_agency_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."agency_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "tasks_user_type_idx";--> statement-breakpoint
DROP INDEX "tasks_user_type_completed_idx";--> statement-breakpoint
CREATE INDEX "tasks_client_created_idx" ON "tasks" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "tasks_user_type_completed_idx" ON "tasks" USING btree ("user_id","type","completed","client_id");--> statement-breakpoint
-- data migration
-- An agency's client items move into "tasks" with their own ids (uuids: they cannot collide with the
-- creators' ids), the agency as the owner and the client kept. Versions, link items and approval events
-- then point at the same id through "task_id", so links, feeds and exports keep working. Everything
-- below must run after the move: the old columns and the old table are dropped only once emptied.
INSERT INTO "tasks" ("id", "title", "content", "type", "tone", "completed", "parts", "options", "scheduled_date", "status", "approval_state", "internal_review", "internal_review_comment", "internal_review_submitted_by", "expires_at", "created_at", "updated_at", "generation_id", "created_by", "user_id", "client_id")
SELECT "id", "title", "content", "type", "tone", "completed", "parts", "options", "scheduled_date", "status", "approval_state", "internal_review", "internal_review_comment", "internal_review_submitted_by", "expires_at", "created_at", "updated_at", "generation_id", "created_by", "agency_user_id", "client_id"
FROM "client_tasks";--> statement-breakpoint
ALTER TABLE "approval_events" DROP CONSTRAINT "approval_events_one_item";--> statement-breakpoint
ALTER TABLE "review_link_items" DROP CONSTRAINT "review_link_items_one_item";--> statement-breakpoint
ALTER TABLE "content_versions" DROP CONSTRAINT "content_versions_one_owner";--> statement-breakpoint
UPDATE "content_versions" SET "task_id" = "client_task_id" WHERE "client_task_id" IS NOT NULL;--> statement-breakpoint
UPDATE "review_link_items" SET "task_id" = "client_task_id" WHERE "client_task_id" IS NOT NULL;--> statement-breakpoint
UPDATE "approval_events" SET "task_id" = "client_task_id" WHERE "client_task_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_events" DROP CONSTRAINT "approval_events_client_task_id_client_tasks_id_fk";--> statement-breakpoint
ALTER TABLE "review_link_items" DROP CONSTRAINT "review_link_items_client_task_id_client_tasks_id_fk";--> statement-breakpoint
ALTER TABLE "content_versions" DROP CONSTRAINT "content_versions_client_task_id_client_tasks_id_fk";--> statement-breakpoint
DROP INDEX "approval_events_client_task_idx";--> statement-breakpoint
DROP INDEX "review_link_items_link_client_task_idx";--> statement-breakpoint
DROP INDEX "review_link_items_live_client_task_idx";--> statement-breakpoint
DROP INDEX "review_link_items_client_task_idx";--> statement-breakpoint
DROP INDEX "content_versions_client_task_version_idx";--> statement-breakpoint
ALTER TABLE "approval_events" DROP COLUMN "client_task_id";--> statement-breakpoint
ALTER TABLE "review_link_items" DROP COLUMN "client_task_id";--> statement-breakpoint
ALTER TABLE "content_versions" DROP COLUMN "client_task_id";--> statement-breakpoint
ALTER TABLE "approval_events" ALTER COLUMN "task_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "review_link_items" ALTER COLUMN "task_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "content_versions" ALTER COLUMN "task_id" SET NOT NULL;--> statement-breakpoint
DROP TABLE "client_tasks" CASCADE;
